import { z } from 'zod';
import { defineJob, type ModuleJobs } from '../../platform/jobs/job-handler.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../platform/db.ts';
import { BookPassageFinder } from '../search/index.ts';
import type { AnswerProvider } from './answer-provider.ts';
import { AssistantRepository } from './assistant.repository.ts';
import { assistantRoutes } from './assistant.routes.ts';
import { assistantStreamRoutes } from './assistant-stream.routes.ts';
import {
  AssistantService,
  type BindingSource,
  type PassageLocks,
  type QuestionLimits,
  type RecommendationSource,
} from './assistant.service.ts';
import { ExtractiveProvider } from './extractive.provider.ts';
import { OpenAiCompatibleProvider } from './openai.provider.ts';
import { WordCloudService } from './word-cloud.service.ts';

/** The job that computes a book's word cloud when its text changed. */
export const WORD_CLOUD_JOB = 'assistant.word-cloud';

/** The assistant's settings (config.ts AI_*). */
export interface AssistantConfig {
  /** an OpenAI-compatible endpoint; absent: the built-in extractive provider */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  limits: QuestionLimits;
}

/** The extractive provider unless an OpenAI-compatible endpoint is configured. */
export function providerOf(config: AssistantConfig): AnswerProvider {
  return config.baseUrl
    ? new OpenAiCompatibleProvider({
        baseUrl: config.baseUrl,
        apiKey: config.apiKey,
        model: config.model,
        timeoutMs: config.timeoutMs,
      })
    : new ExtractiveProvider();
}

/** The AI book assistant (issue 19): its services over the other modules' answers, and its routes. */
export function createAssistantModule(deps: {
  db: Executor;
  config: AssistantConfig;
  passageLocks: PassageLocks;
  bindings: BindingSource;
  recommendations: RecommendationSource;
}): { routes: FastifyPluginAsyncZod; wordClouds: WordCloudService; jobs: ModuleJobs } {
  const repository = new AssistantRepository(deps.db);
  const passages = new BookPassageFinder(deps.db);
  const assistant = new AssistantService(
    repository,
    passages,
    deps.passageLocks,
    deps.bindings,
    deps.recommendations,
    providerOf(deps.config),
    deps.config.limits,
  );
  const wordClouds = new WordCloudService(repository, passages, deps.passageLocks);
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(assistantRoutes(assistant, wordClouds));
    await app.register(assistantStreamRoutes(assistant));
  };
  // Precomputes a book's word cloud (after an import): the request then finds it cached.
  const jobs: ModuleJobs = {
    handlers: [
      defineJob({
        kind: WORD_CLOUD_JOB,
        payload: z.object({ contentId: z.number().int().positive() }),
        run: async ({ contentId }) => ({ topics: (await wordClouds.topicsOf(contentId)).length }),
      }),
    ],
  };
  return { routes, wordClouds, jobs };
}
