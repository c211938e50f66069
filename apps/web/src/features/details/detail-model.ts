import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { formatIsbn } from '@moyue/contracts/format-isbn';
import { decodeHtmlEntities, splitKeywords } from '@moyue/contracts/format-text';
import { RECOMMEND_FACES_SHOWN } from '@moyue/contracts/limits';
import { RECOMMEND_FACES_THRESHOLD } from '@moyue/contracts/ui-constants';
import { RecommendMessages } from '@moyue/contracts/messages';
import { ObjectType } from '@moyue/contracts/object-types';

/** What the detail page shows of a content item, as plain text (spec §3). */
export interface DetailView {
  /** Decoded from HTML entities; rendered as text. */
  title: string;
  abstracts: string;
  /** Formatted 3-10-up to 5; '' hides the field (placeholder included). */
  isbn: string;
  keywords: string[];
  /** spec §3: Duration shown as the word count; '' when none. */
  wordCount: string;
  isCourse: boolean;
  isAudioBook: boolean;
}

/** spec §3: Duration is a word count: 8,000字 below ten thousand, 12.3万字 above. */
export function formatWordCount(duration: number): string {
  if (!Number.isFinite(duration) || duration <= 0) return '';
  if (duration < 10_000) return `${Math.round(duration).toLocaleString('en-US')}字`;
  return `${(duration / 10_000).toFixed(1).replace(/\.0$/, '')}万字`;
}

/** A course's playing time: 2小时05分 / 35分钟 / 30秒. */
export function formatPlayingTime(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds) || totalSeconds <= 0) return '';
  if (totalSeconds < 60) return `${Math.round(totalSeconds)}秒`;
  const minutes = Math.round(totalSeconds / 60);
  if (minutes < 60) return `${Math.max(1, minutes)}分钟`;
  return `${Math.floor(minutes / 60)}小时${String(minutes % 60).padStart(2, '0')}分`;
}

/** A price in yuan: ¥12.00. */
export const formatPrice = (yuan: number): string => `¥${yuan.toFixed(2)}`;

export function detailView(detail: ContentDetail): DetailView {
  return {
    title: decodeHtmlEntities(detail.Title),
    abstracts: decodeHtmlEntities(detail.Abstracts).trim(),
    isbn: formatIsbn(detail.ExtendData.Isbn),
    keywords: [...new Set(splitKeywords(decodeHtmlEntities(detail.ExtendData.Keywords)))],
    wordCount: formatWordCount(detail.ExtendData.Duration),
    isCourse: detail.ObjectType === ObjectType.Course,
    isAudioBook: detail.ObjectType === ObjectType.AudioBook,
  };
}

/** spec §6: the recommend strip's title by object type. */
export function recommendTitle(objectType: number): string {
  if (objectType === ObjectType.Course) return RecommendMessages.CourseTitle;
  if (objectType === ObjectType.AudioBook) return RecommendMessages.AudioBookTitle;
  return RecommendMessages.BookTitle;
}

/** spec §6: the recommend strip is hidden when the resource is free or ordered. */
export const showsRecommendStrip = (detail: ContentDetail): boolean =>
  !detail.ExtendData.IsFree && !detail.ExtendData.IsOrdered;

/** spec §9: up to 6 faces when more than 5 recommended; all of them (at most 5) otherwise. */
export function recommendFaces<T>(faces: readonly T[], recordCount: number): T[] {
  return faces.slice(
    0,
    recordCount > RECOMMEND_FACES_THRESHOLD ? RECOMMEND_FACES_SHOWN : RECOMMEND_FACES_THRESHOLD,
  );
}

/** The edition the reader opens: the MediaType of the detail (epub unless pdf). */
export const readerMediaType = (mediaType: string): 'epub' | 'pdf' =>
  mediaType.toLowerCase() === 'pdf' ? 'pdf' : 'epub';

/** An edition the reader can open: its media type and the ExternalId that names it (spec §3 RelationContents). */
export interface ReadableEdition {
  mediaType: 'epub' | 'pdf';
  id: number;
  externalId: string;
}

/** The editions of an e-book: the one shown first, then each other media type of RelationContents once. */
export function readableEditions(detail: ContentDetail): ReadableEdition[] {
  const editions: ReadableEdition[] = [
    { mediaType: readerMediaType(detail.MediaType), id: detail.Id, externalId: detail.ExternalId },
  ];
  for (const relation of detail.RelationContents) {
    const mediaType = readerMediaType(relation.MediaType);
    if (editions.some((edition) => edition.mediaType === mediaType)) continue;
    editions.push({ mediaType, id: relation.Id, externalId: relation.ExternalId });
  }
  return editions;
}

/** spec §2: courses have /wrap/details/lessons, everything else /wrap/details/book. */
export const detailRouteOf = (objectType: number): 'lessons' | 'book' =>
  objectType === ObjectType.Course ? 'lessons' : 'book';
