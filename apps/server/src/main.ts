// Starts the server: read config, build the app, listen, and shut down cleanly on SIGTERM/SIGINT.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

// A stopping instance ends its relays and event streams at once (players and browsers reconnect,
// through the load balancer, to another instance) and writes its buffered counters; whatever still
// holds the close past this is cut, so an orchestrator's stop never waits longer than 10 s.
const STOP_WITHIN_MS = 9_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.catalogue.loadIfEmpty({
    catalogueFile: config.catalogueFile,
    radioBrowser: { baseUrl: config.radioBrowserUrl, timeoutMs: config.radioBrowserTimeoutMs },
  });
  const close = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    setTimeout(() => {
      app.log.warn(`Still closing after ${STOP_WITHIN_MS} ms; exiting now`);
      process.exit(1);
    }, STOP_WITHIN_MS).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Sauti is serving on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : String(error);
  console.error(message);
  process.exit(1);
});
