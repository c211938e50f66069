-- Account settings (issue 4): the region of EditPersonaInfo, the reader's
-- share code and the records of arrivals by share links (spec §7
-- user-share-record/*), and notices to every reader (spec §9 head notice,
-- message type 5) in the messages table.

-- Province, city[, district] codes joined by ',' (china-area-data v5), '' when not set.
ALTER TABLE users ADD COLUMN region text NOT NULL DEFAULT '';
-- spec §7 user-share-record/get-code: made on first request, then kept.
ALTER TABLE users ADD COLUMN share_code text UNIQUE;

CREATE TABLE share_records (
  id              bigserial PRIMARY KEY,
  from_user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  visitor_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  share_type      smallint NOT NULL,              -- 1 site · 2 activity · 3 content
  object_id       bigint NOT NULL DEFAULT 0,      -- the content of type 3, else 0
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- A visitor arriving twice by the same share is one record (retries are safe).
  UNIQUE (from_user_id, visitor_user_id, share_type, object_id)
);
CREATE INDEX share_records_from_idx ON share_records (from_user_id, id DESC);

-- A message without a user is a notice to every reader (read state: none).
ALTER TABLE messages ALTER COLUMN user_id DROP NOT NULL;
CREATE INDEX messages_user_idx ON messages (user_id, id DESC);
CREATE INDEX messages_notice_idx ON messages (message_type, id DESC) WHERE user_id IS NULL;
