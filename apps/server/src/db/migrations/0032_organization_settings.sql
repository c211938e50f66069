-- The institution rules of spec §6 as organisation settings (issue 20), edited
-- in the editor console (issue 15) — configuration, not code:
--   full_text_search_disabled  the 'fixed list of organisation ids' with full-text search off
--   classification_only        subject navigation by the 中图法 classification only
--   hide_child_categories      the category navigation shows only the top level
--   excluded_category_ids      regional category filter: categories (and their children)
--                              this institution's members do not see
-- (nav, is_partner, to_library, hide_department_nav and recommend_fields are in 0001.)
ALTER TABLE organizations
  ADD COLUMN full_text_search_disabled boolean NOT NULL DEFAULT false,
  ADD COLUMN classification_only boolean NOT NULL DEFAULT false,
  ADD COLUMN hide_child_categories boolean NOT NULL DEFAULT false,
  ADD COLUMN excluded_category_ids bigint[] NOT NULL DEFAULT '{}';
