import {
  type ActivityAdminRow,
  type ActivityBook,
  type ActivityDetail,
  type ActivitySummary,
  type LeaderboardEntry,
} from '@moyue/contracts/api/activities';
import { maskPhone } from '@moyue/contracts/masking';
import { coverUrlOf } from '../engagement/index.ts';
import type { ActivityBookRow, ActivityRow, LeaderboardRow } from './activity.repository.ts';

/** Progress on the wire: two decimals. */
const roundProcess = (value: number): number => Math.round(value * 100) / 100;

export function presentActivitySummary(row: ActivityRow): ActivitySummary {
  return {
    Id: row.id,
    ExternalId: row.externalId,
    Title: row.title,
    Theme: row.theme,
    CoverUrl: row.coverUrl,
    CardTitle: row.cardTitle,
    ListTitle: row.listTitle,
    BookCount: row.bookCount,
    StartTime: row.startTime,
    EndTime: row.endTime,
    State: row.state,
    ParticipantCount: row.participantCount,
    OrganizationTitle: row.organizationTitle,
    Region: row.region,
    LinkUrl: row.linkUrl,
    IsDemo: row.isDemo,
    Joined: row.joined,
  };
}

export function presentActivityBook(row: ActivityBookRow, finishedAt: number): ActivityBook {
  return {
    Id: Number(row.id),
    ExternalId: row.externalId,
    ObjectType: Number(row.objectType),
    Title: row.title,
    Author: row.author,
    CoverUrl: coverUrlOf(row),
    Process: roundProcess(row.process),
    Finished: row.process >= finishedAt,
  };
}

export function presentActivityDetail(
  row: ActivityRow,
  books: ActivityBook[],
  finished: boolean,
): ActivityDetail {
  return {
    ...presentActivitySummary(row),
    ThemeText: row.themeText,
    Rules: row.rules
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    ListDescription: row.listDescription,
    Books: books,
    Finished: finished,
  };
}

/** Another reader on the board: the nickname, else the masked phone (never the real name). */
export function presentLeaderboardEntry(row: LeaderboardRow, bookCount: number): LeaderboardEntry {
  const name = row.nickName.trim() || (row.mobileNumber ? maskPhone(row.mobileNumber) : '墨阅读者');
  return {
    Rank: row.rank,
    UserName: name,
    FinishedCount: row.finishedCount,
    Process: bookCount > 0 ? roundProcess(row.totalProcess / bookCount) : 0,
    LastReadTime: row.lastReadTime,
    IsMe: row.isMe,
  };
}

export function presentActivityAdminRow(row: ActivityRow): ActivityAdminRow {
  return {
    Id: row.id,
    ExternalId: row.externalId,
    Title: row.title,
    CardTitle: row.cardTitle,
    Theme: row.theme,
    ThemeText: row.themeText,
    Rules: row.rules,
    ReadingListId: row.readingListId,
    ListTitle: row.listTitle,
    StartTime: row.startTime,
    EndTime: row.endTime,
    State: row.state,
    OrganizationId: row.organizationId,
    Region: row.region,
    LinkUrl: row.linkUrl,
    CoverUrl: row.coverUrl,
    SortOrder: row.sortOrder,
    Enabled: row.enabled,
    IsDemo: row.isDemo,
    ParticipantCount: row.participantCount,
  };
}
