import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import type { ContentRightsRow, TocNodeRow } from './reading.rows.ts';
import {
  UnitCharactersRepository,
  type StoredUnitCharacters,
} from './unit-characters.repository.ts';

export type { ContentRightsRow, TocNodeRow };

/**
 * What every reader of an item shares (public, changed only by the writes
 * that invalidate CONTENT_FACTS_CACHE): its rights, the characters of its
 * units, its stored editions and the playing time of its media.
 */
export interface ContentFacts {
  rights: ContentRightsRow;
  /** characters per reading unit (the trial counted by text); null for an item without units */
  characters: number[] | null;
  /** FileExternalId of each stored edition */
  editions: Partial<Record<'epub' | 'pdf', string>>;
  /** spec §3 ExtendData.TotalSeconds: the playing time of the item's media files */
  mediaSeconds: number;
}

export interface PassageRow {
  id: number;
  page: number;
  body: string;
}

/**
 * The read-cache region of one item's TOC nodes (public: each reader's locks
 * are decided per request over them). Its nodes are written with the item, in
 * the importer's transaction; the demo seed's EPUB edition later sets their
 * spine documents. Both then call invalidateContentReads (content-reads.ts).
 */
export const TOC_NODES_CACHE = 'toc-nodes';

/**
 * The read-cache region of ContentFacts by content id. Its rows are written
 * with the item in the importer's transaction; an edition added to an item
 * later (BookFileStore.store, the demo seed) is followed by
 * invalidateContentReads. An item that is not there is never held.
 */
export const CONTENT_FACTS_CACHE = 'content-facts';

/** What decides an item's trial: its flags, its primary edition, and (fileless) its node count. */
const RIGHTS_COLUMNS = sql`c.id::int AS "id", c.external_id AS "externalId", c.title,
                 c.object_type::int AS "objectType",
                 c.is_free AS "isFree", c.allow_read_percentage::int AS "allowReadPercentage",
                 c.media_type AS "mediaType",
                 f.id::int AS "fileId", f.external_id AS "fileExternalId",
                 f.media_type AS "fileMediaType", f.unit_count AS "fileUnitCount",
                 -- only fileless items count their nodes (the units of their trial)
                 CASE WHEN f.id IS NULL
                      THEN (SELECT count(*)::int FROM toc_nodes t WHERE t.content_id = c.id)
                      ELSE 0 END AS "nodeCount"`;
const PRIMARY_EDITION = sql`LEFT JOIN LATERAL (
              SELECT cf.id, cf.external_id, cf.media_type, cf.unit_count FROM content_files cf
               WHERE cf.content_id = c.id
               ORDER BY CASE WHEN cf.media_type = c.media_type THEN 0 ELSE 1 END, cf.media_type
               LIMIT 1) f ON true`;

type FactsRow = ContentRightsRow & {
  editions: Partial<Record<'epub' | 'pdf', string>> | null;
  mediaSeconds: number;
  storedUnit: string | null;
  storedUnitCount: number | null;
  storedCharacters: string | null;
};

const ids = (values: number[]) => `{${values.map((id) => Math.trunc(id)).join(',')}}`;

/** SQL of what reading needs of contents, their TOC and passages. */
export class ReadingRepository {
  constructor(
    private readonly db: Executor,
    /** one item's TOC nodes and the items' facts are read through it */
    private readonly cache: ReadCache,
  ) {}

  /** The rights of the items, from the database (the facts of a reading decision come from contentFacts). */
  async contentRights(contentIds: number[]): Promise<ContentRightsRow[]> {
    if (contentIds.length === 0) return [];
    const rows = await selectRows<ContentRightsRow>(
      this.db,
      sql`SELECT ${RIGHTS_COLUMNS} FROM contents c ${PRIMARY_EDITION}
           WHERE c.id = ANY(${ids(contentIds)}::bigint[])`,
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  /** The facts of the items that exist, from the read cache; the missing ones in one round trip. */
  contentFacts(contentIds: number[]): Promise<Map<number, ContentFacts>> {
    return this.cache.getMany(CONTENT_FACTS_CACHE, contentIds, (missing) =>
      this.loadFacts(missing),
    );
  }

  private async loadFacts(contentIds: number[]): Promise<Map<number, ContentFacts>> {
    const rows = await selectRows<FactsRow>(
      this.db,
      sql`SELECT ${RIGHTS_COLUMNS},
                 (SELECT json_object_agg(e.media_type, e.external_id ORDER BY e.media_type)
                    FROM content_files e WHERE e.content_id = c.id) AS "editions",
                 (SELECT coalesce(sum(m.duration_seconds), 0)::int FROM toc_files m
                   WHERE m.content_id = c.id AND m.kind = 'multimedia') AS "mediaSeconds",
                 uc.unit AS "storedUnit", uc.unit_count AS "storedUnitCount",
                 uc.characters AS "storedCharacters"
            FROM contents c ${PRIMARY_EDITION}
            LEFT JOIN unit_characters uc ON uc.content_id = c.id
           WHERE c.id = ANY(${ids(contentIds)}::bigint[])`,
    );
    const units = new UnitCharactersRepository(this.db);
    const facts = new Map<number, ContentFacts>();
    for (const row of rows) {
      const { editions, mediaSeconds, storedUnit, storedUnitCount, storedCharacters, ...rest } =
        row;
      const rights = { ...rest, id: Number(rest.id) };
      const stored: StoredUnitCharacters | null =
        storedUnit === null || storedUnitCount === null || storedCharacters === null
          ? null
          : { unit: storedUnit, unitCount: storedUnitCount, characters: storedCharacters };
      facts.set(rights.id, {
        rights,
        characters: await units.complete(rights, stored, (id) => this.tocNodes([id])),
        editions: editions ?? {},
        mediaSeconds: Number(mediaSeconds),
      });
    }
    return facts;
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

  /** Every TOC node of the items, by sort order. */
  async tocNodes(contentIds: number[]): Promise<TocNodeRow[]> {
    if (contentIds.length === 0) return [];
    const [only] = contentIds;
    if (only !== undefined && contentIds.length === 1)
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
