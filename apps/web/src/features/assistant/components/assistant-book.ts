import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { getHref } from '../../../config/paths';

/** What the assistant needs of a book (Content/Detail fields). */
export type AssistantBook = Pick<
  ContentDetail,
  | 'Id'
  | 'GroupId'
  | 'ExternalId'
  | 'ObjectType'
  | 'MediaType'
  | 'Title'
  | 'Author'
  | 'Publisher'
  | 'IssueDate'
>;

/** spec §7: the AI calls use GroupId when above 0, else Id. */
export const groupIdOf = (book: Pick<ContentDetail, 'Id' | 'GroupId'>): number =>
  book.GroupId > 0 ? book.GroupId : book.Id;

/** A citation opens the book's reader (EPUB or PDF by MediaType) at its chapter. */
export const citationHref = (book: AssistantBook, tocId: number): string =>
  getHref.reader(book.MediaType === 'pdf' ? 'pdf' : 'epub', {
    id: book.Id,
    contentexternalid: book.ExternalId,
    objectType: book.ObjectType,
    tocValue: String(tocId),
  });
