// buildApp(config): the whole server, ready to listen or to be called by tests through inject.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Config } from './config';
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
import { healthRoutes } from './modules/health/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { InboxService } from './modules/inbox/service';
import { listeningRoutes } from './modules/listening/routes';
import { ListeningService } from './modules/listening/service';
import { liveRoutes } from './modules/live/routes';
import { stationPageHead } from './modules/share/station-page';
import { StreamGateway, streamRoutes } from './modules/streams';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './platform/db';
import { type Authenticator, registerAccessControl } from './platform/http/access';
import { registerErrorHandler } from './platform/http/error-handler';
import { contractSerializerCompiler } from './platform/http/serializer';
import { rewriteSpecAlias } from './platform/http/spec-aliases';
import { registerWebApp } from './platform/http/web-app';
import { StationEvents } from './platform/live-events';
import { createPubSub, type PubSub } from './platform/pubsub';
import { createRateLimiter, type RateLimiter } from './platform/rate-limit';
import { SafeFetch } from './platform/safe-fetch';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService;
    database: DatabaseHandle;
    pubsub: PubSub;
    safeFetch: SafeFetch;
    rateLimiter: RateLimiter;
    stationEvents: StationEvents;
    streams: StreamGateway;
    useAuthenticator(authenticator: Authenticator): void;
  }
}

const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    rewriteUrl: (request) => rewriteSpecAlias(request.url ?? '/'),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  let authenticator: Authenticator = async () => null;
  app.decorate('useAuthenticator', (next: Authenticator) => {
    authenticator = next;
  });
  registerAccessControl(app, () => authenticator);

  const database = openDatabase(config);
  const pubsub = createPubSub(config.redisUrl, config.redisNamespace);
  const rateLimiter = createRateLimiter(config.redisUrl, config.redisNamespace);
  const stationEvents = new StationEvents(pubsub);
  app.decorate('database', database);
  app.decorate('pubsub', pubsub);
  app.decorate('rateLimiter', rateLimiter);
  app.decorate('stationEvents', stationEvents);
  app.addHook('onClose', async () => {
    await rateLimiter.close();
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
  const sweeper = listening.startSweeping((error) =>
    app.log.warn({ err: error }, 'closing quiet listening sessions failed'),
  );
  app.addHook('preClose', () => sweeper.stop());
  const chat = new ChatService(database.db, catalogue, stationEvents, rateLimiter, (error) =>
    app.log.warn({ err: error }, 'publishing a chat event failed'),
  );
  const streams = new StreamGateway({
    safeFetch,
    pubsub,
    stationEvents,
    settings: config.gateway,
    log: { warn: (message) => app.log.warn(message) },
  });
  await streams.start();
  catalogue.useListenerCounts((stationId) => streams.listenerCount(stationId));
  app.decorate('streams', streams);
  app.addHook('preClose', async () => streams.close());

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Sauti API', version: '0.1.0', description: 'Live African radio.' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const checkDatabase = () =>
    sql`select 1`.execute(database.db).then(
      () => true,
      () => false,
    );
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { catalogue, dialect: database.dialect, checkDatabase });
      await api.register(catalogueRoutes, { catalogue });
      await api.register(liveRoutes, { catalogue, stationEvents });
      await api.register(assistantRoutes);
      await api.register(authRoutes, { accounts });
      await api.register(favoriteRoutes, { favorites });
      await api.register(listeningRoutes, { listening });
      await api.register(chatRoutes, { chat });
      await api.register(streamRoutes, { catalogue, gateway: streams });
      await api.register(inboxRoutes, { inbox: new InboxService(database.db) });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDist ?? DEFAULT_WEB_DIST, stationPageHead(catalogue));
  return app;
}
