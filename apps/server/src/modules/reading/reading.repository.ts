import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import type { ContentRightsRow, TocNodeRow } from './reading.rows.ts';
import { UnitCharactersRepository } from './unit-characters.repository.ts';

export type { ContentRightsRow, TocNodeRow };

export interface PassageRow {
  id: number;
  page: number;
  body: string;
}

/**
 * The read-cache region of one item's TOC nodes (public: each reader's locks
 * are decided per request over them). Its nodes are written with the item, in
 * the importer's transaction, so no running write changes a cached tree.
 */
export const TOC_NODES_CACHE = 'toc-nodes';

const ids = (values: number[]) => `{${values.map((id) => Math.trunc(id)).join(',')}}`;

/** SQL of what reading needs of contents, their TOC and passages. */
export class ReadingRepository {
  constructor(
    private readonly db: Executor,
    /** the module's own repository reads one item's TOC through the read cache */
    private readonly cache?: ReadCache,
  ) {}

  async contentRights(contentIds: number[]): Promise<ContentRightsRow[]> {
    if (contentIds.length === 0) return [];
    const rows = await selectRows<ContentRightsRow>(
      this.db,
      sql`SELECT c.id::int AS "id", c.external_id AS "externalId", c.title, c.object_type::int AS "objectType",
                 c.is_free AS "isFree", c.allow_read_percentage::int AS "allowReadPercentage",
                 c.media_type AS "mediaType",
                 f.id::int AS "fileId", f.external_id AS "fileExternalId",
                 f.media_type AS "fileMediaType", f.unit_count AS "fileUnitCount",
                 -- only fileless items count their nodes (the units of their trial)
                 CASE WHEN f.id IS NULL
                      THEN (SELECT count(*)::int FROM toc_nodes t WHERE t.content_id = c.id)
                      ELSE 0 END AS "nodeCount"
            FROM contents c
            LEFT JOIN LATERAL (
              SELECT cf.id, cf.external_id, cf.media_type, cf.unit_count FROM content_files cf
               WHERE cf.content_id = c.id
               ORDER BY CASE WHEN cf.media_type = c.media_type THEN 0 ELSE 1 END, cf.media_type
               LIMIT 1) f ON true
           WHERE c.id = ANY(${ids(contentIds)}::bigint[])`,
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  /** Characters per reading unit of each item (the trial counted by text); derived once, then stored. */
  unitCharacters(rows: ContentRightsRow[]): Promise<Map<number, number[]>> {
    return new UnitCharactersRepository(this.db).of(rows, (contentId) =>
      this.tocNodes([contentId]),
    );
  }

  /** The content id of an ExternalId (without suffix), or null. */
  async contentIdByExternalId(externalId: string): Promise<number | null> {
    const [row] = await selectRows<{ id: number }>(
      this.db,
      sql`SELECT id::int AS id FROM contents WHERE external_id = ${externalId}`,
    );
    return row ? Number(row.id) : null;
  }

  /** FileExternalId of each stored edition of the item. */
  async editions(contentId: number): Promise<Partial<Record<'epub' | 'pdf', string>>> {
    const rows = await selectRows<{ mediaType: 'epub' | 'pdf'; externalId: string }>(
      this.db,
      sql`SELECT media_type AS "mediaType", external_id AS "externalId"
            FROM content_files WHERE content_id = ${contentId} ORDER BY media_type`,
    );
    return Object.fromEntries(rows.map((row) => [row.mediaType, row.externalId]));
  }

  /** Every TOC node of the items, by sort order. */
  async tocNodes(contentIds: number[]): Promise<TocNodeRow[]> {
    if (contentIds.length === 0) return [];
    const [only] = contentIds;
    if (this.cache && only !== undefined && contentIds.length === 1)
      return this.cache.get(TOC_NODES_CACHE, only, () =>
        this.nodesWhere(sql`content_id = ${Math.trunc(only)}`),
      );
    return this.nodesWhere(sql`content_id = ANY(${ids(contentIds)}::bigint[])`);
  }

  /** The TOC nodes of these ids (search hits), by sort order. */
  async tocNodesById(nodeIds: number[]): Promise<TocNodeRow[]> {
    if (nodeIds.length === 0) return [];
    return this.nodesWhere(sql`id = ANY(${ids(nodeIds)}::bigint[])`);
  }

  private async nodesWhere(condition: SQL): Promise<TocNodeRow[]> {
    const rows = await selectRows<TocNodeRow>(
      this.db,
      sql`SELECT id::int AS "id", content_id::int AS "contentId", parent_id::int AS "parentId",
                 external_id AS "externalId", title, page, sort_order AS "sortOrder",
                 spine_index AS "spineIndex"
            FROM toc_nodes WHERE ${condition}
           ORDER BY content_id, sort_order, id`,
    );
    return rows.map((row) => ({
      ...row,
      id: Number(row.id),
      contentId: Number(row.contentId),
      parentId: row.parentId === null ? null : Number(row.parentId),
    }));
  }

  /** The passages of one node, in reading order. */
  async passagesOfNode(tocId: number): Promise<PassageRow[]> {
    return selectRows<PassageRow>(
      this.db,
      sql`SELECT id::int AS "id", page, body FROM passages
           WHERE toc_node_id = ${tocId} ORDER BY sort_order, id`,
    );
  }
}
