-- Messages to a reader (issue 4 needs the unread total of the header badge;
-- the message centre, myNews, builds on this table).

CREATE TABLE messages (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message_type smallint NOT NULL DEFAULT 1,   -- spec §7: 5 is the head notice
  title        text NOT NULL DEFAULT '',
  contents     text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  read_at      timestamptz
);
CREATE INDEX messages_unread_idx ON messages (user_id) WHERE read_at IS NULL;
