import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db.ts';
import { CardRepository } from './card.repository.ts';
import {
  CardService,
  type MessageOutlet,
  type ReadingProgress,
  type ThemedLists,
} from './card.service.ts';
import { PointsRepository } from './points.repository.ts';
import { pointsRoutes } from './points.routes.ts';
import { PointsService } from './points.service.ts';
import { SignInService } from './sign-in.service.ts';

/**
 * The daily sign-in, built before the module: accounts (user info's IsCheckIn)
 * and history (history/create actionType 17) take it, and the module takes them.
 */
export function createSignInService(db: Db, now: () => Date = () => new Date()): SignInService {
  return new SignInService(new PointsRepository(db), now);
}

/** The other modules' services the points module asks. */
export interface PointsModuleDeps {
  db: Db;
  /** the daily sign-in (createSignInService) */
  signIns: SignInService;
  /** organizations: the reader's bound organisation (task 1) */
  organizations: { currentOfUser(userId: number): Promise<unknown> };
  /** accounts: whether the reader saved a real change of the profile (task 2) */
  accounts: { profileEdited(userId: number): Promise<boolean> };
  /** engagement: a themed reading list */
  readingLists: ThemedLists;
  /** history: reading progress */
  history: ReadingProgress;
  messages: MessageOutlet;
  now?: (() => Date) | undefined;
}

export interface PointsModule {
  routes: FastifyPluginAsyncZod;
  /** the rare card of a reading activity whose list is read (the activities module) */
  cards: Pick<CardService, 'settle'>;
}

/** Points, tasks, sign-in and rare cards (issue 17). */
export function createPointsModule(deps: PointsModuleDeps): PointsModule {
  const now = deps.now ?? (() => new Date());
  const { signIns } = deps;
  const repository = new PointsRepository(deps.db);
  const cards = new CardService(
    new CardRepository(deps.db),
    deps.readingLists,
    deps.history,
    deps.messages,
    now,
  );
  const points = new PointsService(
    repository,
    signIns,
    {
      hasOrganization: async (user) =>
        (await deps.organizations.currentOfUser(user.userId)) !== null,
      // task 2: EditPersonaInfo saved a real change (not merely a filled-in profile)
      hasEditedProfile: (user) => deps.accounts.profileEdited(user.userId),
      cardCount: (userId) => cards.count(userId),
    },
    now,
  );
  return { routes: pointsRoutes({ points, signIns, cards }), cards };
}
