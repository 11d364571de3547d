-- The operator's pause switches and dated economic settings (docs/operations.md "Switches and
-- settings"). Both are read by every API instance from a cache that a NOTIFY on commit clears,
-- so a change made on one instance is in force on all of them within moments.

-- One row per feature that was ever switched; a feature without a row runs.
CREATE TABLE feature_switches (
  feature TEXT PRIMARY KEY,
  paused BOOLEAN NOT NULL,
  changed_at TIMESTAMPTZ NOT NULL,
  changed_by TEXT NOT NULL
);

-- A version changes some settings (environment names -> the values as the environment writes
-- them) from effective_at on. The value of a setting at an instant is the environment's,
-- overlaid by every version in force then, in (effective_at, id) order. Rows are never updated:
-- an order or a period reads the version in force when it was placed or began.
CREATE TABLE setting_versions (
  id BIGSERIAL PRIMARY KEY,
  effective_at TIMESTAMPTZ NOT NULL,
  changes JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  created_by TEXT NOT NULL,
  reason TEXT NOT NULL
);
CREATE INDEX setting_versions_effective ON setting_versions (effective_at, id);

-- An operator's write already done under this Idempotency-Key: a retry changes nothing twice.
CREATE TABLE operator_requests (
  key TEXT PRIMARY KEY,
  action TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);

CREATE FUNCTION switches_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('xbond_switches', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE TRIGGER feature_switches_changed
  AFTER INSERT OR UPDATE OR DELETE ON feature_switches
  FOR EACH STATEMENT EXECUTE FUNCTION switches_notify();
CREATE TRIGGER setting_versions_changed
  AFTER INSERT OR UPDATE OR DELETE ON setting_versions
  FOR EACH STATEMENT EXECUTE FUNCTION switches_notify();
