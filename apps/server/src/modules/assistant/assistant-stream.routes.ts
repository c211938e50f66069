import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AssistantPaths,
  QuestionCreateParamsSchema,
  QuestionStreamEvent,
  type QuestionStreamDelta,
} from '@moyue/contracts/api/assistant';
import { Code } from '@moyue/contracts/codes';
import { AiMessages } from '@moyue/contracts/messages';
import { fail, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { requireUser, signedInViewerOf } from '../../platform/session.ts';
import type { AssistantService } from './assistant.service.ts';

/** One server-sent event: its name and its data as one JSON line. */
const sse = (event: string, data: unknown): string =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The answer as text/event-stream, opened at its first text: the headers the
 * app has set so far go along (hijacked replies skip the onSend hooks).
 */
class AnswerStream {
  private opened = false;

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {}

  get started(): boolean {
    return this.opened;
  }

  delta(text: string): void {
    if (!text) return;
    this.open();
    const data: QuestionStreamDelta = { Text: text };
    this.reply.raw.write(sse(QuestionStreamEvent.Delta, data));
  }

  /** The last event: the envelope user-question/create would have answered. */
  done(envelope: unknown): void {
    this.open();
    this.reply.raw.end(sse(QuestionStreamEvent.Done, envelope));
  }

  private open(): void {
    if (this.opened) return;
    this.opened = true;
    this.reply.hijack();
    const headers: Record<string, string | number | string[]> = {};
    for (const [name, value] of Object.entries(this.reply.getHeaders()))
      if (value !== undefined && name !== 'content-length') headers[name] = value;
    this.reply.raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    this.request.log.debug('assistant answer streaming');
  }
}

/**
 * The streaming variant of user-question/create (contracts: create-stream):
 * the same service, so the same login, institution, quota and refusals; the
 * answer's text as 'delta' events and the server's history in 'done'. Until
 * the first text the answer is the ordinary JSON envelope.
 */
export const assistantStreamRoutes =
  (assistant: AssistantService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      AssistantPaths.QuestionCreateStream,
      {
        preValidation: async (request) => {
          requireUser(request);
        },
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['AI 问答'],
          summary:
            '向书提问（流式）：text/event-stream，delta 事件为答案片段，done 事件为 user-question/create 的完整应答',
          body: QuestionCreateParamsSchema,
        },
      },
      async (request, reply) => {
        const stream = new AnswerStream(request, reply);
        const viewer = signedInViewerOf(request);
        try {
          const data = await assistant.ask(viewer, request.body, (text) => stream.delta(text));
          if (!stream.started) return ok(data);
          stream.done(ok(data));
        } catch (error) {
          if (!stream.started) throw error;
          // The text has begun: the failure is said in the stream's last event.
          if (!(error instanceof AppError)) request.log.error({ err: error }, 'assistant stream');
          stream.done(
            error instanceof AppError
              ? fail(error.code, error.description)
              : fail(Code.Internal, AiMessages.Failure),
          );
        }
        return reply;
      },
    );
  };
