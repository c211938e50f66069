import type { Database } from '../../platform/db.ts';
import { indexTokens } from './chinese-text.ts';

/** Nodes per batch: one transaction of three UPDATEs each. */
const TOC_BATCH = 2_000;

/**
 * Indexes the titles of table-of-contents nodes written before migration 0019
 * (search_tsv NULL), a batch at a time: the node's own vector, its first
 * passage's vector (title tokens appended) and its book's vector (weight D
 * appended). Each batch is one transaction that also marks its nodes, so an
 * interrupted run continues where it stopped and no title is appended twice.
 * Only the titles are tokenised; bodies keep the vectors they have.
 */
export async function backfillTocTitles(
  database: Database,
  log: (message: string) => void,
): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await database.query<{
      id: string | number;
      content_id: string | number;
      title: string;
    }>(
      `SELECT id, content_id, title FROM toc_nodes WHERE search_tsv IS NULL ORDER BY id LIMIT ${TOC_BATCH}`,
    );
    if (rows.length === 0) break;
    const ids = rows.map((row) => Number(row.id));
    const contentIds = rows.map((row) => Number(row.content_id));
    const tokens = rows.map((row) => indexTokens(row.title));
    await database.exclusive(async (session) => {
      await session.query('BEGIN');
      try {
        await session.query(
          `UPDATE toc_nodes t SET search_tsv = strip(to_tsvector('simple', u.tokens))
             FROM unnest($1::bigint[], $2::text[]) AS u(id, tokens) WHERE t.id = u.id`,
          [ids, tokens],
        );
        // The first passage of each node (by reading order) carries the title.
        // Found through the books' passages (passages_content_idx): there is
        // no index on toc_node_id, and a scan per batch would read them all.
        await session.query(
          `UPDATE passages p
              SET search_tsv = coalesce(p.search_tsv, ''::tsvector) || strip(to_tsvector('simple', u.tokens))
             FROM (SELECT DISTINCT ON (toc_node_id) id, toc_node_id FROM passages
                    WHERE content_id = ANY($3::bigint[]) AND toc_node_id = ANY($1::bigint[])
                    ORDER BY toc_node_id, sort_order, id) f
             JOIN unnest($1::bigint[], $2::text[]) AS u(id, tokens) ON u.id = f.toc_node_id
            WHERE p.id = f.id AND u.tokens <> ''`,
          [ids, tokens, [...new Set(contentIds)]],
        );
        await session.query(
          `UPDATE contents c
              SET search_tsv = coalesce(c.search_tsv, ''::tsvector) || setweight(to_tsvector('simple', u.tokens), 'D')
             FROM (SELECT content_id, string_agg(tokens, ' ' ORDER BY n) AS tokens
                     FROM unnest($1::bigint[], $2::text[]) WITH ORDINALITY AS x(content_id, tokens, n)
                    WHERE tokens <> '' GROUP BY content_id) u
            WHERE c.id = u.content_id`,
          [contentIds, tokens],
        );
        await session.query('COMMIT');
      } catch (error) {
        await session.query('ROLLBACK');
        throw error;
      }
    });
    done += rows.length;
    if (done % 20_000 < TOC_BATCH) log(`search index: ${done} chapter titles indexed`);
  }
  if (done > 0) log(`search index: indexed ${done} chapter titles`);
  return done;
}
