import { sql } from 'drizzle-orm';
import type { TocFileKind } from '../../db/schema/toc-files.ts';
import { selectRows, type Executor } from '../../platform/db.ts';
import type { ReadCache } from '../../platform/read-cache.ts';

/** A file of a TOC node as the presenter and the file route read it. */
export interface TocFileRow {
  id: number;
  contentId: number;
  tocNodeId: number;
  kind: TocFileKind;
  fileName: string;
  extension: string;
  sha256: string;
  durationSeconds: number;
  sortOrder: number;
}

const COLUMNS = sql`id::int AS "id", content_id::int AS "contentId", toc_node_id::int AS "tocNodeId",
  kind, file_name AS "fileName", extension, file_sha256 AS "sha256",
  duration_seconds AS "durationSeconds", sort_order AS "sortOrder"`;

const numeric = (row: TocFileRow): TocFileRow => ({
  ...row,
  id: Number(row.id),
  contentId: Number(row.contentId),
  tocNodeId: Number(row.tocNodeId),
});

/**
 * The read-cache region of one item's files (public: each reader's Urls are
 * granted per request). They are written with the item, in the importer's
 * transaction, which then calls invalidateContentReads.
 */
export const TOC_FILES_CACHE = 'toc-files';

/** SQL of the files attached to TOC nodes (toc_files, migration 0015). */
export class TocFileRepository {
  constructor(
    private readonly db: Executor,
    private readonly cache: ReadCache,
  ) {}

  /** Every file of a content item, by node, kind and sort order (through the read cache). */
  filesOf(contentId: number): Promise<TocFileRow[]> {
    return this.cache.get(TOC_FILES_CACHE, Math.trunc(contentId), async () => {
      const rows = await selectRows<TocFileRow>(
        this.db,
        sql`SELECT ${COLUMNS} FROM toc_files WHERE content_id = ${contentId}
             ORDER BY toc_node_id, kind, sort_order, id`,
      );
      return rows.map(numeric);
    });
  }

  async find(fileId: number): Promise<TocFileRow | null> {
    const [row] = await selectRows<TocFileRow>(
      this.db,
      sql`SELECT ${COLUMNS} FROM toc_files WHERE id = ${fileId}`,
    );
    return row ? numeric(row) : null;
  }
}
