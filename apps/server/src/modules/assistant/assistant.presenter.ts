import type {
  DialogueItem,
  QuestionCreateData,
  QuestionListData,
  WordCloudData,
} from '@moyue/contracts/api/assistant';
import { formatDateTime } from '@moyue/contracts/format-time';
import type { QuestionRow } from './assistant.repository.ts';
import type { StoredTopic } from './word-cloud.ts';

export function presentDialogueItem(row: QuestionRow): DialogueItem {
  return {
    Id: Number(row.id),
    Question: row.question,
    Answer: row.answer,
    Label: row.label,
    Citations: row.citations.map((citation) => ({
      Index: citation.index,
      ContentId: citation.contentId,
      TocId: citation.tocId,
      TocTitle: citation.tocTitle,
      Page: citation.page,
      Excerpt: citation.excerpt,
    })),
    LockedChapters: row.locked.map((chapter) => ({
      TocId: chapter.tocId,
      TocTitle: chapter.tocTitle,
    })),
    CreateTime: formatDateTime(new Date(row.createdAt)),
  };
}

export function presentDialogue(
  rows: QuestionRow[],
  used: number,
  limit: number,
): QuestionListData {
  return { ItemList: rows.map(presentDialogueItem), UserCount: used, Limit: limit };
}

/** spec §4: the server's history (pairs of question and answer) replaces the client's. */
export function presentCreated(
  rows: QuestionRow[],
  used: number,
  limit: number,
): QuestionCreateData {
  return {
    ...presentDialogue(rows, used, limit),
    history: rows.map((row) => [row.question, row.answer]),
  };
}

/**
 * spec §3.17 for one reader: each word's reference is its first passage the
 * reader may read; '' (page of the first passage kept) when all are locked.
 */
export function presentWordCloud(topics: StoredTopic[], locked: Set<number>): WordCloudData {
  return topics.map((topic) => ({
    name: topic.name,
    words: topic.words.map((word) => {
      const readable = word.references.find((reference) => !locked.has(reference.passageId));
      return {
        word: word.word,
        count: word.count,
        reference: readable?.excerpt ?? '',
        page: (readable ?? word.references[0])?.page ?? 0,
      };
    }),
  }));
}
