import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import {
  CONTENT_JOINS,
  CONTENT_SUMMARY_JSON,
  type ContentSummaryRecord,
} from '../catalog/index.ts';
import {
  PAGE_HITS_JOIN,
  PAGE_HITS_JSON,
  pageHitsCte,
  PASSAGE_CANDIDATE_CAP,
  chosenCategoriesCte,
  filterCondition,
  type ContentFilters,
  type PassageHitRow,
} from './search-sql.ts';
import type { QuestionTerm } from './question-text.ts';
import { allTermsQuery, anyTermQuery } from './question-text.ts';

export interface AnswerBooks {
  books: number;
  passages: number;
  capped: boolean;
  items: { content: ContentSummaryRecord; hitCount: number; hits: PassageHitRow[] }[];
}

/** SQL of Q&A search (beside search.repository.ts, whose candidate rules it follows). */
export class QuestionRepository {
  constructor(private readonly db: Executor) {}

  /**
   * The passages answering a question, over the bounded candidate set of
   * full-text search: the first PASSAGE_CANDIDATE_CAP passages holding every
   * term, and as many holding any term (exact index lookups, as in
   * SearchRepository.searchPassages). Each candidate scores the terms found in
   * its text or in its book's title and author (head_text); books rank by their
   * best answer, then title/author hits, then answers, then reads, and show
   * their best answers (HITS_PER_BOOK) — the shape searchPassages answers.
   */
  async answerPassages(
    terms: QuestionTerm[],
    filters: ContentFilters,
    offset: number,
    limit: number,
  ): Promise<AnswerBooks> {
    const inContents = sql`p.content_id IN (SELECT c.id FROM contents c WHERE ${filterCondition(filters, 'c')})`;
    const termFound = (term: QuestionTerm): SQL =>
      sql`(p.search_tsv @@ to_tsquery('simple', ${term.query}) OR strpos(c.head_text, ${term.text}) > 0)`;
    const score = sql.join(
      terms.map((term) => sql`(CASE WHEN ${termFound(term)} THEN 1 ELSE 0 END)`),
      sql` + `,
    );
    const headScore = sql.join(
      terms.map((term) => sql`(CASE WHEN strpos(c.head_text, ${term.text}) > 0 THEN 1 ELSE 0 END)`),
      sql` + `,
    );
    const statement = sql`WITH RECURSIVE ${chosenCategoriesCte(filters.categoryIds)},
    candidates AS MATERIALIZED (
      (SELECT p.id FROM passages p
        WHERE p.search_tsv @@ to_tsquery('simple', ${allTermsQuery(terms)}) AND ${inContents}
        LIMIT ${PASSAGE_CANDIDATE_CAP})
      UNION
      (SELECT p.id FROM passages p
        WHERE p.search_tsv @@ to_tsquery('simple', ${anyTermQuery(terms)}) AND ${inContents}
        LIMIT ${PASSAGE_CANDIDATE_CAP})),
    scored AS MATERIALIZED (
      SELECT p.id, p.content_id, p.sort_order, ${score} AS score, ${headScore} AS head_score
        FROM candidates x JOIN passages p ON p.id = x.id JOIN contents c ON c.id = p.content_id),
    books AS MATERIALIZED (
      SELECT s.content_id AS id, max(s.score) AS best, max(s.head_score) AS head_score,
             count(*)::int AS hit_count, c.read_count
        FROM scored s JOIN contents c ON c.id = s.content_id
       GROUP BY s.content_id, c.read_count),
    page AS (
      SELECT b.id, b.hit_count,
             row_number() OVER (ORDER BY b.best DESC, b.head_score DESC, b.hit_count DESC, b.read_count DESC, b.id) AS ord
        FROM books b
       ORDER BY b.best DESC, b.head_score DESC, b.hit_count DESC, b.read_count DESC, b.id
       LIMIT ${limit} OFFSET ${offset}),
    ${pageHitsCte('scored', sql`h.score DESC, h.sort_order, h.id`)}
    SELECT
      (SELECT count(*) FROM books)::int AS books,
      (SELECT count(*) FROM candidates)::int AS passages,
      (SELECT coalesce(json_agg(json_build_object(
          'content', ${CONTENT_SUMMARY_JSON}, 'hitCount', page.hit_count, 'hits', ${PAGE_HITS_JSON}
        ) ORDER BY page.ord), '[]'::json)
         FROM page JOIN contents c ON c.id = page.id ${PAGE_HITS_JOIN} ${CONTENT_JOINS}) AS items`;
    const [row] = await selectRows<Omit<AnswerBooks, 'capped'>>(this.db, statement);
    if (!row) return { books: 0, passages: 0, capped: false, items: [] };
    return { ...row, capped: row.passages >= PASSAGE_CANDIDATE_CAP };
  }
}
