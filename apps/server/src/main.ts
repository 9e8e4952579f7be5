// Starts the server: read config, open the port (it answers "starting" until the app serves), build the
// app, load the catalogue when it is empty, serve (warming up first); on SIGTERM drain, then shut down cleanly.
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { answerWhileStarting } from './modules/server-health';
import { EarlyPort } from './platform/http/early-port';
import { serverTimeoutOptions } from './platform/http/server-timeouts';
import { warmUp } from './warm-up';

// A stopping instance ends its relays and event streams at once (players and browsers reconnect,
// through the load balancer, to another instance) and writes its buffered counters; whatever still
// holds the close past this is cut, so an orchestrator's stop never waits longer than 10 s.
const STOP_WITHIN_MS = 9_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Open before the slow parts (migrations, the catalogue's first load), so that a load balancer's
  // check meets 503 "starting" rather than a refused connection.
  const port = new EarlyPort(answerWhileStarting, serverTimeoutOptions(config.requestTimeouts));
  await port.listen(config.port, config.host);
  const app = await buildApp(config, { serverFactory: port.serverFactory });
  await app.catalogueImport.loadIfEmpty({
    catalogueFile: config.catalogueFile,
    radioBrowser: { baseUrl: config.radioBrowserUrl, timeoutMs: config.radioBrowserTimeoutMs },
  });
  let stopping = false;
  const stop = async (signal: string, drainMs: number) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, draining for ${drainMs} ms, then closing`);
    setTimeout(() => {
      app.log.warn(`Still closing after ${STOP_WITHIN_MS} ms; exiting now`);
      process.exit(1);
    }, STOP_WITHIN_MS).unref();
    // Readiness answers 503 from now on while everything else still serves, so the load balancer
    // notices and sends no new listeners here before the close ends what this instance holds.
    app.readiness.drain();
    await sleep(drainMs);
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM', config.drainDelayMs));
  // Ctrl-C at a terminal: no load balancer to wait for.
  process.once('SIGINT', () => void stop('SIGINT', 0));
  await app.listen({ port: config.port, host: config.host });
  if (config.warmUp) {
    await app.readiness
      .startingUntil(warmUp(app))
      .catch((error: unknown) => app.log.warn({ err: error }, 'Warming up after the start failed'));
  }
  app.log.info(`Sauti is serving on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : String(error);
  console.error(message);
  process.exit(1);
});
