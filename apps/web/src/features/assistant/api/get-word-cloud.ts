import { queryOptions, useQuery } from '@tanstack/react-query';
import { AssistantPaths, type WordCloudData } from '@moyue/contracts/api/assistant';
import { AI_CHAT_TYPE } from '@moyue/contracts/limits';
import { apiClient } from '../../../api/api-client';

/** The book fields python/aichat sends (spec §7). */
export interface WordCloudBook {
  Id: number;
  GroupId: number;
  Title: string;
  Author: string;
  Publisher: string;
  IssueDate: string;
}

/** spec §9: AI engine and model fixed to one value each. */
export const AI_ENGINE = 'moyue';
export const AI_MODEL = 'moyue-tfidf';

/** spec §7 POST /python/aichat: bookId = GroupId when above 0, else Id; type 9. */
export const getWordCloud = (book: WordCloudBook) =>
  apiClient.post<WordCloudData>(AssistantPaths.WordCloud, {
    bookId: book.GroupId > 0 ? book.GroupId : book.Id,
    title: book.Title,
    author: book.Author,
    publisher: book.Publisher,
    issueDate: book.IssueDate,
    engine: AI_ENGINE,
    model: AI_MODEL,
    type: AI_CHAT_TYPE,
  });

export const wordCloudQueryOptions = (book: WordCloudBook, viewer: string) =>
  queryOptions({
    queryKey: ['assistant', 'word-cloud', book.Id, viewer],
    queryFn: () => getWordCloud(book),
    staleTime: 10 * 60_000,
  });

export const useWordCloud = (book: WordCloudBook, viewer: string) =>
  useQuery(wordCloudQueryOptions(book, viewer));
