-- The notification inbox (docs/notices.md): one row per event that tells a user something is
-- waiting for them. A row stores the kind and its data, never text: the web app words it in the
-- reader's language when it is read. `event_key` names the event (a voucher's id, a prize's
-- id, ...), so a rerun of the transaction or job that wrote it never writes it twice; the row
-- commits in the same transaction as the event itself.
CREATE TABLE notices (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL,
  params JSONB NOT NULL DEFAULT '{}'::jsonb,
  event_key TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL,
  read_at TIMESTAMPTZ
);
CREATE INDEX notices_user_idx ON notices (user_id, id DESC);
-- The bell's count reads only the unread rows.
CREATE INDEX notices_unread_idx ON notices (user_id) WHERE read_at IS NULL;
