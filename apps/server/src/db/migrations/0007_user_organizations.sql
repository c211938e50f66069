-- Institution binding (issue 4): one current organisation per user, owned by
-- the organizations module. A new binding replaces the old one; certification
-- runs out at expire_time (spec §4: State 4 valid, Warning = days left).

-- Keep only the newest binding of each user before making it unique.
DELETE FROM user_organizations uo
 USING user_organizations newer
 WHERE newer.user_id = uo.user_id
   AND (newer.created_at, newer.organization_id) > (uo.created_at, uo.organization_id);

ALTER TABLE user_organizations
  ADD COLUMN source text NOT NULL DEFAULT 'seed'
    CHECK (source IN ('seed', 'bind', 'ip', 'sso')),   -- how the certification was made
  ADD COLUMN certified_ip inet,                         -- the campus address it was made from
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE UNIQUE INDEX user_organizations_one_per_user ON user_organizations (user_id);
CREATE INDEX organizations_title_lower ON organizations (lower(title));
