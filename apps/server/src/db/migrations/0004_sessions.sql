-- Sessions (issue 4): access tokens are stored only as their SHA-256, expire,
-- and are revoked at logout (and, later, at password change and reset).

CREATE TABLE access_tokens (
  id           bigserial PRIMARY KEY,
  token_hash   text NOT NULL UNIQUE,          -- lowercase hex SHA-256 of the token
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id    bigint REFERENCES devices (id) ON DELETE SET NULL,
  created_ip   inet,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX access_tokens_user_idx ON access_tokens (user_id) WHERE revoked_at IS NULL;
