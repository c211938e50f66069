-- Curated and special pages (issue 20 part 3): 优选 (picks, each with an
-- editor's note, in groups), 特色图书 (special collections such as 古籍善本
-- or 蒙学), product bundles (a set of books and courses granted together as
-- orders), and the rights statement of each work (copyrightList/Detail).
--
-- One table for the three kinds of curated set: they share a title, an
-- introduction, an order and their items with a note each.

CREATE TABLE curated_sets (
  id          bigserial PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('pick', 'special', 'bundle')),
  slug        text UNIQUE,                     -- the seed's stable name; null for sets editors add
  title       text NOT NULL,
  summary     text NOT NULL DEFAULT '',
  body        text NOT NULL DEFAULT '',
  -- bundles only: a signed-in reader may take it for free (免费领取); otherwise
  -- only an editor grants it (editor console or `npm run admin -- grant-bundle`).
  claimable   boolean NOT NULL DEFAULT false,
  is_demo     boolean NOT NULL DEFAULT false,  -- shown as 演示
  sort_order  integer NOT NULL DEFAULT 0,
  enabled     boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX curated_sets_kind_idx ON curated_sets (kind, sort_order, id);

-- The books and courses of a set, in the editor's order, each with the editor's note.
CREATE TABLE curated_set_items (
  set_id      bigint NOT NULL REFERENCES curated_sets (id) ON DELETE CASCADE,
  content_id  bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  note        text NOT NULL DEFAULT '',
  sort_order  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (set_id, content_id)
);
CREATE INDEX curated_set_items_content_idx ON curated_set_items (content_id);

-- Who was granted a bundle, by whom and when; the access itself is the
-- orders (0013) written in the same transaction, one per item.
CREATE TABLE bundle_grants (
  set_id      bigint NOT NULL REFERENCES curated_sets (id) ON DELETE CASCADE,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  granted_by  bigint REFERENCES users (id) ON DELETE SET NULL,  -- the editor; null: the reader claimed it, or `npm run admin`
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (set_id, user_id)
);

-- The rights statement of a work: public domain (the demo corpus: classical
-- texts whose authors died centuries ago) or licensed, with where the text
-- comes from. A work without a row is not listed in copyrightList.
CREATE TABLE content_rights (
  content_id  bigint PRIMARY KEY REFERENCES contents (id) ON DELETE CASCADE,
  status      text NOT NULL CHECK (status IN ('public-domain', 'licensed')),
  holder      text NOT NULL DEFAULT '',
  statement   text NOT NULL,
  source      text NOT NULL DEFAULT '',
  source_url  text NOT NULL DEFAULT '',
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_rights_status_idx ON content_rights (status, content_id);
