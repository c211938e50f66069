export interface CitationSource {
  author?: string | null;
  title: string;
  publisher?: string | null;
  /** The year, e.g. 2019 or '2019'. */
  year?: string | number | null;
  /** An issue date string ('2019-04-29', '2019年4月', '2019'); its year is used when year is absent. */
  issueDate?: string | null;
}

/** The four-digit year of a year or issue-date value, or ''. */
function yearOf(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return /(?:^|\D)(\d{4})(?:\D|$)/.exec(String(value).trim())?.[1] ?? '';
}

/**
 * spec §9: '[1] author. title[M]. publisher, year.'. A missing author is
 * 佚名 (the convention of Chinese references for anonymous works); a missing
 * year or publisher is left out with its comma.
 */
export function formatCitation(source: CitationSource): string {
  const author = source.author?.trim() || '佚名';
  const title = source.title.trim();
  const publisher = source.publisher?.trim() ?? '';
  const year = yearOf(source.year) || yearOf(source.issueDate);
  const tail = [publisher, year].filter(Boolean).join(', ');
  return `[1] ${author}. ${title}[M].${tail ? ` ${tail}.` : ''}`;
}

/** A citation source with the fields the download formats carry beyond the spec's line. */
export interface CitationRecord extends CitationSource {
  isbn?: string | null;
  /** Keywords separated by the full-width comma (spec §3). */
  keywords?: string | null;
  abstract?: string | null;
  /** The detail page's address. */
  url?: string | null;
  /** The record's key (BibTeX) or ID (RIS), e.g. the content id. */
  key?: string | number | null;
}

/** One line of plain text: line breaks and runs of white space become one space. */
const oneLine = (value: string | null | undefined): string =>
  (value ?? '').replace(/\s+/g, ' ').trim();

/** Several authors are separated by commas or 、; each is one author. */
const authorsOf = (author: string | null | undefined): string[] =>
  oneLine(author)
    .split(/[,，、;；]/)
    .map((name) => name.trim())
    .filter(Boolean);

const keywordsOf = (keywords: string | null | undefined): string[] =>
  (keywords ?? '')
    .split(/[，,]/)
    .map((word) => oneLine(word))
    .filter(Boolean);

/** BibTeX's special characters are escaped so a title can never close a field or start a command. */
const bibtexText = (value: string): string =>
  oneLine(value).replace(/[\\{}%&$#_^~]/g, (char) =>
    char === '\\'
      ? '\\textbackslash{}'
      : char === '^' || char === '~'
        ? `\\${char}{}`
        : `\\${char}`,
  );

/** A BibTeX key: letters, digits, '-', '_' and ':' only. */
const bibtexKey = (key: string | number | null | undefined): string => {
  const text = String(key ?? '').replace(/[^A-Za-z0-9_:-]/g, '');
  return text ? `moyue-${text}` : 'moyue';
};

/**
 * The record as a BibTeX @book entry (downloaded as .bib). A missing author
 * is 佚名 as in the spec's line; empty fields are left out.
 */
export function formatBibtex(record: CitationRecord): string {
  const authors = authorsOf(record.author);
  const year = yearOf(record.year) || yearOf(record.issueDate);
  const fields: [string, string][] = [
    ['author', (authors.length ? authors : ['佚名']).map(bibtexText).join(' and ')],
    ['title', bibtexText(record.title)],
    ['publisher', bibtexText(record.publisher ?? '')],
    ['year', year],
    ['isbn', bibtexText(record.isbn ?? '')],
    ['keywords', keywordsOf(record.keywords).map(bibtexText).join(', ')],
    ['url', bibtexText(record.url ?? '')],
  ];
  const body = fields
    .filter(([, value]) => value)
    .map(([name, value]) => `  ${name} = {${value}}`)
    .join(',\n');
  return `@book{${bibtexKey(record.key)},\n${body}\n}\n`;
}

/**
 * The record as RIS (downloaded as .ris): 'TAG  - value' lines ending in
 * CRLF, TY first and ER last; one AU per author and one KW per keyword.
 */
export function formatRis(record: CitationRecord): string {
  const lines: [string, string][] = [['TY', 'BOOK']];
  const authors = authorsOf(record.author);
  for (const author of authors.length ? authors : ['佚名']) lines.push(['AU', author]);
  lines.push(['TI', oneLine(record.title)]);
  const year = yearOf(record.year) || yearOf(record.issueDate);
  lines.push(['PB', oneLine(record.publisher)], ['PY', year], ['SN', oneLine(record.isbn)]);
  for (const keyword of keywordsOf(record.keywords)) lines.push(['KW', keyword]);
  lines.push(['AB', oneLine(record.abstract)], ['UR', oneLine(record.url)]);
  lines.push(['ID', oneLine(String(record.key ?? ''))]);
  const text = lines
    .filter(([, value]) => value)
    .map(([tag, value]) => `${tag}  - ${value}`)
    .join('\r\n');
  return `${text}\r\nER  - \r\n`;
}
