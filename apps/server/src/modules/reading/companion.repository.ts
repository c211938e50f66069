import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import type { TextRange } from './companion-align.ts';

/** An item as the companion mapping needs it. */
export interface CompanionItemRow {
  id: number;
  externalId: string;
  objectType: number;
  title: string;
  mediaType: string;
}

/** A file of an audio book in playing order, with its place in the e-book's text if known. */
export interface CompanionFileRow {
  fileId: number;
  seconds: number;
  textContentId: number | null;
  startChar: number | null;
  endChar: number | null;
}

const ITEM_COLUMNS = sql`c.id::int AS "id", c.external_id AS "externalId",
  c.object_type::int AS "objectType", c.title, c.media_type AS "mediaType"`;

/** SQL of companion_ranges (migration 0035): audio files placed in an e-book's text. */
export class CompanionRepository {
  constructor(private readonly db: Executor) {}

  async item(contentId: number): Promise<CompanionItemRow | null> {
    const [row] = await selectRows<CompanionItemRow>(
      this.db,
      sql`SELECT ${ITEM_COLUMNS} FROM contents c WHERE c.id = ${contentId}`,
    );
    return row ? { ...row, id: Number(row.id) } : null;
  }

  /** The other edition of a work: the e-book an audio book reads, or the first audio book of an e-book. */
  async companionOf(contentId: number): Promise<CompanionItemRow | null> {
    const [row] = await selectRows<CompanionItemRow>(
      this.db,
      sql`SELECT ${ITEM_COLUMNS} FROM contents c
           WHERE c.id = (SELECT CASE WHEN r.audio_content_id = ${contentId}
                                     THEN r.text_content_id ELSE r.audio_content_id END
                           FROM companion_ranges r
                          WHERE r.audio_content_id = ${contentId} OR r.text_content_id = ${contentId}
                          ORDER BY r.audio_content_id LIMIT 1)`,
    );
    return row ? { ...row, id: Number(row.id) } : null;
  }

  /** Every playable file of the audio book in the player's order, each with its text range. */
  async files(audioContentId: number): Promise<CompanionFileRow[]> {
    const rows = await selectRows<CompanionFileRow>(
      this.db,
      sql`SELECT f.id::int AS "fileId", f.duration_seconds AS "seconds",
                 r.text_content_id::int AS "textContentId",
                 r.start_char AS "startChar", r.end_char AS "endChar"
            FROM toc_files f
            JOIN toc_nodes t ON t.id = f.toc_node_id
            LEFT JOIN companion_ranges r ON r.toc_file_id = f.id
           WHERE f.content_id = ${audioContentId} AND f.kind = 'multimedia'
           ORDER BY t.sort_order, t.id, f.sort_order, f.id`,
    );
    return rows.map((row) => ({
      ...row,
      fileId: Number(row.fileId),
      textContentId: row.textContentId === null ? null : Number(row.textContentId),
    }));
  }

  /** The e-book's passages in reading order (what the ranges count). */
  async passages(textContentId: number): Promise<string[]> {
    const rows = await selectRows<{ body: string }>(
      this.db,
      sql`SELECT body FROM passages WHERE content_id = ${textContentId} ORDER BY sort_order, id`,
    );
    return rows.map((row) => row.body);
  }

  /** Places the audio book's files (in playing order) in the e-book's text; replaces what was there. */
  async writeRanges(
    audioContentId: number,
    textContentId: number,
    ranges: { fileId: number; range: TextRange }[],
  ): Promise<void> {
    await this.db.execute(
      sql`DELETE FROM companion_ranges WHERE audio_content_id = ${audioContentId}`,
    );
    for (const { fileId, range } of ranges)
      await this.db.execute(
        sql`INSERT INTO companion_ranges (toc_file_id, audio_content_id, text_content_id, start_char, end_char)
            VALUES (${fileId}, ${audioContentId}, ${textContentId}, ${range.start}, ${range.end})`,
      );
  }
}
