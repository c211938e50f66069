import type { CataloguePassage, CatalogueTocNode } from './types.ts';
import { PAGE_CHARS, splitText } from '@moyue/book-format/paging';
import { cleanLine, codePointLength } from '@moyue/book-format/text';

/** Joins source lines into one text, dropping empty ones. */
export function joinLines(lines: readonly string[]): string {
  return lines
    .map(cleanLine)
    .filter((line) => line !== '')
    .join('\n');
}

/** Accumulates a book's table of contents and passages, numbering pages by ~PAGE_CHARS characters. */
export class BookBuilder {
  private readonly nodes: CatalogueTocNode[] = [];
  private readonly passageList: CataloguePassage[] = [];
  private page = 1;
  private pageFill = 0;

  /** Adds a TOC node; its page is the page its first passage will get. */
  addNode(title: string, parentKey: number | null = null): number {
    const key = this.nodes.length + 1;
    this.nodes.push({
      key,
      parentKey,
      title: cleanLine(title) || '无题',
      page: this.page,
      order: key,
    });
    return key;
  }

  /** Adds a text under a node, split into page-sized passages; empty text adds nothing. */
  addText(tocKey: number, text: string): void {
    if (text.trim() === '') return;
    for (const part of splitText(text)) {
      this.passageList.push({
        tocKey,
        page: this.page,
        order: this.passageList.length + 1,
        text: part,
      });
      this.pageFill += codePointLength(part);
      if (this.pageFill >= PAGE_CHARS) {
        this.page += 1;
        this.pageFill = 0;
      }
    }
  }

  /** Adds a node holding one work (poem, chapter); skipped when the work has no text. */
  addWork(title: string, lines: readonly string[], parentKey: number | null = null): number | null {
    const text = joinLines(lines);
    if (text === '') return null;
    const key = this.addNode(title, parentKey);
    this.addText(key, text);
    return key;
  }

  /** Adds each line as its own passage (prose paragraphs) under one node. */
  addParagraphs(
    title: string,
    paragraphs: readonly string[],
    parentKey: number | null = null,
  ): number | null {
    const lines = paragraphs.map(cleanLine).filter((line) => line !== '');
    if (lines.length === 0) return null;
    const key = this.addNode(title, parentKey);
    for (const line of lines) this.addText(key, line);
    return key;
  }

  get passageCount(): number {
    return this.passageList.length;
  }

  passages(): CataloguePassage[] {
    return this.passageList;
  }

  /** The TOC without nodes whose subtree holds no passage, orders renumbered. */
  toc(): CatalogueTocNode[] {
    const alive = new Set<number>();
    const parentOf = new Map(this.nodes.map((node) => [node.key, node.parentKey]));
    for (const passage of this.passageList) {
      let key: number | null | undefined = passage.tocKey;
      while (key !== null && key !== undefined && !alive.has(key)) {
        alive.add(key);
        key = parentOf.get(key);
      }
    }
    return this.nodes
      .filter((node) => alive.has(node.key))
      .map((node, index) => ({ ...node, order: index + 1 }));
  }
}

/** A work placed under group nodes (e.g. ['国风', '周南'] → 关雎). */
export interface GroupedWork {
  groups: readonly string[];
  title: string;
  lines: readonly string[];
  /** Prose: each line becomes its own passage instead of one text per work. */
  prose?: boolean;
}

/** Adds works in order, opening a group node whenever a group name changes at any level. */
export function addGroupedWorks(builder: BookBuilder, works: Iterable<GroupedWork>): void {
  const path: { name: string; key: number }[] = [];
  for (const work of works) {
    let same = 0;
    while (
      same < path.length &&
      same < work.groups.length &&
      path[same]?.name === work.groups[same]
    )
      same += 1;
    path.length = same;
    for (let depth = same; depth < work.groups.length; depth += 1) {
      const name = work.groups[depth] ?? '';
      path.push({ name, key: builder.addNode(name, path[depth - 1]?.key ?? null) });
    }
    const parentKey = path[path.length - 1]?.key ?? null;
    if (work.prose) builder.addParagraphs(work.title, work.lines, parentKey);
    else builder.addWork(work.title, work.lines, parentKey);
  }
}
