import { sql } from 'drizzle-orm';
import { HLS_EXTENSION } from '@moyue/contracts/api/playback';
import { selectRows, type Executor } from '../../platform/db.ts';

/** A packaged audio file (a TOC file of kind multimedia, extension m3u8) and what it belongs to. */
export interface AudioFileRow {
  id: number;
  contentId: number;
  objectType: number;
  tocNodeId: number;
  fileName: string;
  manifestSha256: string;
  durationSeconds: number;
}

const COLUMNS = sql`f.id::int AS "id", f.content_id::int AS "contentId", c.object_type::int AS "objectType",
  f.toc_node_id::int AS "tocNodeId", f.file_name AS "fileName", f.file_sha256 AS "manifestSha256",
  f.duration_seconds AS "durationSeconds"`;

const numeric = (row: AudioFileRow): AudioFileRow => ({
  ...row,
  id: Number(row.id),
  contentId: Number(row.contentId),
  tocNodeId: Number(row.tocNodeId),
});

/** SQL of the audio files of audio books (toc_files rows holding an HLS manifest). */
export class PlaybackRepository {
  constructor(private readonly db: Executor) {}

  /** The audio file of a book's ExternalId and a file's FileExternalId (its TOC node's ExternalId). */
  async findByExternalIds(
    externalId: string,
    fileExternalId: string,
  ): Promise<AudioFileRow | null> {
    const [row] = await selectRows<AudioFileRow>(
      this.db,
      sql`SELECT ${COLUMNS} FROM toc_files f
            JOIN contents c ON c.id = f.content_id
            JOIN toc_nodes n ON n.id = f.toc_node_id
           WHERE c.external_id = ${externalId} AND n.external_id = ${fileExternalId}
             AND f.kind = 'multimedia' AND f.extension = ${HLS_EXTENSION}
           ORDER BY f.sort_order, f.id LIMIT 1`,
    );
    return row ? numeric(row) : null;
  }

  async find(fileId: number): Promise<AudioFileRow | null> {
    const [row] = await selectRows<AudioFileRow>(
      this.db,
      sql`SELECT ${COLUMNS} FROM toc_files f JOIN contents c ON c.id = f.content_id
           WHERE f.id = ${fileId} AND f.kind = 'multimedia' AND f.extension = ${HLS_EXTENSION}`,
    );
    return row ? numeric(row) : null;
  }

  /** Whether an item with this ExternalId exists (to tell 'no such file' from 'no such book'). */
  async contentObjectType(externalId: string): Promise<number | null> {
    const [row] = await selectRows<{ objectType: number }>(
      this.db,
      sql`SELECT object_type::int AS "objectType" FROM contents WHERE external_id = ${externalId}`,
    );
    return row ? Number(row.objectType) : null;
  }
}
