// Starts the server: read config, build the app, listen, and shut down cleanly on SIGTERM/SIGINT.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.catalogue.loadIfEmpty({
    catalogueFile: config.catalogueFile,
    radioBrowser: { baseUrl: config.radioBrowserUrl, timeoutMs: config.radioBrowserTimeoutMs },
  });
  const close = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
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
