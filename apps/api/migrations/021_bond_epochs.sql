-- Each reserve bond after each epoch it vested in (the bond screen's vesting chart): X the
-- rebases had added, X vested, and X the user had claimed by then, written by the epoch job in
-- the statement that moves the bond to its next epoch, so a rerun writes no epoch twice.
-- Bonds bought before this table have rows from their next epoch on.
CREATE TABLE bond_epochs (
  bond_id BIGINT NOT NULL REFERENCES bond_orders (id),
  epoch_end TIMESTAMPTZ NOT NULL,
  rebased NUMERIC(78, 0) NOT NULL CHECK (rebased >= 0),
  vested NUMERIC(78, 0) NOT NULL CHECK (vested >= 0),
  claimed NUMERIC(78, 0) NOT NULL CHECK (claimed >= 0 AND claimed <= vested),
  PRIMARY KEY (bond_id, epoch_end)
);
