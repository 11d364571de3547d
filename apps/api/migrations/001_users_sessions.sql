-- Users, sign-in nonces and sessions (docs/security.md, "Sign-in and sessions").

CREATE TABLE users (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Lowercase hex; the API returns the checksummed form.
  address TEXT NOT NULL UNIQUE CHECK (address ~ '^0x[0-9a-f]{40}$'),
  invite_code TEXT NOT NULL UNIQUE,
  referrer_id BIGINT REFERENCES users (id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX users_referrer_id_idx ON users (referrer_id);

-- Single-use: used_at is set by the one conditional UPDATE that consumes the nonce.
CREATE TABLE login_nonces (
  nonce TEXT PRIMARY KEY,
  address TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX login_nonces_expires_at_idx ON login_nonces (expires_at);

-- Only the SHA-256 of a token is kept: a leaked table cannot be used to sign in.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
