// buildApp(config): the whole server, ready to listen or to be called by tests through inject.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Config } from './config';
import { catalogueRoutes } from './modules/catalogue/routes';
import { CatalogueService } from './modules/catalogue/service';
import { healthRoutes } from './modules/health/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { InboxService } from './modules/inbox/service';
import { liveRoutes } from './modules/live/routes';
import { stationPageHead } from './modules/share/station-page';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './platform/db';
import { type Authenticator, registerAccessControl } from './platform/http/access';
import { registerErrorHandler } from './platform/http/error-handler';
import { rewriteSpecAlias } from './platform/http/spec-aliases';
import { registerWebApp } from './platform/http/web-app';
import { StationEvents } from './platform/live-events';
import { createPubSub, type PubSub } from './platform/pubsub';
import { createRateLimiter, type RateLimiter } from './platform/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService;
    database: DatabaseHandle;
    pubsub: PubSub;
    rateLimiter: RateLimiter;
    stationEvents: StationEvents;
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
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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
  const pubsub = createPubSub(config.redisUrl);
  const rateLimiter = createRateLimiter(config.redisUrl);
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
  await migrateToLatest(database.db);

  const catalogue = new CatalogueService(database.db, pubsub, {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
  });
  await catalogue.start();
  app.decorate('catalogue', catalogue);

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
      await api.register(inboxRoutes, { inbox: new InboxService(database.db) });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDist ?? DEFAULT_WEB_DIST, stationPageHead(catalogue));
  return app;
}
