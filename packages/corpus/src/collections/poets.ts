// The large collections — 全唐诗, 全宋诗, 全宋词, 元曲 — cut into per-author volumes, and 御定全唐诗 by 卷.
// Files are read one at a time so memory stays bounded however many volumes are generated.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BookDraft } from '../book.ts';
import type { JsonRecord } from '../json.ts';
import { Clc } from '../clc.ts';
import { poetryDist, readJson, records, str, strings } from '../json.ts';
import { BookBuilder, addGroupedWorks } from '../paging.ts';
import { cleanLine } from '@moyue/book-format/text';
import { chineseNumber, toSimplified } from '../text.ts';
import { ciTitle } from './anthologies.ts';
import { authorSlug } from './author-slugs.ts';

/** Works per volume of a poet's collected works. */
export const VOLUME_SIZE = 50;

export type CollectionId = 'tang' | 'song' | 'ci' | 'qu';

interface CollectionSpec {
  id: CollectionId;
  folder: string;
  pattern: RegExp;
  dynasty: string;
  /** 诗集 / 词集 / 散曲集 */
  bookNoun: string;
  keyword: string;
  titleOf(work: JsonRecord): string;
}

const COLLECTIONS: Record<CollectionId, CollectionSpec> = {
  tang: {
    id: 'tang',
    folder: 'quantangshi',
    pattern: /^poet\.tang\.\d+\.json$/,
    dynasty: '唐',
    bookNoun: '诗集',
    keyword: '唐诗',
    titleOf: (work) => str(work, 'title'),
  },
  song: {
    id: 'song',
    folder: 'quantangshi',
    pattern: /^poet\.song\.\d+\.json$/,
    dynasty: '宋',
    bookNoun: '诗集',
    keyword: '宋诗',
    titleOf: (work) => str(work, 'title'),
  },
  ci: {
    id: 'ci',
    folder: 'songci',
    pattern: /^ci\.song\.\d+\.json$/,
    dynasty: '宋',
    bookNoun: '词集',
    keyword: '宋词',
    titleOf: (work) => ciTitle(str(work, 'rhythmic'), strings(work, 'paragraphs')),
  },
  qu: {
    id: 'qu',
    folder: 'yuanqu',
    pattern: /^yuanqu\.json$/,
    dynasty: '元',
    bookNoun: '散曲集',
    keyword: '元曲',
    titleOf: (work) => str(work, 'title'),
  },
};

/** Names that are not a person; they are not picked as 'prolific poets' for the demo. */
const NOT_A_POET = /^(不詳|不详|無名氏|无名氏|佚名)$|歌辭|歌辞|樂章|乐章/u;

interface Work {
  author: string;
  title: string;
  lines: string[];
}

function numberedFiles(folder: string, pattern: RegExp): string[] {
  const numberOf = (name: string): number => Number(/\d+/.exec(name)?.[0] ?? 0);
  return readdirSync(join(poetryDist(), folder))
    .filter((name) => pattern.test(name))
    .sort((a, b) => numberOf(a) - numberOf(b) || (a < b ? -1 : 1))
    .map((name) => `${folder}/${name}`);
}

function* works(spec: CollectionSpec): Generator<{ fileIndex: number; work: Work }> {
  let fileIndex = 0;
  for (const file of numberedFiles(spec.folder, spec.pattern)) {
    for (const work of records(readJson(file))) {
      const lines = strings(work, 'paragraphs')
        .map(cleanLine)
        .filter((line) => line !== '');
      if (lines.length === 0) continue;
      yield {
        fileIndex,
        work: {
          author: cleanLine(str(work, 'author')) || '佚名',
          title: spec.titleOf(work),
          lines,
        },
      };
    }
    fileIndex += 1;
  }
}

export interface AuthorStats {
  works: number;
  /** The last source file holding a work of this author: the author's volumes can be cut after it. */
  lastFile: number;
}

/** Works per author and where each author's works end, in order of first appearance. */
export function collectionStats(id: CollectionId): Map<string, AuthorStats> {
  const stats = new Map<string, AuthorStats>();
  for (const { fileIndex, work } of works(COLLECTIONS[id])) {
    const entry = stats.get(work.author);
    if (entry) {
      entry.works += 1;
      entry.lastFile = fileIndex;
    } else stats.set(work.author, { works: 1, lastFile: fileIndex });
  }
  return stats;
}

/** The most prolific real poets of a collection, by number of works (ties by name). */
export function prolificAuthors(stats: Map<string, AuthorStats>, count: number): string[] {
  return [...stats]
    .filter(([author]) => !NOT_A_POET.test(author) && !/^(无名氏|無名氏)《/u.test(author))
    .sort((a, b) => b[1].works - a[1].works || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([author]) => author);
}

/** '高明《蔡伯喈琵琶记》' → a 南戏 play with its author; anything else is a person. */
function splitPlay(author: string): { person: string; play: string | null } {
  const match = /^(.*?)《(.+)》$/u.exec(author);
  return match
    ? { person: match[1] || '佚名', play: match[2] ?? null }
    : { person: author, play: null };
}

function volumeDraft(
  spec: CollectionSpec,
  author: string,
  volume: number,
  totalVolumes: number,
  volumeWorks: readonly Work[],
): BookDraft {
  const { person, play } = splitPlay(author);
  const name = toSimplified(person);
  const part = totalVolumes > 1 ? `（第${chineseNumber(volume)}册）` : '';
  const title = play === null ? `${name}${spec.bookNoun}${part}` : `${toSimplified(play)}${part}`;
  const builder = new BookBuilder();
  addGroupedWorks(
    builder,
    volumeWorks.map((work) => ({ groups: [], title: work.title, lines: work.lines })),
  );
  const what =
    play === null
      ? `${spec.keyword.slice(-1)}${volumeWorks.length}首`
      : `《${toSimplified(play)}》曲文${volumeWorks.length}支`;
  return {
    meta: {
      slug: `${spec.id}-${authorSlug(name, play === null ? author : `${author}#play`)}-${volume}`,
      title,
      author: name,
      dynasty: spec.dynasty,
      clcCode: play === null ? Clc.poetry : Clc.drama,
      keywords: [name, spec.keyword, ...(play === null ? [] : [toSimplified(play), '南戏'])],
      lead: `本册收录${spec.dynasty}代${name}${what}。`,
    },
    builder,
  };
}

export interface VolumeSelection {
  authors: ReadonlySet<string>;
  maxVolumes: number;
}

/**
 * Every author's works in volumes of VOLUME_SIZE (or only the first volumes of the selected authors).
 * An author's works are buffered only until the last file that holds one of them, so memory stays
 * bounded by the authors whose works are still spread ahead (the sources are grouped by author).
 */
export function* collectionVolumes(
  id: CollectionId,
  stats: Map<string, AuthorStats>,
  selection?: VolumeSelection,
): Generator<BookDraft> {
  const spec = COLLECTIONS[id];
  const endingIn = new Map<number, string[]>();
  for (const [author, entry] of stats) {
    if (selection && !selection.authors.has(author)) continue;
    endingIn.set(entry.lastFile, [...(endingIn.get(entry.lastFile) ?? []), author]);
  }
  const pending = new Map<string, Work[]>();
  const volumesOf = function* (author: string): Generator<BookDraft> {
    const authorWorks = pending.get(author) ?? [];
    pending.delete(author);
    const total = Math.ceil(authorWorks.length / VOLUME_SIZE);
    const last = selection ? Math.min(total, selection.maxVolumes) : total;
    for (let volume = 1; volume <= last; volume += 1) {
      yield volumeDraft(
        spec,
        author,
        volume,
        total,
        authorWorks.slice((volume - 1) * VOLUME_SIZE, volume * VOLUME_SIZE),
      );
    }
  };
  let currentFile = 0;
  for (const { fileIndex, work } of works(spec)) {
    for (; currentFile < fileIndex; currentFile += 1)
      for (const author of endingIn.get(currentFile) ?? []) yield* volumesOf(author);
    if (selection && !selection.authors.has(work.author)) continue;
    const authorWorks = pending.get(work.author);
    if (authorWorks) authorWorks.push(work);
    else pending.set(work.author, [work]);
  }
  for (const [file, authors] of [...endingIn].sort((a, b) => a[0] - b[0])) {
    if (file >= currentFile) for (const author of authors) yield* volumesOf(author);
  }
}

/** 御定全唐诗, one book per 卷 (900 卷). */
export function* yudingVolumes(): Generator<BookDraft> {
  for (const file of numberedFiles('yudingquantangshi/json', /^\d+\.json$/)) {
    const poems = records(readJson(file));
    const number = Number(/(\d+)\.json$/.exec(file)?.[1] ?? 0);
    const volumeName = cleanLine(str(poems[0] ?? {}, 'volume')) || `卷${chineseNumber(number)}`;
    const authors = [
      ...new Set(poems.map((poem) => toSimplified(cleanLine(str(poem, 'author')) || '佚名'))),
    ];
    const builder = new BookBuilder();
    addGroupedWorks(
      builder,
      poems.map((poem) => ({
        groups: [cleanLine(str(poem, 'author')) || '佚名'],
        title: str(poem, 'title'),
        lines: strings(poem, 'paragraphs'),
      })),
    );
    yield {
      meta: {
        slug: `yuding-qts-${String(number).padStart(3, '0')}`,
        title: `御定全唐诗·${toSimplified(volumeName)}`,
        author: authors.slice(0, 3).join('、') + (authors.length > 3 ? ' 等' : ''),
        dynasty: '唐',
        clcCode: Clc.poetry,
        keywords: ['御定全唐诗', '全唐诗', '唐诗', ...authors.slice(0, 3)],
        lead: `《御定全唐诗》${toSimplified(volumeName)}，收录${authors.slice(0, 3).join('、')}${authors.length > 3 ? '等' : ''}诗${poems.length}首。`,
      },
      builder,
    };
  }
}
