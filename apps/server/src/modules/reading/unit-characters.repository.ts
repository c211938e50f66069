import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import type { ContentRightsRow, TocNodeRow } from './reading.rows.ts';
import { readingOrder, unitsOf } from './trial-lock.ts';

// Characters per reading unit of an item (issue 13 item 7: the trial is
// counted by text), derived from its passages once and kept in
// unit_characters (migration 0024).

interface PassageSums {
  nodeId: number;
  spineIndex: number | null;
  page: number;
  characters: number;
}

const ids = (values: number[]) => `{${values.map((id) => Math.trunc(id)).join(',')}}`;

/** The characters of each unit, from the sums of an item's passages by node and page. */
export function charactersPerUnit(
  rights: ContentRightsRow,
  sums: PassageSums[],
  nodes: TocNodeRow[],
): number[] {
  const { unit, unitCount } = unitsOf(rights);
  const counts = Array.from({ length: unitCount }, () => 0);
  if (unit === 'node') {
    const position = new Map(readingOrder(nodes).map((node, index) => [node.id, index]));
    for (const sum of sums) {
      const index = position.get(sum.nodeId);
      if (index !== undefined && index < unitCount) counts[index]! += sum.characters;
    }
    return counts;
  }
  for (const sum of sums) {
    // spine indexes and pages are 1-based
    const at = (unit === 'spine' ? sum.spineIndex : sum.page) ?? 0;
    if (at >= 1 && at <= unitCount) counts[at - 1]! += sum.characters;
  }
  return counts;
}

/** An item's counts as unit_characters holds them (null: never derived). */
export interface StoredUnitCharacters {
  unit: string;
  unitCount: number;
  /** the JSON array of integers */
  characters: string;
}

/** SQL of the per-unit character counts. */
export class UnitCharactersRepository {
  constructor(private readonly db: Executor) {}

  /** The counts of each item (derived and stored for items seen the first time); none for items without units. */
  async of(
    rows: ContentRightsRow[],
    nodesOf: (contentId: number) => Promise<TocNodeRow[]>,
  ): Promise<Map<number, number[]>> {
    const wanted = rows.filter((row) => unitsOf(row).unitCount > 0);
    if (wanted.length === 0) return new Map();
    const stored = await selectRows<StoredUnitCharacters & { contentId: number }>(
      this.db,
      sql`SELECT content_id::int AS "contentId", unit, unit_count AS "unitCount", characters
            FROM unit_characters WHERE content_id = ANY(${ids(wanted.map((row) => row.id))}::bigint[])`,
    );
    const byId = new Map(stored.map((row) => [Number(row.contentId), row]));
    const counted = new Map<number, number[]>();
    for (const rights of wanted) {
      const characters = await this.complete(rights, byId.get(rights.id) ?? null, nodesOf);
      if (characters) counted.set(rights.id, characters);
    }
    return counted;
  }

  /**
   * The counts of one item from what unit_characters holds for it (selected
   * with its rights), derived and stored when that is missing or no longer
   * matches its units; null for an item without units.
   */
  async complete(
    rights: ContentRightsRow,
    stored: StoredUnitCharacters | null,
    nodesOf: (contentId: number) => Promise<TocNodeRow[]>,
  ): Promise<number[] | null> {
    const { unit, unitCount } = unitsOf(rights);
    if (unitCount === 0) return null;
    if (stored && stored.unit === unit && stored.unitCount === unitCount)
      return JSON.parse(stored.characters) as number[];
    const characters = charactersPerUnit(
      rights,
      await this.passageSums(rights.id),
      unit === 'node' ? await nodesOf(rights.id) : [],
    );
    await this.db.execute(
      sql`INSERT INTO unit_characters (content_id, unit, unit_count, characters)
          VALUES (${rights.id}, ${unit}, ${unitCount}, ${JSON.stringify(characters)})
          ON CONFLICT (content_id) DO UPDATE
             SET unit = EXCLUDED.unit, unit_count = EXCLUDED.unit_count,
                 characters = EXCLUDED.characters`,
    );
    return characters;
  }

  private async passageSums(contentId: number): Promise<PassageSums[]> {
    const rows = await selectRows<PassageSums>(
      this.db,
      sql`SELECT p.toc_node_id::int AS "nodeId", t.spine_index AS "spineIndex", p.page,
                 sum(char_length(regexp_replace(p.body, '\\s', '', 'g')))::int AS "characters"
            FROM passages p JOIN toc_nodes t ON t.id = p.toc_node_id
           WHERE p.content_id = ${contentId}
           GROUP BY p.toc_node_id, t.spine_index, p.page`,
    );
    return rows.map((row) => ({
      ...row,
      nodeId: Number(row.nodeId),
      characters: Number(row.characters),
    }));
  }
}
