import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import { foldText } from './chinese-text.ts';
import { anyTermQuery, questionTerms, type QuestionTerm } from './question-text.ts';

// The search module's public answer to 'which passages of this book answer
// this question' (the AI assistant, issue 19): the Q&A terms of
// question-text.ts (jieba, 繁简 folding) over the GIN index of one book's
// passages, ranked here by how much of the question each passage holds.

/** A passage of one book as the assistant reads it. */
export interface BookPassage {
  id: number;
  contentId: number;
  tocNodeId: number;
  tocTitle: string;
  page: number;
  sortOrder: number;
  body: string;
}

export interface RankedPassage extends BookPassage {
  score: number;
}

/** A table-of-contents node of a book (word cloud topics group passages by chapter). */
export interface BookTocNode {
  id: number;
  parentId: number | null;
  title: string;
}

/** At most this many candidates are read for one question (exact index lookups). */
export const BOOK_PASSAGE_CANDIDATES = 400;

/** Reads one book's passages for the assistant; never writes. */
export class BookPassageFinder {
  constructor(private readonly db: Executor) {}

  /**
   * The passages of a book holding terms of the question, best first: a
   * term counts by its length (学而时习之 weighs more than 仁), found in the
   * passage's text or in its chapter's title; a passage holding every term
   * gets a bonus. `tocIds` narrows the search to those nodes.
   */
  async answering(
    contentId: number,
    question: string,
    options: { limit: number; tocIds?: number[] | null },
  ): Promise<{ terms: string[]; passages: RankedPassage[] }> {
    const terms = questionTerms(question);
    if (terms.length === 0) return { terms: [], passages: [] };
    const inNodes =
      options.tocIds && options.tocIds.length > 0
        ? sql`AND p.toc_node_id IN (${sql.join(
            options.tocIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``;
    const rows = await selectRows<BookPassage>(
      this.db,
      sql`SELECT p.id::int AS id, p.content_id::int AS "contentId", p.toc_node_id::int AS "tocNodeId",
                 t.title AS "tocTitle", p.page, p.sort_order AS "sortOrder", p.body
            FROM passages p JOIN toc_nodes t ON t.id = p.toc_node_id
           WHERE p.content_id = ${contentId} ${inNodes}
             AND p.search_tsv @@ to_tsquery('simple', ${anyTermQuery(terms)})
           ORDER BY p.sort_order, p.id
           LIMIT ${BOOK_PASSAGE_CANDIDATES}`,
    );
    const ranked = rows
      .map((row) => ({ ...row, score: scoreOf(row, terms) }))
      .filter((row) => row.score > 0)
      .sort((a, b) => b.score - a.score || a.sortOrder - b.sortOrder || a.id - b.id)
      .slice(0, options.limit);
    return { terms: terms.map((term) => term.text), passages: ranked };
  }

  /** Every passage of a book in reading order. */
  async passagesOf(contentId: number): Promise<BookPassage[]> {
    return selectRows<BookPassage>(
      this.db,
      sql`SELECT p.id::int AS id, p.content_id::int AS "contentId", p.toc_node_id::int AS "tocNodeId",
                 t.title AS "tocTitle", p.page, p.sort_order AS "sortOrder", p.body
            FROM passages p JOIN toc_nodes t ON t.id = p.toc_node_id
           WHERE p.content_id = ${contentId}
           ORDER BY p.sort_order, p.id`,
    );
  }

  /** The table of contents of a book in reading order. */
  async tocOf(contentId: number): Promise<BookTocNode[]> {
    return selectRows<BookTocNode>(
      this.db,
      sql`SELECT id::int AS id, parent_id::int AS "parentId", title
            FROM toc_nodes WHERE content_id = ${contentId} ORDER BY sort_order, id`,
    );
  }

  /**
   * A fingerprint of a book's text (cached results computed from the text
   * compare it): the passages' count, ids and lengths. The writers (seed,
   * importer) replace a book's passages with new rows, and an edit that
   * changes a length shows too; hashing every body instead cost as much as
   * the rest of a cached word cloud.
   */
  async textFingerprint(contentId: number): Promise<string> {
    const [row] = await selectRows<{ n: number; length: string; ids: string }>(
      this.db,
      sql`SELECT count(*)::int AS n, coalesce(sum(length(body)), 0)::text AS length,
                 coalesce(max(id), 0)::text || '.' || coalesce(sum(id), 0)::text AS ids
            FROM passages WHERE content_id = ${contentId}`,
    );
    return row ? `${row.n}:${row.length}:${row.ids}` : '0';
  }
}

function scoreOf(passage: BookPassage, terms: QuestionTerm[]): number {
  const body = foldText(passage.body);
  const title = foldText(passage.tocTitle);
  let score = 0;
  let found = 0;
  for (const term of terms) {
    const weight = Array.from(term.text).length;
    if (body.includes(term.text)) {
      score += weight * 2;
      found += 1;
    } else if (title.includes(term.text)) {
      score += weight;
      found += 1;
    }
  }
  if (found === terms.length && terms.length > 1) score += 2;
  return score;
}
