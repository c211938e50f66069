import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import {
  ElectListDataSchema,
  ElectListParamsSchema,
  ElectPrecedenceDataSchema,
  ElectPrecedenceParamsSchema,
  ElectVoteDataSchema,
  ElectVoteParamsSchema,
  SpecialPaths,
} from '@moyue/contracts/api/special';
import { ok } from '../../platform/envelope.ts';
import { signedInViewerOf, viewerOf } from '../../platform/session.ts';
import { loginFirst } from '../engagement/index.ts';
import type { ElectionService } from './election.service.ts';

const FORM = ['application/x-www-form-urlencoded'];
const TAGS = ['纸书选采'];

/** paperElect and electPrecedence: the selection, votes and the ranking. */
export const electionRoutes =
  (election: ElectionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      SpecialPaths.ElectList,
      {
        schema: {
          tags: TAGS,
          summary: '纸书选采：本机构（绑定或所在网络）读者荐购与投票的书目，按得分排序',
          querystring: ElectListParamsSchema,
          response: { 200: apiResponseSchema(ElectListDataSchema) },
        },
      },
      async (request) => ok(await election.list(viewerOf(request), request.query)),
    );
    app.post(
      SpecialPaths.ElectVote,
      {
        preValidation: loginFirst,
        schema: {
          consumes: FORM,
          tags: TAGS,
          summary: '为书目投票：每位读者每个书目在每个机构只计一票（重复、并发均只记一次）',
          body: ElectVoteParamsSchema,
          response: { 200: apiResponseSchema(ElectVoteDataSchema) },
        },
      },
      async (request) => {
        const { data, description } = await election.vote(
          signedInViewerOf(request),
          request.body.objectId,
        );
        return ok(data, description);
      },
    );
    app.get(
      SpecialPaths.ElectPrecedence,
      {
        preValidation: loginFirst,
        schema: {
          tags: TAGS,
          summary: '选采优先：排行及荐购理由、是否已馆藏（机构教师/馆员看本机构，编辑可选机构）',
          querystring: ElectPrecedenceParamsSchema,
          response: { 200: apiResponseSchema(ElectPrecedenceDataSchema) },
        },
      },
      async (request) => ok(await election.precedence(signedInViewerOf(request), request.query)),
    );
  };
