-- The idle timeout (SESSION_IDLE_MINUTES): when a session was last used, written at most once a
-- minute per session (src/read-model/sessions.ts), not on every request. Not in the trigger of
-- migration 003: a use is not a change other instances' caches need to hear about.
ALTER TABLE sessions ADD COLUMN last_seen_at TIMESTAMPTZ NOT NULL DEFAULT now();
