import { FULL_TEXT_CANDIDATES } from '@moyue/contracts/api/search';

/** A play or read count the way Chinese sites show it: 9999, 1.2万, 3.5亿. */
export function formatCount(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  if (count < 10_000) return String(Math.floor(count));
  const [unit, size] = count < 100_000_000 ? ['万', 10_000] : ['亿', 100_000_000];
  const value = Math.floor((count / size) * 10) / 10;
  return `${value.toFixed(1).replace(/\.0$/, '')}${unit}`;
}

/** The date part of an UpdateTime 'YYYY-MM-DD HH:mm:ss' (UTC+8), '' when missing. */
export const formatUpdateDate = (updateTime: string): string =>
  /^\d{4}-\d{2}-\d{2}/.exec(updateTime)?.[0] ?? '';

/**
 * The counts line of a full-text search. A frequent word matches more
 * passages than one search reads: then the books listed are those of the
 * first matches (IsPartial), and the line says so rather than pass them off as all.
 */
export function fullTextSummary(data: {
  RecordCount: number;
  PassageCount: number;
  IsPartial: boolean;
}): string {
  const hits = `${data.PassageCount.toLocaleString('zh-CN')} 处命中`;
  return data.IsPartial
    ? `${hits}，以下为前 ${FULL_TEXT_CANDIDATES.toLocaleString('zh-CN')} 处所在的 ${data.RecordCount} 本书`
    : `${data.RecordCount} 本书，${hits}`;
}

/** The counts line of a Q&A search: books, and the passages read (all, or the first ones). */
export function questionSummary(
  data: { RecordCount: number; PassageCount: number; IsPartial: boolean },
  unit: string,
): string {
  const passages = `${data.PassageCount.toLocaleString('zh-CN')}${data.IsPartial ? '+' : ''} ${unit}`;
  return `${data.RecordCount} 本书，${passages}`;
}

/**
 * A keyword that reads like a question (a question word or mark): the
 * full-text page then offers Q&A search, which drops the question words.
 */
export const looksLikeQuestion = (keyword: string): boolean =>
  /[？?]|什么|怎么|怎样|为什么|为何|如何|哪些|哪个|哪里|是谁|谁写|出自|吗$|呢$/.test(keyword);
