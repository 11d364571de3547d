-- A chain event is the transaction and the log's place in that transaction's receipt, not the
-- log's place in its block: a deep reorg can mine the same transfer in another block, where it
-- gets another block-wide log index, and after `chain-cursor rewind` it must not be credited
-- again (docs/ledger.md, "Reorgs").
ALTER TABLE chain_events ADD COLUMN tx_log_index INTEGER CHECK (tx_log_index >= 0);
ALTER TABLE chain_events DROP CONSTRAINT chain_events_chain_id_tx_hash_log_index_key;
CREATE UNIQUE INDEX chain_events_receipt_place_key ON chain_events (chain_id, tx_hash, tx_log_index);
-- Rows recorded before this migration have no place yet: they stay unique as they were, and the
-- first time their transaction is seen again its event takes the row over (the same kind,
-- asset, sender, recipient and amount, in log order; watcher/chain-events.ts).
CREATE UNIQUE INDEX chain_events_unplaced_key ON chain_events (chain_id, tx_hash, log_index)
  WHERE tx_log_index IS NULL;
