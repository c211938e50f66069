import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Executor } from '../../platform/db.ts';
import { FileStore } from '../../platform/file-store.ts';
import type { ObjectStore } from '../../platform/storage/object-store.ts';
import type { OrganizationService } from '../organizations/index.ts';
import { BookFileStore, loadBookMasterKey } from './book-file.store.ts';
import { ReadingCatalogFlags } from './catalog-flags.ts';
import { CompanionRepository } from './companion.repository.ts';
import { companionRoutes } from './companion.routes.ts';
import { CompanionService } from './companion.service.ts';
import { EditionDelivery } from './edition-delivery.ts';
import { EntitlementService } from './entitlement.service.ts';
import { licenceRoutes } from './licence.routes.ts';
import { LicenceService } from './licence.service.ts';
import { licenceIdSecret, licenceTokenSecret } from './licence-token.ts';
import { OrderRepository } from './order.repository.ts';
import { orderRoutes } from './order.routes.ts';
import { OrderService } from './order.service.ts';
import { PassageLockService } from './passage-lock.service.ts';
import { playbackGrantSecret } from './playback-grant.ts';
import { PlaybackRepository } from './playback.repository.ts';
import { playbackMediaRoutes, playbackRoutes, type PlaybackIdentify } from './playback.routes.ts';
import { PlaybackService } from './playback.service.ts';
import { ReadingRepository } from './reading.repository.ts';
import { TocFileRepository } from './toc-file.repository.ts';
import { tocFileRoutes } from './toc-file.routes.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import { CONTENT_DETAIL_CACHE } from '../catalog/index.ts';
import { LessonPlayRepository } from './lesson-play.repository.ts';
import { videoStreamRoutes } from './video-stream.routes.ts';
import { VideoStreamService } from './video-stream.service.ts';
import { TocFileService } from './toc-file.service.ts';
import { tocFileUrlSecret } from './toc-file-url.ts';
import { tocRoutes } from './toc.routes.ts';
import { TocService } from './toc.service.ts';

export interface ReadingModule {
  entitlements: EntitlementService;
  /** which search hits are beyond a reader's trial */
  passageLocks: PassageLockService;
  /** IsOrdered, IsFree and the editions of Content/Detail */
  catalogFlags: ReadingCatalogFlags;
  /** orders: granted by the admin command, listed in myResources */
  orders: OrderService;
  /** every route of access to books: TOC, chapter text, licences, book files, orders */
  routes: FastifyPluginAsyncZod;
  /** the unsigned routes of lesson files and audio playlists/segments (their Urls carry a grant): outside the signed scope */
  fileRoutes: FastifyPluginAsyncZod;
}

/** Builds the reading module's services (issue 6) from the app's parts. */
export async function createReadingModule(input: {
  db: Executor;
  config: Config;
  /** where book and media files live (platform/storage) */
  objects: ObjectStore;
  organizations: OrganizationService;
  now?: (() => Date) | undefined;
  /** the session and device of an unsigned playlist/segment request (audio books, issue 18) */
  identify?: PlaybackIdentify;
  /** the public reads of items (facts, TOC, files) and what this module's writes change (a counted lesson play: the course's detail) */
  cache: ReadCache;
}): Promise<ReadingModule> {
  const now = input.now ?? (() => new Date());
  const reading = new ReadingRepository(input.db, input.cache);
  const orders = new OrderRepository(input.db);
  const entitlements = new EntitlementService(reading, orders, input.organizations, now);
  const masterKey = await loadBookMasterKey(input.config);
  const fileStore = new FileStore(input.objects);
  const tocFiles = new TocFileService(
    new TocFileRepository(input.db, input.cache),
    fileStore,
    reading,
    entitlements,
    tocFileUrlSecret(masterKey),
    now,
  );
  const toc = new TocService(reading, entitlements, tocFiles);
  const playback = new PlaybackService(
    new PlaybackRepository(input.db),
    fileStore,
    reading,
    entitlements,
    playbackGrantSecret(masterKey),
    now,
  );
  const identify: PlaybackIdentify =
    input.identify ?? (() => Promise.resolve({ userId: null, deviceId: null }));
  const orderService = new OrderService(orders, reading, now);
  const files = new BookFileStore(input.db, input.objects, masterKey);
  const licences = new LicenceService(
    reading,
    entitlements,
    files,
    new EditionDelivery(files, input.objects),
    { licenceId: licenceIdSecret(masterKey), fileToken: licenceTokenSecret(masterKey) },
    now,
  );
  return {
    entitlements,
    passageLocks: new PassageLockService(reading, entitlements),
    orders: orderService,
    catalogFlags: new ReadingCatalogFlags(entitlements),
    routes: async (app) => {
      await app.register(tocRoutes(toc));
      await app.register(licenceRoutes(licences));
      await app.register(orderRoutes(orderService));
      await app.register(playbackRoutes(playback));
      await app.register(
        companionRoutes(new CompanionService(new CompanionRepository(input.db), reading)),
      );
    },
    fileRoutes: async (app) => {
      const videos = new VideoStreamService(
        tocFiles,
        fileStore,
        new LessonPlayRepository(input.db),
        now,
        (contentId) => input.cache.invalidate(CONTENT_DETAIL_CACHE, contentId),
      );
      await app.register(tocFileRoutes(tocFiles, videos));
      await app.register(videoStreamRoutes(videos));
      await app.register(playbackMediaRoutes(playback, identify));
    },
  };
}
