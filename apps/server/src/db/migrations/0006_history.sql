-- History of what a user did (spec §7 /v1/api/history/*): search history
-- (actionType 2) now; footprints, progress and shares extend it. A search
-- keyword is kept once per user: searching it again moves it to the top.

CREATE TABLE user_histories (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  action_type smallint NOT NULL,
  title text NOT NULL DEFAULT '',
  object_id bigint,
  object_type smallint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX user_histories_search_key ON user_histories (user_id, title) WHERE action_type = 2;
CREATE INDEX user_histories_user_action_idx ON user_histories (user_id, action_type, updated_at DESC, id DESC);
