// `npm run worker`: reads config, starts the stream check worker, and stops cleanly on SIGTERM/SIGINT.
import { startCheckWorker } from './check-worker';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const worker = await startCheckWorker(config);
  console.log(`Checking streams from region ${config.checkRegion}, ${config.checks.concurrency} at a time.`);
  const close = async (signal: string) => {
    console.log(`${signal} received, finishing the checks under way`);
    await worker.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
