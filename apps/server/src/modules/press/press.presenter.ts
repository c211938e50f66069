import type {
  FollowItem,
  PressBook,
  PressCard,
  PressDepartmentCard,
} from '@moyue/contracts/api/press';
import { publicFileUrl } from '../media/index.ts';
import type { FollowRow } from './follow.repository.ts';
import type { BookRow, DepartmentRow, PressRow } from './press.repository.ts';

export const presentBook = (row: BookRow): PressBook => ({
  Id: Number(row.id),
  ExternalId: row.externalId,
  ObjectType: Number(row.objectType),
  Title: row.title,
  Author: row.author,
  CoverUrl:
    row.coverSha256 && row.coverMimeType ? publicFileUrl(row.coverSha256, row.coverMimeType) : '',
  IssueDate: row.issueDate,
});

export const presentPressCard = (row: PressRow, books: BookRow[]): PressCard => ({
  Id: Number(row.id),
  Title: row.title,
  Introduction: row.introduction,
  BookCount: Number(row.bookCount),
  FollowNumber: Number(row.followNumber),
  IsDemo: row.isDemo,
  Books: books.map(presentBook),
});

export const presentDepartment = (row: DepartmentRow): PressDepartmentCard => ({
  Id: Number(row.id),
  Title: row.title,
  Introduction: row.introduction,
  BookCount: Number(row.bookCount),
});

export const presentFollow = (row: FollowRow, books: BookRow[]): FollowItem => ({
  TargetType: Number(row.targetType),
  TargetId: row.targetKey,
  Title: row.title,
  FollowNumber: Number(row.followNumber),
  FollowTime: row.followTime,
  NewestBooks: books.map(presentBook),
});
