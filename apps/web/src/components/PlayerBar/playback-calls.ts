import { HistoryPaths, type HistoryProcessData } from '@moyue/contracts/api/history';
import {
  ANALYSIS_HISTORY_PATH,
  LISTENING_ACTION_TYPE,
  PLAYBACK_AUTHORIZE_URL,
  type PlaybackAuthorizeData,
} from '@moyue/contracts/api/playback';
import { ReadingPaths, type TocListData } from '@moyue/contracts/api/reading';
import { apiClient } from '../../api/api-client';

// The audio player's calls (issue 18): the files of a book, the playback
// authorisation of spec §7, and the listening progress (ActionType 3).

/** spec §3 Audio file as the player keeps it. */
export interface AudioFileItem {
  id: number;
  externalId: string;
  name: string;
  seconds: number;
  isLock: boolean;
}

/** The book's audio files in playing order, each with its lock for this reader. */
export async function getAudioFiles(objectId: number): Promise<AudioFileItem[]> {
  const data = await apiClient.get<TocListData>(ReadingPaths.TocList, {
    objectId,
    isRecursive: true,
    getFiles: true,
  });
  const files: AudioFileItem[] = [];
  const visit = (nodes: TocListData['ItemList']) => {
    for (const node of nodes) {
      for (const file of node.MultimediaFiles)
        files.push({
          id: file.Id,
          externalId: file.ExternalId ?? node.ExternalId,
          name: file.FileName,
          seconds: file.WordCountOrDuration ?? file.Duration ?? 0,
          isLock: file.IsLock,
        });
      visit(node.Childs);
    }
  };
  visit(data.ItemList);
  return files;
}

/** spec §7 playback authorisation: the playlist Url of one file (code 34 when login is needed). */
export const authorizePlayback = (
  authorizeUrl: string,
  externalId: string,
  fileExternalId: string,
) =>
  apiClient.post<PlaybackAuthorizeData>(authorizeUrl || PLAYBACK_AUTHORIZE_URL, {
    AuthorizeUrl: authorizeUrl || PLAYBACK_AUTHORIZE_URL,
    ExternalId: externalId,
    FileExternalId: fileExternalId,
  });

/** spec §7 /analysis/php/history/create: listening progress, about every 5 s. */
export const recordListening = (record: {
  objectId: number;
  title: string;
  objectType: number;
  process: number;
  fileId: number;
}) =>
  apiClient.post<unknown>(ANALYSIS_HISTORY_PATH, {
    dataJson: JSON.stringify({
      ActionType: LISTENING_ACTION_TYPE,
      ObjectId: record.objectId,
      Title: record.title,
      ObjectType: record.objectType,
      Process: Math.min(Math.max(record.process, 0), 1),
      FileId: record.fileId,
    }),
  });

/** spec §7 history/process: where the reader left the book. */
export const getListeningProcess = (objectId: number) =>
  apiClient.get<HistoryProcessData>(HistoryPaths.Process, { objectId });
