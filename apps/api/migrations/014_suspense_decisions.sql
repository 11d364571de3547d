-- What an operator decided about a deposit held in suspense (a transfer from an address no
-- user has): `npm run suspense` (docs/ledger.md, "Suspense"). One decision per deposit.
CREATE TABLE suspense_decisions (
  chain_event_id BIGINT PRIMARY KEY REFERENCES chain_events (id),
  -- 'assigned': credited to user_id; 'return': the treasury keeps it and pays the sender back.
  decision TEXT NOT NULL CHECK (decision IN ('assigned', 'return')),
  user_id BIGINT REFERENCES users (id),
  operation_id BIGINT NOT NULL REFERENCES ledger_operations (id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((decision = 'assigned') = (user_id IS NOT NULL))
);
