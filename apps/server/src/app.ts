// buildApp(config): the whole server, ready to listen or to be called by tests through inject.
import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import serverPackage from '../package.json' with { type: 'json' };
import { checkWorkerFor } from './check-worker';
import type { Config } from './config';
import { adminRoutes, adminServices } from './modules/admin';
import { Advertising, adAdminRoutes, adRoutes } from './modules/ads';
import { assistantRoutes } from './modules/assistant/routes';
import { bearerAuthenticator } from './modules/auth/authenticator';
import { authRoutes } from './modules/auth/routes';
import { AccountService } from './modules/auth/service';
import { catalogueRoutes } from './modules/catalogue/routes';
import { CatalogueService } from './modules/catalogue/service';
import { chatRoutes } from './modules/chat/routes';
import { ChatService } from './modules/chat/service';
import { favoriteRoutes } from './modules/favorites/routes';
import { FavoriteService } from './modules/favorites/service';
import { healthRoutes, ReadinessService } from './modules/health';
import { inboxRoutes } from './modules/inbox/routes';
import { InboxService } from './modules/inbox/service';
import { listeningRoutes } from './modules/listening/routes';
import { ListeningService } from './modules/listening/service';
import { eventStreamSlots, liveRoutes } from './modules/live/routes';
import { metricsRoutes } from './modules/metrics';
import { ClickReporter, PlayService } from './modules/plays';
import { RadioBrowserApi, radioBrowserApiRoutes } from './modules/radio-browser-api';
import { recommendationRoutes } from './modules/recommendations/routes';
import { RecommendationService } from './modules/recommendations/service';
import { sitemapRoutes } from './modules/share/sitemap';
import { stationPageHead } from './modules/share/station-page';
import {
  CHECK_QUEUE,
  type CheckJob,
  StreamChecker,
  StreamHealthService,
  streamHealthRoutes,
} from './modules/stream-health';
import { StreamGateway, streamRoutes } from './modules/streams';
import { BlobStore } from './platform/blobs';
import { createCounters } from './platform/counters';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './platform/db';
import { type Authenticator, registerAccessControl } from './platform/http/access';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './platform/http/error-handler';
import { registerNulRemoval } from './platform/http/nul-removal';
import { requestIdGenerator } from './platform/http/request-id';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { contractSerializerCompiler } from './platform/http/serializer';
import { rewriteSpecAlias } from './platform/http/spec-aliases';
import { builtIndexHtml, registerWebApp } from './platform/http/web-app';
import { createJobQueue } from './platform/jobs';
import { StationEvents } from './platform/live-events';
import { createMetrics, registerRequestDurations } from './platform/metrics';
import { createPubSub, type PubSub } from './platform/pubsub';
import { createRateLimiter } from './platform/rate-limit';
import { SafeFetch } from './platform/safe-fetch';
import { SigningKey } from './platform/signing';

// Handles for main.ts, cli.ts and tests. Routes never read them: each gets its services through
// its plugin options.
declare module 'fastify' {
  interface FastifyInstance {
    ads: Advertising;
    catalogue: CatalogueService;
    database: DatabaseHandle;
    plays: PlayService;
    pubsub: PubSub;
    readiness: ReadinessService;
    safeFetch: SafeFetch;
    stationEvents: StationEvents;
    streams: StreamGateway;
    streamHealth: StreamHealthService;
    useAuthenticator(authenticator: Authenticator): void;
  }
}

const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

export interface AppOptions {
  /** The HTTP server to serve on instead of one of Fastify's own: main.ts's port, open while the app is built. */
  serverFactory?: FastifyServerFactory;
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    serverFactory: options.serverFactory,
    logger: { level: config.logLevel },
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    rewriteUrl: (request) => rewriteSpecAlias(request.url ?? '/'),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  registerErrorHandler(app);
  registerNulRemoval(app);
  const webDist = config.webDist ?? DEFAULT_WEB_DIST;
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl, indexHtml: builtIndexHtml(webDist) });
  // Hooks that run on every request take a callback rather than return a promise: it spares each
  // request a few promises and microtask turns.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  const metrics = createMetrics();
  registerRequestDurations(app, metrics);

  let authenticator: Authenticator = async () => null;
  app.decorate('useAuthenticator', (next: Authenticator) => {
    authenticator = next;
  });
  registerAccessControl(app, () => authenticator);

  const database = openDatabase(config);
  const pubsub = createPubSub(config.redisUrl, config.redisNamespace);
  const rateLimiter = createRateLimiter(config.redisUrl, config.redisNamespace);
  const counters = createCounters(config.redisUrl, config.redisNamespace);
  const stationEvents = new StationEvents(pubsub);
  app.decorate('database', database);
  app.decorate('pubsub', pubsub);
  app.decorate('stationEvents', stationEvents);
  app.addHook('onClose', async () => {
    await rateLimiter.close();
    await counters.close();
    await pubsub.close();
    await database.close();
  });
  await migrateToLatest(database);

  const safeFetch = new SafeFetch({
    allow: config.safeFetchAllow,
    connectTimeoutMs: config.gateway.connectTimeoutMs,
    responseTimeoutMs: config.gateway.responseTimeoutMs,
  });
  const catalogue = new CatalogueService(
    database.db,
    pubsub,
    { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    safeFetch,
  );
  await catalogue.start();
  app.addHook('preClose', async () => catalogue.stop());
  app.decorate('catalogue', catalogue);
  app.decorate('safeFetch', safeFetch);

  const accounts = new AccountService(database.db, rateLimiter);
  app.useAuthenticator(bearerAuthenticator(accounts));
  if (config.admin) {
    const admin = await accounts.ensureAdmin(config.admin);
    app.log.info(`Admin account ready: ${admin.email}`);
  }
  const favorites = new FavoriteService(database.db, catalogue);
  const listening = new ListeningService(database.db, catalogue);
  catalogue.useCoListening(() => listening.stationsPerListener());
  const recommendations = new RecommendationService(catalogue, {
    favourites: (userId) => favorites.list(userId),
    recentlyPlayed: (userId, limit) => listening.recentlyPlayed(userId, limit),
  });
  const sweeper = listening.startSweeping((error) =>
    app.log.warn({ err: error }, 'closing quiet listening sessions failed'),
  );
  app.addHook('preClose', () => sweeper.stop());
  const chat = new ChatService(
    database.db,
    catalogue,
    stationEvents,
    rateLimiter,
    (error) => app.log.warn({ err: error }, 'publishing a chat event failed'),
    metrics.chatMessages,
  );
  const signingKey = await SigningKey.load(database.db, config.signingKey);
  stationEvents.addReplay((stationId, lastEventId) => chat.replay(stationId, lastEventId));
  const streams = new StreamGateway({
    safeFetch,
    pubsub,
    stationEvents,
    signingKey,
    settings: config.gateway,
    listenerCaps: config.connectionCaps.relayListeners,
    maxUpstreams: config.connectionCaps.upstreams,
    log: { warn: (message) => app.log.warn(message) },
  });
  await streams.start();
  catalogue.useListenerCounts((stationId) => streams.listenerCount(stationId));
  app.decorate('streams', streams);
  app.addHook('preClose', async () => streams.close());
  const admin = adminServices({
    db: database.db,
    catalogue,
    accounts,
    checker: new StreamChecker({ safeFetch, region: config.checkRegion }),
    liveListeners: () => streams.listenerCounts(),
    listenerCount: (stationId) => streams.listenerCount(stationId),
  });

  const warn = (error: unknown, message: string) => app.log.warn({ err: error }, message);
  const reporter = config.radioBrowserReport
    ? new ClickReporter({
        safeFetch,
        baseUrl: config.radioBrowserUrl,
        userAgent: `Sauti/${serverPackage.version} (+${config.publicUrl})`,
        onError: (error, stationuuid) => warn(error, `Reporting a play of ${stationuuid} to Radio Browser failed`),
      })
    : undefined;
  const plays = new PlayService({ db: database.db, rateLimiter, pubsub, catalogue, reporter, log: { warn } });
  await plays.start();
  app.decorate('plays', plays);
  app.addHook('preClose', async () => plays.close());
  const blobs = new BlobStore(config.dataDir);
  const ads = new Advertising({
    db: database.db,
    pubsub,
    counters,
    signingKey,
    blobs,
    catalogue,
    log: { warn: (message) => app.log.warn(message) },
    events: metrics.adEvents,
  });
  await ads.start();
  catalogue.useSponsoredStations(() => new Set(ads.serving.sponsoredStations().station_ids));
  app.decorate('ads', ads);
  // onClose hooks run last-added first, after the server has finished its requests: this one writes
  // the last counts before the hook above closes the database.
  app.addHook('onClose', () => ads.close());
  const checkQueue = createJobQueue<CheckJob>({ url: config.redisUrl, namespace: config.redisNamespace }, CHECK_QUEUE, {
    onError: (error) => app.log.warn({ err: error }, 'a stream check job failed'),
  });
  const checkWorker = checkWorkerFor(config, database.db, safeFetch, metrics.streamChecks);
  checkQueue.work(checkWorker.handle, config.checks.concurrency);
  const streamHealth = new StreamHealthService({
    db: database.db,
    catalogue,
    queue: checkQueue,
    worker: checkWorker,
    rateLimiter,
    settings: config.checks,
    log: { warn: (message) => app.log.warn(message) },
  });
  streamHealth.start();
  app.decorate('streamHealth', streamHealth);
  app.addHook('preClose', async () => {
    await streamHealth.close();
    await checkQueue.close();
  });

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Sauti API', version: serverPackage.version, description: 'Live African radio.' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const readiness = new ReadinessService({
    database: () => sql`select 1`.execute(database.db),
    redis: config.redisUrl ? () => pubsub.ping() : undefined,
  });
  app.decorate('readiness', readiness);
  const eventStreams = eventStreamSlots(config.connectionCaps.eventStreams);
  metrics.readGaugesFrom({
    relay: () => streams.relayLoad(),
    eventStreams: () => eventStreams.size,
    queueDepths: async () => ({ [CHECK_QUEUE]: await checkQueue.depth() }),
    catalogueStations: () => catalogue.size,
  });
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { catalogue, dialect: database.dialect, readiness });
      await api.register(catalogueRoutes, { catalogue });
      await api.register(liveRoutes, { catalogue, stationEvents, slots: eventStreams });
      await api.register(assistantRoutes, { isDiscoverable: (country: string) => catalogue.isDiscoverable(country) });
      await api.register(authRoutes, { accounts });
      await api.register(favoriteRoutes, { favorites });
      await api.register(recommendationRoutes, { recommendations });
      await api.register(listeningRoutes, { listening });
      await api.register(chatRoutes, { chat });
      await api.register(streamRoutes, { catalogue, gateway: streams, plays });
      await api.register(streamHealthRoutes, { health: streamHealth });
      await api.register(inboxRoutes, { inbox: new InboxService(database.db, rateLimiter) });
      await api.register(adRoutes, { serving: ads.serving, tracking: ads.tracking, reports: ads.reports, blobs });
      await api.register(adAdminRoutes, { admin: ads.admin, reports: ads.reports });
      await api.register(adminRoutes, { admin });
    },
    { prefix: '/api' },
  );

  const radioBrowserApi = new RadioBrowserApi(catalogue, plays, rateLimiter, {
    publicUrl: config.publicUrl,
    radioBrowserUrl: config.radioBrowserUrl,
    softwareVersion: serverPackage.version,
    connectTimeoutMs: config.gateway.connectTimeoutMs,
  });
  await app.register(radioBrowserApiRoutes, { prefix: '/json', api: radioBrowserApi });

  await app.register(sitemapRoutes, { catalogue, publicUrl: config.publicUrl });
  await registerWebApp(app, webDist, {
    publicUrl: config.publicUrl,
    pageHead: stationPageHead(catalogue, config.publicUrl),
  });
  return app;
}
