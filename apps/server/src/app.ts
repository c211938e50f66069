import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './platform/db.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { FileStore } from './platform/file-store.ts';
import type { ObjectStore } from './platform/storage/object-store.ts';
import { openObjectStore } from './platform/storage/open-object-store.ts';
import type { ModuleJobs } from './platform/jobs/job-handler.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import { JobUploads } from './platform/jobs/job-uploads.ts';
import { runnerFor } from './platform/jobs/job-runner.ts';
import { registerHttp } from './platform/http.ts';
import { loggerOptions, registerRequestIds, requestIdOptions } from './platform/logging.ts';
import { registerMetrics } from './platform/metrics.ts';
import { migrate } from './platform/migrate.ts';
import { openNonceStore, type NonceStore } from './platform/nonce-store.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { MemoryRateLimiter, RedisRateLimiter } from './platform/rate-limit.ts';
import { connectRedis, isRedisReachable } from './platform/redis.ts';
import { ReadCache, connectRedisInvalidation } from './platform/read-cache.ts';
import { createSignatureVerifier, type SignedDevice } from './platform/request-signature.ts';
import { SessionStore, resolveSession } from './platform/session.ts';
import { registerSpa } from './platform/spa.ts';
import { createAssistantModule, WORD_CLOUD_JOB } from './modules/assistant/assistant.module.ts';
import { createAccountModule } from './modules/accounts/account.module.ts';
import { DeviceRepository } from './modules/accounts/device.repository.ts';
import { deviceRoutes } from './modules/accounts/device.routes.ts';
import { DeviceService } from './modules/accounts/device.service.ts';
import { CatalogRepository } from './modules/catalog/catalog.repository.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { CatalogService, composeEntitlements } from './modules/catalog/catalog.service.ts';
import { createCuratedModule } from './modules/curated/curated.module.ts';
import { createEditorialModule } from './modules/editorial/editorial.module.ts';
import { FileRepository } from './modules/media/file.repository.ts';
import { fileRoutes } from './modules/media/file.routes.ts';
import { FileService } from './modules/media/file.service.ts';
import { MessageRepository } from './modules/messages/message.repository.ts';
import { messageRoutes } from './modules/messages/message.routes.ts';
import { MessageService } from './modules/messages/message.service.ts';
import { BookmarkRepository } from './modules/reading/bookmark.repository.ts';
import { bookmarkRoutes } from './modules/reading/bookmark.routes.ts';
import { BookmarkService } from './modules/reading/bookmark.service.ts';
import { rsaRoutes } from './modules/reading/rsa.routes.ts';
import { createReadingModule } from './modules/reading/reading.module.ts';
import { backfillSearchIndex } from './modules/search/search-index.ts';
import { createSearchModule } from './modules/search/search.module.ts';
import { OrganizationRepository } from './modules/organizations/organization.repository.ts';
import { organizationRoutes } from './modules/organizations/organization.routes.ts';
import { OrganizationService } from './modules/organizations/organization.service.ts';
import { createEngagementModule } from './modules/engagement/engagement.module.ts';
import { createPointsModule, createSignInService } from './modules/points/points.module.ts';
import { createPredilectionRoutes } from './modules/predilection/index.ts';
import { createHistoryModule } from './modules/history/index.ts';
import { createCardCertificates } from './modules/points/card-certificate.routes.ts';
import { createSupportModule } from './modules/support/support.module.ts';
import { adminJobsRoutes } from './modules/editorial/admin-jobs.routes.ts';
import { AdminJobsService } from './modules/editorial/admin-jobs.service.ts';
import { adminSupportRoutes } from './modules/editorial/admin-support.routes.ts';
import { AdminSupportService } from './modules/editorial/admin-support.service.ts';
import { AdminRepository } from './modules/editorial/admin.repository.ts';
import { loadBookMasterKey } from './modules/reading/book-file.store.ts';
import { consoleImportJobs } from './modules/reading/import/import.jobs.ts';
import { createActivitiesModule } from './modules/activities/index.ts';
import { createRankingsModule } from './modules/rankings/rankings.module.ts';
import { createPressModule } from './modules/press/press.module.ts';
import { createSpecialModule, OuterWebService } from './modules/special/index.ts';
import { detailOpenGraphHook } from './modules/engagement/open-graph.ts';
import { healthRoutes } from './modules/system/health.routes.ts';
import { createSsoService } from './modules/sso/sso.module.ts';
import { ssoBrowserRoutes, ssoRoutes } from './modules/sso/sso.routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The device whose key signed this request (null on unsigned addresses). */
    device: SignedDevice | null;
  }
  interface FastifyInstance {
    moyue: {
      database: Database;
      files: FileService;
      objects: ObjectStore;
      jobs: JobQueue;
      /** the public reads of this process (issue 16): writers outside a module (the seed) invalidate it */
      readCache: ReadCache;
    };
  }
}

export interface AppDeps {
  /** An open, migrated-or-not database to use instead of opening one from config (tests). */
  database?: Database;
  nonceStore?: NonceStore;
  now?: () => Date;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** 'worker': no one calls it, it runs the background jobs (src/worker.ts); default 'api'. */
  role?: 'api' | 'worker';
}

/** Builds the whole application; used by main.ts and by the tests. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : loggerOptions({
            level: config.logLevel,
            // People at a terminal get readable lines; machines and log shippers get JSON.
            pretty: process.stdout.isTTY && config.nodeEnv !== 'production',
            hideOutbox: config.nodeEnv === 'production',
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          }),
    // Every log line of a request carries its id (reqId), and every answer X-Request-Id.
    ...requestIdOptions(config.trustedProxies),
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestIds(app);
  await registerHttp(app, {
    frameOrigins: OuterWebService.originsOf(config.special.outerResources),
  });
  await registerOpenApi(app);

  const database =
    deps.database ??
    (await openDatabase({
      url: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pg'),
      queryTimeoutMillis: config.databaseQueryTimeoutMs,
      onConnectionError: (error) =>
        app.log.warn({ err: error }, 'PostgreSQL connection lost; the pool opens a new one'),
    }));
  await migrate(database);
  // Before every route, so each one is counted (GET /metrics, behind METRICS_TOKEN).
  registerMetrics(app, { token: config.metricsToken, database });
  // Rows stored before migration 0002 get their search vectors (no-op once filled).
  await backfillSearchIndex(database, (message) => app.log.info(message));
  let redis: Redis | null = null;
  if (config.redisUrl) {
    redis = await connectRedis(config.redisUrl, config.redisKeyPrefix, {
      onConnectionLost: (error) => app.log.warn({ err: error }, 'Redis connection lost'),
      onReconnected: () => app.log.info('Redis connection back'),
    });
  }
  const nonceStore = deps.nonceStore ?? (await openNonceStore(redis, deps.now, app.log));
  // Rarely-changing public reads (issue 16), invalidated by the writes that change them.
  const readCache = new ReadCache();
  if (redis) await connectRedisInvalidation(readCache, redis, config.redisKeyPrefix, app.log);

  const db = database.db;
  const devices = new DeviceService(new DeviceRepository(db), {
    limiter: redis ? new RedisRateLimiter(redis) : new MemoryRateLimiter(),
    perMinute: config.limits.deviceBindPerMinute,
    perDay: config.limits.deviceBindPerDay,
  });
  // Book and media files: under $DATA_DIR, or in the bucket a cluster shares (platform/storage).
  const objects = await openObjectStore(config.storage);
  app.addHook('onClose', () => objects.close());
  const files = new FileService(new FileStore(objects), new FileRepository(db));
  const catalog = new CatalogRepository(db);
  const jobs = new JobQueue(database);
  app.decorate('moyue', { database, files, objects, jobs, readCache });
  app.decorateRequest('device', null);
  app.decorateRequest('user', null);
  const sessions = new SessionStore(db, config.accessTokenTtlSeconds, deps.now);
  const organizations = new OrganizationService(
    new OrganizationRepository(database),
    readCache,
    deps.now,
    config.certificationDays,
  );
  // The daily sign-in first: accounts and history take it, the points module takes them.
  const signIns = createSignInService(db, deps.now);
  const accountModule = createAccountModule({
    db,
    checkIns: { signedInToday: async (userId) => (await signIns.state(userId)).signed },
    contents: { exists: async (id) => (await catalog.findTarget(id)) !== null },
    config,
    redis,
    sessions,
    organizations,
    log: app.log,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const sso = await createSsoService({
    database,
    config,
    accounts: accountModule.accounts,
    organizations,
    replays: nonceStore,
    log: app.log,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const engagement = createEngagementModule({
    db,
    organizations,
    identities: sso,
    now: deps.now,
    cache: readCache,
  });
  const historyModule = createHistoryModule({
    db,
    contents: engagement.contents,
    shelf: engagement.bookshelf,
    signIns,
    now: deps.now,
  });
  const history = historyModule.history;
  const messages = new MessageService(new MessageRepository(db), deps.now);
  const points = createPointsModule({
    db,
    signIns,
    organizations,
    accounts: accountModule,
    readingLists: engagement.readingLists,
    history,
    messages,
    now: deps.now,
  });
  const reading = await createReadingModule({
    db,
    config,
    objects,
    organizations,
    now: deps.now,
    cache: readCache,
    // Audio playlists and segments go unsigned (hls.js): their grant names a session and a device.
    identify: async (request) => ({
      userId: (await resolveSession(request, sessions))?.userId ?? null,
      deviceId: (await devices.findForSignature(request.cookies.deviceToken ?? ''))?.id ?? null,
    }),
  });
  const catalogService = new CatalogService(
    catalog,
    composeEntitlements(engagement.entitlements, reading.catalogFlags),
    readCache,
  );

  const rankings = createRankingsModule({
    db,
    organizations,
    refreshSeconds: config.rankingRefreshSeconds,
  });
  // Problem reports, tickets and card certificates (issue 17); their secrets derive from the master key.
  const masterKey = await loadBookMasterKey(config);
  const support = createSupportModule({
    database,
    files,
    store: new FileStore(objects),
    masterKey,
    now: deps.now,
  });

  const editorial = createEditorialModule({ database, files, cache: readCache });
  const search = createSearchModule({
    database,
    organizations,
    history,
    passageLocks: reading.passageLocks,
    cache: readCache,
  });
  const assistant = createAssistantModule({
    db,
    config: config.assistant,
    passageLocks: reading.passageLocks,
    bindings: organizations,
    recommendations: engagement.entitlements,
  });
  // Imports started from the editor console; a new book's word cloud is computed ahead.
  const imports = consoleImportJobs({
    database,
    config,
    files,
    objects,
    organizations,
    queue: jobs,
    uploads: new JobUploads(database),
    afterImport: async (contentId) => {
      await jobs.enqueue(WORD_CLOUD_JOB, { contentId }, { singletonKey: String(contentId) });
    },
    cache: readCache,
  });

  const liveRedis = redis;
  await app.register(
    healthRoutes({
      databaseKind: database.kind,
      redisUp: () => (liveRedis ? isRedisReachable(liveRedis) : Promise.resolve(false)),
      catalog,
    }),
  );
  await app.register(fileRoutes(files));
  // Lesson files go unsigned (links, <video>): their Urls carry a grant the module checks.
  await app.register(reading.fileRoutes);
  await app.register(support.fileRoutes);
  await app.register(deviceRoutes(devices));
  await app.register(ssoBrowserRoutes(sso, config.sso.publicUrl));

  const verifySignature = createSignatureVerifier({
    windowSeconds: config.signatureWindowSeconds,
    nonceStore,
    findDevice: (token) => devices.findForSignature(token),
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(async (api) => {
    api.addHook('preValidation', async (request) => {
      request.device = await verifySignature(request);
      request.user = await resolveSession(request, sessions);
    });
    await api.register(historyModule.routes);
    await api.register(createPredilectionRoutes(db));
    await api.register(search.routes);
    await api.register(catalogRoutes(catalogService));
    await api.register(engagement.routes);
    await api.register(assistant.routes);
    await api.register(editorial.routes);
    await api.register(createCuratedModule({ database, organizations }).routes);
    await api.register(rsaRoutes);
    await api.register(bookmarkRoutes(new BookmarkService(new BookmarkRepository(db))));
    await api.register(reading.routes);
    await api.register(accountModule.routes);
    await api.register(organizationRoutes(organizations));
    await api.register(ssoRoutes(sso, sessions, config.sso.publicUrl));
    await api.register(messageRoutes(messages));
    await api.register(points.routes);
    await api.register(createCardCertificates(db, masterKey));
    await api.register(support.routes);
    await api.register(
      adminJobsRoutes(new AdminJobsService(jobs, imports), new AdminRepository(db)),
    );
    await api.register(
      adminSupportRoutes(
        new AdminSupportService(database, support.service),
        new AdminRepository(db),
      ),
    );
    await api.register(
      createActivitiesModule({
        database,
        cards: points.cards,
        organizations,
        now: deps.now,
      }).routes,
    );
    await api.register(rankings.routes);
    await api.register(createPressModule({ db, now: deps.now }).routes);
    await api.register(
      (
        await createSpecialModule({
          db,
          config: config.special,
          signatureWindowSeconds: config.signatureWindowSeconds,
          keys: config,
          organizations,
          passageLocks: reading.passageLocks,
          now: deps.now,
        })
      ).routes,
    );
  });

  await registerSpa(app, config.webDist, [
    detailOpenGraphHook(catalogService),
    ...editorial.indexTransforms,
    ...search.indexTransforms,
  ]);

  // Background jobs (platform/jobs): run here unless a worker process runs them.
  const moduleJobs: ModuleJobs[] = [rankings.jobs, assistant.jobs, imports];
  const runner =
    deps.role === 'worker' || config.jobs.mode === 'inline'
      ? runnerFor(jobs, moduleJobs, { pollMs: config.jobs.pollMs, log: app.log })
      : null;
  app.addHook('onReady', () => {
    runner?.start();
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
    await readCache.close();
    if (redis) redis.disconnect();
    if (!deps.database) await database.close();
  });
  return app;
}
