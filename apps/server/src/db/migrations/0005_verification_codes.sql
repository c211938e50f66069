-- SMS and e-mail codes (issue 4): 6 digits, stored hashed, bound to their
-- purpose, single use, valid 5 minutes, dead after 5 wrong tries; and the
-- outbox that stands in for a real gateway (demo and tests work offline).

CREATE TABLE verification_codes (
  id           bigserial PRIMARY KEY,
  account      text NOT NULL,                 -- phone number or e-mail address
  purpose      text NOT NULL,                 -- login · register · reset · bind
  code_hash    text NOT NULL,                 -- SHA-256 of purpose:account:code
  attempts     smallint NOT NULL DEFAULT 0,   -- wrong tries so far
  expires_at   timestamptz NOT NULL,
  consumed_at  timestamptz,                   -- used, or superseded by a newer code
  created_ip   inet,
  device_id    bigint REFERENCES devices (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_live_idx
  ON verification_codes (account, purpose, id DESC) WHERE consumed_at IS NULL;

CREATE TABLE message_outbox (
  id          bigserial PRIMARY KEY,
  channel     text NOT NULL,                  -- sms · email
  recipient   text NOT NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_outbox_recipient_idx ON message_outbox (recipient, id DESC);

-- spec §3 login data: the promotion code a new account arrived with.
ALTER TABLE users ADD COLUMN promotion_code text;
