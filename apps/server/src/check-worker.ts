// startCheckWorker(config): the stream checker alone, for `npm run worker`. It takes check jobs from
// the Redis queue that every instance fills, checks from its own CHECK_REGION and records the results
// in the shared database; the instance that started a run applies them. Run any number, anywhere.
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, ConfigError } from './config';
import { metricsRoutes } from './modules/metrics';
import { CHECK_QUEUE, type CheckJob, type CheckWorker, createCheckWorker } from './modules/stream-checks';
import { type Db, migrateToLatest, openDatabase } from './platform/db';
import { registerErrorHandler } from './platform/http/error-handler';
import { contractSerializerCompiler } from './platform/http/serializer';
import { createRedisQueue } from './platform/jobs';
import { createMetrics, type LabelledTally, type Metrics } from './platform/metrics';
import { SafeFetch } from './platform/safe-fetch';

/**
 * The check worker as this config describes it: its region, its deadline, Radio Browser for repairs;
 * in the app, `checks` counts what it checked for /metrics.
 */
export function checkWorkerFor(
  config: Config,
  db: Db,
  safeFetch: SafeFetch,
  checks?: LabelledTally<'outcome'>,
): CheckWorker {
  return createCheckWorker({
    db,
    safeFetch,
    region: config.checkRegion,
    radioBrowserUrl: config.radioBrowserUrl,
    deadlineMs: config.checks.deadlineMs,
    now: config.checks.now,
    checks,
  });
}

export interface RunningWorker {
  /** Where GET /metrics answers (with METRICS_TOKEN set), as host:port; none while the token is unset. */
  metricsAddress: string | undefined;
  close(): Promise<void>;
}

/** GET /metrics on WORKER_METRICS_PORT, so a scraper sees a worker's checks as it sees a server's. */
async function serveMetrics(config: Config, metrics: Metrics) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  registerErrorHandler(app);
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  await app.listen({ host: config.host, port: config.workerMetricsPort });
  return app;
}

export async function startCheckWorker(
  config: Config,
  log: { warn(message: string): void } = console,
): Promise<RunningWorker> {
  if (!config.redisUrl) {
    throw new ConfigError(
      'npm run worker needs REDIS_URL: it takes its check jobs from the Redis queue the servers fill.',
    );
  }
  const database = openDatabase(config);
  await migrateToLatest(database);
  const safeFetch = new SafeFetch({
    allow: config.safeFetchAllow,
    connectTimeoutMs: config.gateway.connectTimeoutMs,
    responseTimeoutMs: config.gateway.responseTimeoutMs,
  });
  const metrics = createMetrics();
  const worker = checkWorkerFor(config, database.db, safeFetch, metrics.streamChecks);
  const metricsServer = config.metricsToken ? await serveMetrics(config, metrics) : undefined;
  const queue = createRedisQueue<CheckJob>({
    url: config.redisUrl,
    namespace: config.redisNamespace,
    name: CHECK_QUEUE,
    onError: (error) => log.warn(`A stream check job failed: ${error instanceof Error ? error.message : error}`),
  });
  queue.work(worker.handle, config.checks.concurrency);
  const address = metricsServer?.server.address();
  return {
    metricsAddress: address && typeof address === 'object' ? `${address.address}:${address.port}` : undefined,
    async close() {
      await metricsServer?.close();
      await queue.close();
      await database.close();
    },
  };
}
