// The server in two parts: createServices(config) builds every service over the stores, with one
// close(); registerRoutes(app, services) mounts the HTTP surface over them. buildApp(config) puts
// both on a Fastify instance, ready to listen or to be called by tests through inject.
import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerFactory,
  LogController,
} from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import pino from 'pino';
import serverPackage from '../package.json' with { type: 'json' };
import { checkWorkerFor } from './check-worker';
import type { Config } from './config';
import { OwnAccountService, ownAccountRoutes } from './modules/account';
import { AccountEmail, accountEmailRoutes } from './modules/account-email';
import { type AdminServices, adminRoutes, adminServices } from './modules/admin';
import { Advertising, adAdminRoutes, adRoutes } from './modules/ads';
import { assistantRoutes } from './modules/assistant';
import { AudienceStatsService, audienceStatsRoutes } from './modules/audience-stats';
import { AccountService, authRoutes, bearerAuthenticator } from './modules/auth';
import { CatalogueService, catalogueRoutes, StationEditor } from './modules/catalogue';
import { CatalogueImport } from './modules/catalogue-import';
import { CatalogueQuality, catalogueQualityRoutes } from './modules/catalogue-quality';
import { ChatService, chatRoutes } from './modules/chat';
import { ChatModeration, chatModerationRoutes } from './modules/chat-moderation';
import { eventStreamRoutes, eventStreamSlots } from './modules/event-streams';
import { FavoriteFiles, FavoriteService, favoriteFileRoutes, favoriteRoutes } from './modules/favorites';
import { ListeningService, listeningRoutes, stationsPerListener } from './modules/listening-sessions';
import { metricsRoutes } from './modules/metrics';
import { PlaylistService, playlistRoutes } from './modules/playlists';
import { ClickReporter, PlayService } from './modules/plays';
import { InboxService, publicFormRoutes } from './modules/public-forms';
import { RadioBrowserApi, radioBrowserApiRoutes } from './modules/radio-browser-api';
import { RecommendationService, recommendationRoutes } from './modules/recommendations';
import { ReadinessService, serverHealthRoutes } from './modules/server-health';
import { embedPageRoutes, oembedRoutes, sitemapRoutes, stationPageHead } from './modules/share';
import { SongHistoryService, songHistoryRoutes } from './modules/song-history';
import { StationLogos, stationLogoRoutes } from './modules/station-logos';
import { ClaimService, StationOwnership, stationOwnerRoutes, WebsiteProof } from './modules/station-owners';
import { ScheduleService, scheduleRoutes } from './modules/station-schedules';
import {
  CHECK_QUEUE,
  type CheckJob,
  StreamChecker,
  StreamHealthService,
  streamCheckRoutes,
} from './modules/stream-checks';
import { AudienceSessions, StreamGateway, streamRoutes } from './modules/stream-gateway';
import { StudioService, studioRoutes } from './modules/studio';
import { BlobStore } from './platform/blobs';
import type { ConnectionSlots } from './platform/connection-limits';
import { limitHalfOpenConnections } from './platform/connection-limits/half-open';
import { createCounters } from './platform/counters';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './platform/db';
import { type Authenticator, registerAccessControl } from './platform/http/access';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './platform/http/error-handler';
import { registerNulRemoval } from './platform/http/nul-removal';
import { registerOptionalBodies } from './platform/http/optional-body';
import { registerPrivateAnswers } from './platform/http/private-answers';
import { requestIdGenerator } from './platform/http/request-id';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { contractSerializerCompiler } from './platform/http/serializer';
import { serverTimeoutOptions } from './platform/http/server-timeouts';
import { rewriteSpecAlias } from './platform/http/spec-aliases';
import { builtIndexHtml, registerWebApp } from './platform/http/web-app';
import { createJobQueue, type JobQueue } from './platform/jobs';
import { StationEvents } from './platform/live-events';
import { createMailer } from './platform/mail';
import { createMetrics, type Metrics, registerRequestDurations } from './platform/metrics';
import { createPubSub, type PubSub } from './platform/pubsub';
import { createRateLimiter, type RateLimiter } from './platform/rate-limit';
import { SafeFetch } from './platform/safe-fetch';
import { SigningKey } from './platform/signing';
import { isWarmUpRequest } from './warm-up';

/** Everything the routes serve from, built once per process. */
export interface Services {
  config: Config;
  log: FastifyBaseLogger;
  database: DatabaseHandle;
  pubsub: PubSub;
  rateLimiter: RateLimiter;
  stationEvents: StationEvents;
  safeFetch: SafeFetch;
  metrics: Metrics;
  blobs: BlobStore;
  catalogue: CatalogueService;
  catalogueImport: CatalogueImport;
  accounts: AccountService;
  ownAccount: OwnAccountService;
  accountEmail: AccountEmail;
  favorites: FavoriteService;
  favoriteFiles: FavoriteFiles;
  playlists: PlaylistService;
  listening: ListeningService;
  recommendations: RecommendationService;
  chat: ChatService;
  chatModeration: ChatModeration;
  streams: StreamGateway;
  eventStreams: ConnectionSlots;
  plays: PlayService;
  ads: Advertising;
  admin: AdminServices;
  quality: CatalogueQuality;
  checkQueue: JobQueue<CheckJob>;
  streamHealth: StreamHealthService;
  readiness: ReadinessService;
  inbox: InboxService;
  radioBrowserApi: RadioBrowserApi;
  logos: StationLogos;
  songHistory: SongHistoryService;
  stationOwners: StationOwnership;
  claims: ClaimService;
  studio: StudioService;
  schedules: ScheduleService;
  audience: AudienceStatsService;
  /** Ends the long-lived work (relays, checks, timers), writes what is buffered, then closes the stores. */
  close(): Promise<void>;
}

// Handles for main.ts, cli.ts and tests. Routes never read them: each gets its services through
// its plugin options.
declare module 'fastify' {
  interface FastifyInstance {
    ads: Advertising;
    catalogue: CatalogueService;
    catalogueImport: CatalogueImport;
    database: DatabaseHandle;
    logos: StationLogos;
    plays: PlayService;
    pubsub: PubSub;
    readiness: ReadinessService;
    safeFetch: SafeFetch;
    songHistory: SongHistoryService;
    stationEvents: StationEvents;
    streams: StreamGateway;
    streamHealth: StreamHealthService;
    useAuthenticator(authenticator: Authenticator): void;
  }
}

const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

type Closer = () => unknown;

/** The stores every module writes to or talks through: the database (migrated), pub/sub, limits, counters. */
async function openStores(config: Config, closers: Closer[]) {
  const database = openDatabase(config);
  const pubsub = createPubSub(config.redisUrl, config.redisNamespace);
  const rateLimiter = createRateLimiter(config.redisUrl, config.redisNamespace);
  const counters = createCounters(config.redisUrl, config.redisNamespace);
  // Closed last, after every service that writes to them.
  closers.push(
    () => database.close(),
    () => pubsub.close(),
    () => counters.close(),
    () => rateLimiter.close(),
  );
  await migrateToLatest(database);
  return { database, pubsub, rateLimiter, counters, stationEvents: new StationEvents(pubsub) };
}

async function closeAll(closers: Closer[]): Promise<void> {
  for (const close of closers.reverse()) await close();
}

/** Password reset and email confirmation links, mailed through SMTP_URL; without it mail is off, and the log says so. */
function accountEmailService(
  config: Config,
  deps: { db: DatabaseHandle['db']; accounts: AccountService; limiter: RateLimiter; log: FastifyBaseLogger },
  closers: Closer[],
): AccountEmail {
  const mailer = createMailer(config.mail.smtpUrl, config.mail.from);
  if (!mailer.enabled) {
    deps.log.info('Mail is off (no SMTP_URL): password reset and email confirmation links cannot be sent.');
  }
  const accountEmail = new AccountEmail({
    ...deps,
    mailer,
    publicUrl: config.publicUrl,
    now: config.mail.now,
    log: { warn: (error, message) => deps.log.warn({ err: error }, message) },
  });
  deps.accounts.onRegistered((user) => accountEmail.mailConfirmationAfterRegistering(user));
  // The mails being sent go out before the transport and the database close.
  closers.push(
    () => mailer.close(),
    () => accountEmail.settled(),
  );
  return accountEmail;
}

export async function createServices(config: Config): Promise<Services> {
  // Run in reverse at close: each service stops before the stores it writes to close.
  const closers: Closer[] = [];
  try {
    return await startServices(config, closers);
  } catch (error) {
    // A start that fails halfway leaves nothing open behind it.
    await closeAll(closers);
    throw error;
  }
}

async function startServices(config: Config, closers: Closer[]): Promise<Services> {
  const log: FastifyBaseLogger = pino({ level: config.logLevel });
  const warn = (error: unknown, message: string) => log.warn({ err: error }, message);
  const { database, pubsub, rateLimiter, counters, stationEvents } = await openStores(config, closers);
  const db = database.db;
  const metrics = createMetrics();
  const safeFetch = new SafeFetch({
    allow: config.safeFetchAllow,
    connectTimeoutMs: config.gateway.connectTimeoutMs,
    responseTimeoutMs: config.gateway.responseTimeoutMs,
  });
  const signingKey = await SigningKey.load(db, config.signingKey);
  const blobs = new BlobStore(config.dataDir);

  const songHistory = new SongHistoryService({ db, log: { warn: (message) => log.warn(message) } });
  // Closed after the relays that feed it: the titles they heard are written before the database closes.
  closers.push(() => songHistory.settled());
  const audienceSessions = new AudienceSessions({ db, signingKey, warn: (message) => log.warn(message) });
  // Like song history: the sessions the relays end as they close are written before the database closes.
  closers.push(() => audienceSessions.settled());
  const streams = new StreamGateway({
    safeFetch,
    pubsub,
    stationEvents,
    signingKey,
    settings: config.gateway,
    listenerCaps: config.connectionCaps.relayListeners,
    maxUpstreams: config.connectionCaps.upstreams,
    log: { warn: (message) => log.warn(message) },
    songs: songHistory,
    audience: audienceSessions,
  });
  await streams.start();
  closers.push(() => streams.close());

  const catalogue = new CatalogueService({
    db,
    pubsub,
    log: { info: (message) => log.info(message), warn: (message) => log.warn(message) },
    listenerCount: (stationId) => streams.listenerCount(stationId),
    stationsPerListener: () => stationsPerListener(db),
  });
  await catalogue.start();
  closers.push(() => catalogue.stop());
  const catalogueImport = new CatalogueImport(db, catalogue, safeFetch, {
    info: (message) => log.info(message),
    warn: (message) => log.warn(message),
  });

  const logos = new StationLogos({
    findStation: (idOrSlug) => catalogue.find(idOrSlug),
    safeFetch,
    dataDir: config.dataDir,
    settings: { refreshMs: config.logoRefreshMs },
    log: { warn: (message) => log.warn(message) },
  });

  const accounts = new AccountService(db, rateLimiter);
  if (config.admin) {
    const admin = await accounts.ensureAdmin(config.admin);
    log.info(`Admin account ready: ${admin.email}`);
  }
  const accountEmail = accountEmailService(config, { db, accounts, limiter: rateLimiter, log }, closers);
  const favorites = new FavoriteService(db, catalogue);
  const listening = new ListeningService(db, catalogue);
  const sweeper = listening.startSweeping((error) => warn(error, 'closing quiet listening sessions failed'));
  closers.push(() => sweeper.stop());
  const recommendations = new RecommendationService(catalogue, {
    favourites: (userId) => favorites.list(userId),
    recentlyPlayed: (userId, limit) => listening.recentlyPlayed(userId, limit),
  });
  const chat = new ChatService(
    db,
    catalogue,
    stationEvents,
    rateLimiter,
    (error) => warn(error, 'publishing a chat event failed'),
    metrics.chatMessages,
  );
  stationEvents.addReplay((stationId, lastEventId) => chat.replay(stationId, lastEventId));
  const chatModeration = new ChatModeration({
    db,
    chat,
    catalogue,
    stationEvents,
    pubsub,
    limiter: rateLimiter,
    reportsToHide: config.chatReportsToHide,
    onPublishError: (error) => warn(error, 'publishing a chat moderation event failed'),
  });
  await chatModeration.start();
  closers.push(() => chatModeration.close());
  chat.useGate(chatModeration);
  stationEvents.addSnapshot((stationId) => chatModeration.snapshot(stationId));

  const reporter = config.radioBrowserReport
    ? new ClickReporter({
        safeFetch,
        baseUrl: config.radioBrowserUrl,
        userAgent: `Sauti/${serverPackage.version} (+${config.publicUrl})`,
        onError: (error, stationuuid) => warn(error, `Reporting a play of ${stationuuid} to Radio Browser failed`),
      })
    : undefined;
  const plays = new PlayService({ db, rateLimiter, pubsub, catalogue, reporter, log: { warn } });
  await plays.start();
  closers.push(() => plays.close());

  const ads = new Advertising({
    db,
    pubsub,
    counters,
    signingKey,
    blobs,
    catalogue,
    log: { warn: (message) => log.warn(message) },
    events: metrics.adEvents,
    traffic: config.adTraffic,
  });
  await ads.start();
  closers.push(() => ads.close());

  const checkQueue = createJobQueue<CheckJob>({ url: config.redisUrl, namespace: config.redisNamespace }, CHECK_QUEUE, {
    onError: (error) => warn(error, 'a stream check job failed'),
  });
  const checkWorker = checkWorkerFor(config, db, safeFetch, metrics.streamChecks);
  checkQueue.work(checkWorker.handle, config.checks.concurrency);
  closers.push(() => checkQueue.close());
  const streamHealth = new StreamHealthService({
    db,
    catalogue,
    queue: checkQueue,
    worker: checkWorker,
    rateLimiter,
    settings: config.checks,
    log: { warn: (message) => log.warn(message) },
  });
  streamHealth.start();
  closers.push(() => streamHealth.close());

  const playlists = new PlaylistService(db, catalogue);
  const checker = new StreamChecker({ safeFetch, region: config.checkRegion });
  const admin = adminServices({
    db,
    catalogue,
    accounts,
    checker,
    liveListeners: () => streams.listenerCounts(),
    listenerCount: (stationId) => streams.listenerCount(stationId),
  });
  const readiness = new ReadinessService({
    database: () => sql`select 1`.execute(db),
    redis: config.redisUrl ? () => pubsub.ping() : undefined,
  });
  const stationOwners = new StationOwnership(db);
  const eventStreams = eventStreamSlots(config.connectionCaps.eventStreams);
  metrics.readGaugesFrom({
    relay: () => streams.relayLoad(),
    eventStreams: () => eventStreams.size,
    queueDepths: async () => ({ [CHECK_QUEUE]: await checkQueue.depth() }),
    catalogueStations: () => catalogue.size,
  });
  const radioBrowserApi = new RadioBrowserApi(catalogue, plays, rateLimiter, {
    publicUrl: config.publicUrl,
    radioBrowserUrl: config.radioBrowserUrl,
    softwareVersion: serverPackage.version,
    connectTimeoutMs: config.gateway.connectTimeoutMs,
  });

  return {
    config,
    log,
    database,
    pubsub,
    rateLimiter,
    stationEvents,
    safeFetch,
    metrics,
    blobs,
    catalogue,
    catalogueImport,
    accounts,
    accountEmail,
    favorites,
    favoriteFiles: new FavoriteFiles(favorites, catalogue),
    playlists,
    ownAccount: new OwnAccountService({ db, accounts, catalogue, favorites, playlists, listening, chat }),
    listening,
    recommendations,
    chat,
    chatModeration,
    streams,
    eventStreams,
    plays,
    ads,
    admin,
    quality: new CatalogueQuality({ db, catalogue, editor: new StationEditor(db, catalogue) }),
    checkQueue,
    streamHealth,
    readiness,
    inbox: new InboxService(db, rateLimiter),
    radioBrowserApi,
    logos,
    songHistory,
    stationOwners,
    claims: new ClaimService({ db, catalogue, ownership: stationOwners, proof: new WebsiteProof(safeFetch) }),
    studio: new StudioService({
      db,
      catalogue,
      ownership: stationOwners,
      admin,
      health: streamHealth,
      checker,
      rateLimiter,
      blobs,
      logos,
      publicUrl: config.publicUrl,
    }),
    schedules: new ScheduleService(db, catalogue),
    audience: new AudienceStatsService(db, catalogue),
    close: () => closeAll(closers),
  };
}

/** The API under /api, Radio Browser's under /json, metrics, the sitemap and the web app. */
export async function registerRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { config, catalogue, ads } = services;
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Sauti API', version: serverPackage.version, description: 'Live African radio.' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(metricsRoutes, { metrics: services.metrics, token: config.metricsToken });
  await app.register(
    async (api) => {
      await api.register(serverHealthRoutes, {
        catalogue,
        dialect: services.database.dialect,
        readiness: services.readiness,
      });
      await api.register(catalogueRoutes, {
        catalogue,
        sponsoredStations: () => new Set(ads.serving.sponsoredStations().station_ids),
      });
      await api.register(stationLogoRoutes, { logos: services.logos });
      await api.register(eventStreamRoutes, {
        catalogue,
        stationEvents: services.stationEvents,
        slots: services.eventStreams,
        hiddenAuthors: (userId: string) => services.chatModeration.hiddenAuthors(userId),
      });
      await api.register(assistantRoutes, { isDiscoverable: (country: string) => catalogue.isDiscoverable(country) });
      await api.register(authRoutes, { accounts: services.accounts });
      await api.register(ownAccountRoutes, { accounts: services.accounts, ownAccount: services.ownAccount });
      await api.register(accountEmailRoutes, { accountEmail: services.accountEmail });
      await api.register(favoriteRoutes, { favorites: services.favorites });
      await api.register(favoriteFileRoutes, { files: services.favoriteFiles });
      await api.register(playlistRoutes, { playlists: services.playlists });
      await api.register(recommendationRoutes, { recommendations: services.recommendations });
      await api.register(listeningRoutes, { listening: services.listening });
      await api.register(chatRoutes, { chat: services.chat });
      await api.register(chatModerationRoutes, { moderation: services.chatModeration });
      await api.register(streamRoutes, { catalogue, gateway: services.streams, plays: services.plays });
      await api.register(songHistoryRoutes, { catalogue, history: services.songHistory });
      await api.register(scheduleRoutes, { schedules: services.schedules });
      await api.register(audienceStatsRoutes, { audience: services.audience });
      await api.register(streamCheckRoutes, { health: services.streamHealth });
      await api.register(publicFormRoutes, { inbox: services.inbox });
      await api.register(adRoutes, {
        serving: ads.serving,
        tracking: ads.tracking,
        reports: ads.reports,
        blobs: services.blobs,
      });
      await api.register(adAdminRoutes, { admin: ads.admin, reports: ads.reports });
      await api.register(adminRoutes, { admin: services.admin });
      await api.register(catalogueQualityRoutes, { quality: services.quality });
      await api.register(stationOwnerRoutes, {
        ownership: services.stationOwners,
        claims: services.claims,
        catalogue,
      });
      await api.register(studioRoutes, { studio: services.studio, blobs: services.blobs });
      await api.register(oembedRoutes, { catalogue, publicUrl: config.publicUrl });
    },
    { prefix: '/api' },
  );
  await app.register(radioBrowserApiRoutes, { prefix: '/json', api: services.radioBrowserApi });
  await app.register(sitemapRoutes, { catalogue, publicUrl: config.publicUrl });
  await app.register(embedPageRoutes, { catalogue, publicUrl: config.publicUrl });
  await registerWebApp(app, webDistOf(config), {
    publicUrl: config.publicUrl,
    pageHead: stationPageHead(catalogue, config.publicUrl),
  });
}

const webDistOf = (config: Config) => config.webDist ?? DEFAULT_WEB_DIST;

export interface AppOptions {
  /** The HTTP server to serve on instead of one of Fastify's own: main.ts's port, open while the app is built. */
  serverFactory?: FastifyServerFactory;
}

/** Fastify with what every request passes through: errors, security headers, request ids, timing, access. */
async function createHttpServer(config: Config, services: Services, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    serverFactory: options.serverFactory,
    loggerInstance: services.log,
    logController: new LogController({ disableRequestLogging: isWarmUpRequest }),
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    rewriteUrl: (request) => rewriteSpecAlias(request.url ?? '/'),
    bodyLimit: 1024 * 1024,
    // On a server Fastify makes (tests, tools); main.ts's early port is made with the same options.
    http: serverTimeoutOptions(config.requestTimeouts),
    requestTimeout: config.requestTimeouts.requestTimeoutMs,
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  limitHalfOpenConnections(app.server, config.connectionCaps.halfOpenPerClient);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  registerErrorHandler(app);
  registerOptionalBodies(app);
  registerNulRemoval(app);
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl, indexHtml: builtIndexHtml(webDistOf(config)) });
  registerPrivateAnswers(app);
  // Hooks that run on every request take a callback rather than return a promise: it spares each
  // request a few promises and microtask turns.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerRequestDurations(app, services.metrics);
  let authenticator: Authenticator = bearerAuthenticator(services.accounts);
  app.decorate('useAuthenticator', (next: Authenticator) => {
    authenticator = next;
  });
  registerAccessControl(app, () => authenticator, services.stationOwners.owns);
  return app;
}

function decorateWithHandles(app: FastifyInstance, services: Services): void {
  app.decorate('ads', services.ads);
  app.decorate('catalogue', services.catalogue);
  app.decorate('catalogueImport', services.catalogueImport);
  app.decorate('database', services.database);
  app.decorate('logos', services.logos);
  app.decorate('plays', services.plays);
  app.decorate('pubsub', services.pubsub);
  app.decorate('readiness', services.readiness);
  app.decorate('safeFetch', services.safeFetch);
  app.decorate('songHistory', services.songHistory);
  app.decorate('stationEvents', services.stationEvents);
  app.decorate('streams', services.streams);
  app.decorate('streamHealth', services.streamHealth);
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const services = await createServices(config);
  try {
    const app = await createHttpServer(config, services, options);
    decorateWithHandles(app, services);
    // Relays are responses that never finish: they end before the server waits for its requests.
    app.addHook('preClose', async () => services.streams.close());
    // After the server has finished its requests, which may still write.
    app.addHook('onClose', () => services.close());
    await registerRoutes(app, services);
    return app;
  } catch (error) {
    await services.close();
    throw error;
  }
}
