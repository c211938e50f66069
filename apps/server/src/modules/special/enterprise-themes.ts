/**
 * /ChineseEnterprises (中华商道): the themes of business culture the page
 * gathers from the catalogue, each with the words whose passages it shows.
 * The words are chosen for the classics the catalogue holds (论语 above all).
 */
export interface EnterpriseTheme {
  key: string;
  title: string;
  intro: string;
  /** the word shown as the theme's search link */
  keyword: string;
  words: string[];
}

export const ENTERPRISE_THEMES: readonly EnterpriseTheme[] = [
  {
    key: 'integrity',
    title: '诚信立业',
    intro: '人无信不立，业无信不兴。古人论信，是经营之本、立身之基。',
    keyword: '无信',
    words: ['无信', '敬事而信', '诚信'],
  },
  {
    key: 'righteousness',
    title: '义利之辨',
    intro: '见利思义，以义取利：儒商精神的源头，也是今日企业社会责任的古老回声。',
    keyword: '见利思义',
    words: ['见利思义', '货殖', '义利', '放于利'],
  },
  {
    key: 'thrift',
    title: '节用俭约',
    intro: '节用而爱人。成本之道、持家之道，皆在一个“俭”字。',
    keyword: '节用',
    words: ['节用', '宁俭', '俭'],
  },
  {
    key: 'harmony',
    title: '和以处众',
    intro: '和为贵、和而不同：团队与合作的古典智慧。',
    keyword: '和为贵',
    words: ['和为贵', '和而不同'],
  },
  {
    key: 'talent',
    title: '知人善任',
    intro: '举贤才而授能：用人、识人与组织之道。',
    keyword: '举贤',
    words: ['举贤', '贤才'],
  },
];

/** Excerpts shown per theme. */
export const EXCERPTS_PER_THEME = 4;

const SENTENCE_END = /[。！？；\n]/;
const MAX_EXCERPT = 90;

/** A sentence cut out of a quotation gets the quotation mark it lost. */
function balanceQuotes(text: string): string {
  const opens = text.split('“').length - 1;
  const closes = text.split('”').length - 1;
  if (opens > closes) return `${text}”`;
  if (closes > opens) return `“${text}`;
  return text;
}

/** The sentence of the body holding the first of the words (clipped to MAX_EXCERPT characters). */
export function excerptAround(body: string, words: readonly string[]): string {
  const found = words.map((word) => body.indexOf(word)).filter((index) => index >= 0);
  const at = found.length > 0 ? Math.min(...found) : 0;
  let start = at;
  while (start > 0 && !SENTENCE_END.test(body[start - 1] ?? '')) start -= 1;
  let end = at;
  while (end < body.length && !SENTENCE_END.test(body[end] ?? '')) end += 1;
  if (end < body.length) end += 1;
  // a quotation closing right after the sentence stays with it
  if (body[end] === '”') end += 1;
  const sentence = balanceQuotes(body.slice(start, end).trim());
  if (sentence.length <= MAX_EXCERPT) return sentence;
  const from = Math.max(0, Math.min(at - start - 30, sentence.length - MAX_EXCERPT));
  return `${from > 0 ? '…' : ''}${sentence.slice(from, from + MAX_EXCERPT)}…`;
}
