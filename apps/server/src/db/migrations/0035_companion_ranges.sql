-- An audio book read from an e-book's text (issue 18: 'continue listening
-- from where you read' and back): where each of its files lies in the
-- e-book's text, counted in the e-book's non-whitespace characters (code
-- points) in passage order — the measure of unit_characters (0024), so a
-- reading Process converts to the same scale. Written with the audio book by
-- whoever knows the text it reads (the demo seed aligns it).
CREATE TABLE companion_ranges (
  toc_file_id bigint PRIMARY KEY REFERENCES toc_files (id) ON DELETE CASCADE,
  audio_content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  text_content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  start_char integer NOT NULL CHECK (start_char >= 0),
  end_char integer NOT NULL CHECK (end_char > start_char)
);
CREATE INDEX companion_ranges_audio_idx ON companion_ranges (audio_content_id);
CREATE INDEX companion_ranges_text_idx ON companion_ranges (text_content_id);
