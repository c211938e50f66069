-- Foundation: devices, editorial (hot words, banners), catalogue, organisations, users.

CREATE TABLE devices (
  id            bigserial PRIMARY KEY,
  token         text NOT NULL UNIQUE,
  device_key    text NOT NULL,
  title         text NOT NULL DEFAULT '',
  promotion_code text,
  created_ip    inet,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE hot_search_words (
  id         bigserial PRIMARY KEY,
  title      text NOT NULL UNIQUE,
  sort_order integer NOT NULL DEFAULT 0,
  enabled    boolean NOT NULL DEFAULT true
);

CREATE TABLE banners (
  id            bigserial PRIMARY KEY,
  slug          text NOT NULL UNIQUE,
  contents      text NOT NULL,
  url           text NOT NULL,
  cover_url     text NOT NULL,
  platform_name text NOT NULL DEFAULT 'web',
  sort_order    integer NOT NULL DEFAULT 0,
  enabled       boolean NOT NULL DEFAULT true
);

CREATE TABLE stored_files (
  sha256     text PRIMARY KEY,
  mime_type  text NOT NULL,
  byte_size  integer NOT NULL,
  is_public  boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE categories (
  id         bigserial PRIMARY KEY,
  hierarchy  text NOT NULL,              -- 'ClcCode' (中图法) …
  code       text NOT NULL,
  title      text NOT NULL,
  parent_id  bigint REFERENCES categories(id),
  level      smallint NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (hierarchy, code)
);

CREATE TABLE publishers (
  id    bigserial PRIMARY KEY,
  name  text NOT NULL UNIQUE
);

CREATE TABLE contents (
  id            bigserial PRIMARY KEY,
  external_id   text NOT NULL UNIQUE,
  slug          text NOT NULL UNIQUE,
  object_type   smallint NOT NULL,
  title         text NOT NULL,
  author        text NOT NULL DEFAULT '',
  dynasty       text NOT NULL DEFAULT '',
  publisher_id  bigint REFERENCES publishers(id),
  issue_date    date,
  isbn          text NOT NULL DEFAULT '',
  abstracts     text NOT NULL DEFAULT '',
  keywords      text NOT NULL DEFAULT '',
  cover_sha256  text REFERENCES stored_files(sha256),
  media_type    text NOT NULL DEFAULT 'epub',
  word_count    integer NOT NULL DEFAULT 0,
  is_free       boolean NOT NULL DEFAULT false,
  allow_read_percentage smallint NOT NULL DEFAULT 10,
  market_price  numeric(10, 2) NOT NULL DEFAULT 0,
  read_count    integer NOT NULL DEFAULT 0,
  group_id      bigint NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contents_object_type_idx ON contents (object_type);

CREATE TABLE content_categories (
  content_id  bigint NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  category_id bigint NOT NULL REFERENCES categories(id),
  PRIMARY KEY (content_id, category_id)
);
CREATE INDEX content_categories_category_idx ON content_categories (category_id);

CREATE TABLE toc_nodes (
  id          bigserial PRIMARY KEY,
  content_id  bigint NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  parent_id   bigint REFERENCES toc_nodes(id) ON DELETE CASCADE,
  external_id text NOT NULL UNIQUE,
  title       text NOT NULL,
  page        integer NOT NULL,
  sort_order  integer NOT NULL
);
CREATE INDEX toc_nodes_content_idx ON toc_nodes (content_id, sort_order);

CREATE TABLE passages (
  id          bigserial PRIMARY KEY,
  content_id  bigint NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  toc_node_id bigint NOT NULL REFERENCES toc_nodes(id) ON DELETE CASCADE,
  page        integer NOT NULL,
  sort_order  integer NOT NULL,
  body        text NOT NULL
);
CREATE INDEX passages_content_idx ON passages (content_id, sort_order);

CREATE TABLE organizations (
  id              bigserial PRIMARY KEY,
  external_id     text NOT NULL UNIQUE,
  title           text NOT NULL,
  type            smallint NOT NULL,            -- spec §1: 1 library, 3 type 3, 9 other
  aqr_id          text NOT NULL DEFAULT '',
  logo            text NOT NULL DEFAULT '',
  nav             text NOT NULL DEFAULT '',     -- menu entries hidden for members (spec §6)
  is_partner      boolean NOT NULL DEFAULT false,
  library_type    smallint NOT NULL DEFAULT 0,  -- 3 hides holdings and audio courses (spec §6)
  to_library      boolean NOT NULL DEFAULT false,
  hide_department_nav boolean NOT NULL DEFAULT false,
  recommend_reminder text NOT NULL DEFAULT '',
  recommend_fields text NOT NULL DEFAULT '',    -- configured recommend-form fields, comma separated
  oauth_url       text NOT NULL DEFAULT '',
  validation_param_name text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE organization_ip_ranges (
  id              bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  ip_range        cidr NOT NULL,
  UNIQUE (organization_id, ip_range)
);

CREATE TABLE users (
  id              bigserial PRIMARY KEY,
  external_id     text NOT NULL UNIQUE,
  mobile_number   text UNIQUE,
  email           text UNIQUE,
  nick_name       text NOT NULL DEFAULT '',
  real_name       text NOT NULL DEFAULT '',
  password_hash   text,
  social_status   smallint NOT NULL DEFAULT 3,  -- spec §9: 1 student, 2 teacher, 3 ordinary reader
  department_name text NOT NULL DEFAULT '',
  school_year     text NOT NULL DEFAULT '',
  education       text NOT NULL DEFAULT '',
  social_status_number text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_organizations (
  user_id         bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id bigint NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  state           smallint NOT NULL DEFAULT 4,  -- spec §4: 4 certified
  expire_time     timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, organization_id)
);

CREATE TABLE seed_runs (
  name         text PRIMARY KEY,
  completed_at timestamptz NOT NULL DEFAULT now(),
  detail       text NOT NULL DEFAULT ''
);
