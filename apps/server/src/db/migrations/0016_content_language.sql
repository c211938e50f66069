-- The language of an imported book (issue 6 'Import': EPUB dc:language, PDF
-- /Lang), as its package declares it (BCP 47, e.g. 'zh-CN'); '' when unknown.

ALTER TABLE contents ADD COLUMN language text NOT NULL DEFAULT '';
