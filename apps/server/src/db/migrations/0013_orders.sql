-- Orders (issue 6): a reader who ordered a content item reads all of it
-- (ARCHITECTURE 'Data': free, ordered, institution, else trial). Granted and
-- revoked by the admin command (tools/src/admin.ts); listed in myResources.
-- One order per reader and item: granting again renews it.

CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- null: never expires
  expires_at timestamptz,
  UNIQUE (user_id, content_id)
);
CREATE INDEX orders_user_created_idx ON orders (user_id, created_at DESC, id DESC);
