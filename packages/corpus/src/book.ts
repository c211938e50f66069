import type { BookMeta, CatalogueBook } from './types.ts';
import type { BookBuilder } from './paging.ts';
import { hashNumber } from '@moyue/book-format/hash';
import { hanCount, wellFormed } from '@moyue/book-format/text';
import { IsbnAllocator } from './isbn.ts';
import { cutCodePoints, toSimplified } from './text.ts';

/** Fictional demo presses (spec: never a real publisher's name). */
export const DEMO_PUBLISHERS = [
  '墨阅古籍出版社（演示）',
  '松风文库出版社（演示）',
  '青简书苑（演示）',
  '云笺典藏出版社（演示）',
  '砚池文化出版社（演示）',
  '月桂书坊（演示）',
] as const;

export const ABSTRACT_MAX = 200;

/** A book's metadata and text before the derived fields are added. */
export interface BookDraft {
  meta: BookMeta;
  builder: BookBuilder;
}

/** Shared state while a catalogue is generated: ISBNs and slugs must be unique across it. */
export class CatalogueContext {
  readonly isbns = new IsbnAllocator();
  private readonly slugs = new Set<string>();

  claimSlug(slug: string): string {
    let candidate = slug;
    for (let suffix = 2; this.slugs.has(candidate); suffix += 1) candidate = `${slug}-${suffix}`;
    this.slugs.add(candidate);
    return candidate;
  }
}

function issueDateFor(slug: string): string {
  // A day between 2016-01-01 and 2025-12-28, stable per slug.
  const dayOffset = hashNumber(slug, 'issue-date') % 3650;
  return new Date(Date.UTC(2016, 0, 1 + dayOffset)).toISOString().slice(0, 10);
}

function abstractFor(meta: BookMeta, builder: BookBuilder): string {
  let opening = '';
  for (const passage of builder.passages()) {
    opening += passage.text.replace(/\s+/gu, '');
    if (opening.length > ABSTRACT_MAX * 2) break;
  }
  const text = toSimplified((meta.lead ?? '') + opening);
  return cutCodePoints(text, ABSTRACT_MAX);
}

/** Completes a book from its metadata and built text; null when the book has no text at all. */
export function finishBook(
  meta: BookMeta,
  builder: BookBuilder,
  context: CatalogueContext,
): CatalogueBook | null {
  const passages = builder.passages();
  if (passages.length === 0) return null;
  const slug = context.claimSlug(meta.slug);
  let wordCount = 0;
  for (const passage of passages) wordCount += hanCount(passage.text);
  const keywords = [
    ...new Set(meta.keywords.map((keyword) => toSimplified(wellFormed(keyword)).trim())),
  ].filter((keyword) => keyword !== '');
  return {
    slug,
    title: toSimplified(wellFormed(meta.title)),
    author: toSimplified(wellFormed(meta.author)) || '佚名',
    dynasty: meta.dynasty,
    publisher:
      DEMO_PUBLISHERS[hashNumber(slug, 'publisher') % DEMO_PUBLISHERS.length] ?? DEMO_PUBLISHERS[0],
    issueDate: issueDateFor(slug),
    isbn: context.isbns.allocate(slug),
    abstract: abstractFor(meta, builder),
    keywords,
    clcCode: meta.clcCode,
    wordCount,
    toc: builder.toc(),
    passages,
  };
}
