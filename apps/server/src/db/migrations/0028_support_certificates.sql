-- Issue 17, the centre's service pages: problem reports (myProblem, spec §3
-- problemInfo), customer-service tickets (service) and the rare cards'
-- signed certificates (blockchain, /cardVerify).

-- A reader's problem report from a page or a reader; answered by an editor.
CREATE TABLE problem_reports (
  id                bigserial PRIMARY KEY,
  user_id           bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  request_id        text,                          -- the client's retry key
  modal_title       text NOT NULL DEFAULT '',
  title             text NOT NULL DEFAULT '',
  object_id         bigint,
  object_type       smallint,
  process           real,
  page_number       integer,
  contents          text NOT NULL,
  screenshot_sha256 text,                          -- a private stored_files blob
  screenshot_type   text,
  screenshot_name   text NOT NULL DEFAULT '',
  state             smallint NOT NULL DEFAULT 0,   -- 0 待处理, 1 已回复
  answer            text NOT NULL DEFAULT '',
  answered_by       bigint REFERENCES users (id) ON DELETE SET NULL,
  answered_at       timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, request_id)
);
CREATE INDEX problem_reports_user_idx ON problem_reports (user_id, id DESC);
CREATE INDEX problem_reports_state_idx ON problem_reports (state, id DESC);

-- A customer-service thread: the reader opens it, both sides write messages.
CREATE TABLE service_tickets (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject    text NOT NULL,
  state      smallint NOT NULL DEFAULT 0,          -- 0 待回复, 1 已回复
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_tickets_user_idx ON service_tickets (user_id, updated_at DESC);
CREATE INDEX service_tickets_state_idx ON service_tickets (state, updated_at DESC);

CREATE TABLE service_ticket_messages (
  id           bigserial PRIMARY KEY,
  ticket_id    bigint NOT NULL REFERENCES service_tickets (id) ON DELETE CASCADE,
  author_id    bigint REFERENCES users (id) ON DELETE SET NULL,
  from_service boolean NOT NULL DEFAULT false,
  contents     text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_ticket_messages_ticket_idx ON service_ticket_messages (ticket_id, id);

-- A card's certificate: the canonical JSON signed with the platform's Ed25519
-- key (derived from BOOK_MASTER_KEY), made once; the id is random and public.
CREATE TABLE card_certificates (
  id         text PRIMARY KEY,
  card_id    bigint NOT NULL UNIQUE REFERENCES user_cards (id) ON DELETE CASCADE,
  payload    text NOT NULL,
  signature  text NOT NULL,
  key_id     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
