import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import { BookshelfRepository } from './bookshelf.repository.ts';
import { bookshelfRoutes } from './bookshelf.routes.ts';
import { BookshelfService } from './bookshelf.service.ts';
import { collectionRoutes } from './collection.routes.ts';
import { CollectionService, type HolderSource } from './collection.service.ts';
import { CommentRepository } from './comment.repository.ts';
import { commentRoutes } from './comment.routes.ts';
import { CommentService } from './comment.service.ts';
import { ContentRefRepository, ContentRefs } from './content.repository.ts';
import { DonorRepository } from './donor.repository.ts';
import { donorRoutes } from './donor.routes.ts';
import { DonorService } from './donor.service.ts';
import { EngagementEntitlements } from './engagement.entitlements.ts';
import { qrCodeRoutes } from './qrcode.routes.ts';
import { questionSupportRoutes } from './question-support.routes.ts';
import { QuestionSupportService } from './question-support.service.ts';
import { ReadingListRepository } from './reading-list.repository.ts';
import { ReadingListEditorRepository } from './reading-list-editor.repository.ts';
import { readingListEditorRoutes } from './reading-list-editor.routes.ts';
import { ReadingListEditorService } from './reading-list-editor.service.ts';
import { readingListRoutes } from './reading-list.routes.ts';
import { ReadingListService } from './reading-list.service.ts';
import { RecommendRepository } from './recommend.repository.ts';
import { recommendRoutes } from './recommend.routes.ts';
import { RecommendService, type BindingSource, type IdentitySource } from './recommend.service.ts';

export interface EngagementModule {
  /** Every engagement call; register inside the signed API scope. */
  routes: FastifyPluginAsyncZod;
  /** IsInxiaoyou and IsRecommend of the content detail. */
  entitlements: EngagementEntitlements;
  /** The bookshelf, which history/bookshelf reads. */
  bookshelf: BookshelfService;
  /** Content lookups the history module shares. */
  contents: ContentRefs;
  /** Reading lists; a reading activity's themed list (modules/points). */
  readingLists: ReadingListService;
}

/** What a reader does on the detail page (issue 5): wires repositories, services and routes. */
export function createEngagementModule(deps: {
  db: Db;
  organizations: BindingSource & HolderSource;
  /** the single sign-on module: names institutions vouch for (recommend form) */
  identities?: IdentitySource;
  now?: (() => Date) | undefined;
  /** public reads of the detail (IsInxiaoyou) */
  cache: ReadCache;
}): EngagementModule {
  const contents = new ContentRefs(new ContentRefRepository(deps.db));
  const bookshelf = new BookshelfService(new BookshelfRepository(deps.db), contents);
  const donors = new DonorService(new DonorRepository(deps.db), contents, deps.cache);
  const recommendRepository = new RecommendRepository(deps.db);
  const recommend = new RecommendService(
    recommendRepository,
    contents,
    deps.organizations,
    deps.now,
    deps.identities,
  );
  const readingLists = new ReadingListService(new ReadingListRepository(deps.db));
  const comments = new CommentService(new CommentRepository(deps.db), contents);
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(commentRoutes(comments));
    await app.register(bookshelfRoutes(bookshelf));
    await app.register(donorRoutes(donors));
    await app.register(recommendRoutes(recommend));
    await app.register(readingListRoutes(readingLists));
    await app.register(
      readingListEditorRoutes(
        new ReadingListEditorService(new ReadingListEditorRepository(deps.db)),
      ),
    );
    await app.register(qrCodeRoutes);
    await app.register(questionSupportRoutes(new QuestionSupportService(contents)));
    await app.register(collectionRoutes(new CollectionService(contents, deps.organizations)));
  };
  return {
    routes,
    entitlements: new EngagementEntitlements(donors, recommendRepository),
    bookshelf,
    contents,
    readingLists,
  };
}
