import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { HistoryAction, HistoryCreateDataSchema } from '@moyue/contracts/api/history';
import {
  ANALYSIS_HISTORY_PATH,
  AnalysisHistoryParamsSchema,
  PlaybackMessages,
  parseListeningRecord,
} from '@moyue/contracts/api/playback';
import { ok } from '../../platform/envelope.ts';
import { badRequest } from '../../platform/errors.ts';
import { requireUser } from '../../platform/session.ts';
import { loginFirst } from '../engagement/index.ts';
import type { HistoryService } from './history.service.ts';

/**
 * spec §7 POST /analysis/php/history/create: listening progress (dataJson
 * ActionType 3, ObjectId, Title, ObjectType, Process, FileId) about every 5 s
 * of playback. Kept as the book's footprint and progress (one record per
 * reader and item), so history/process reads it back and the footprint lists it.
 */
export const playbackHistoryRoutes =
  (history: HistoryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ANALYSIS_HISTORY_PATH,
      {
        preValidation: loginFirst,
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['历史'],
          summary: '收听进度（dataJson：ActionType 3、ObjectId、Process 0–1、FileId；需登录）',
          body: AnalysisHistoryParamsSchema,
          response: { 200: apiResponseSchema(HistoryCreateDataSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const record = parseListeningRecord(request.body.dataJson);
        if (!record) throw badRequest(PlaybackMessages.BadDataJson);
        const answer = await history.create(user.userId, {
          actionType: HistoryAction.Footprint,
          objectId: record.ObjectId,
          objectType: record.ObjectType,
          title: record.Title,
          process: record.Process,
          fileId: record.FileId,
        });
        return ok(answer as { Id: number; Process: number; FileId: number });
      },
    );
  };
