// Catalogue tasks from the command line: `import <file>` and `sync` (Radio Browser).
import { buildApp } from './app';
import { loadConfig } from './config';
import { describeImport } from './modules/catalogue/service';

async function run(command: string | undefined, argument: string | undefined): Promise<void> {
  const config = { ...loadConfig(), logLevel: 'warn' as const };
  const app = await buildApp(config);
  try {
    if (command === 'import') {
      if (!argument) throw new Error('Usage: npm run catalogue:import -- path/to/radio-browser-export.json');
      const summary = await app.catalogue.importFile(argument, (done, total) => {
        process.stdout.write(`\rImporting ${done}/${total} records`);
      });
      process.stdout.write('\n');
      console.log(`Imported ${argument}: ${describeImport(summary)}`);
      return;
    }
    if (command === 'sync') {
      const summary = await app.catalogue.syncRadioBrowser(
        { baseUrl: config.radioBrowserUrl, timeoutMs: Math.max(config.radioBrowserTimeoutMs, 15_000) },
        (code, done) => process.stdout.write(`\rFetched ${done}/54 countries (${code})`),
      );
      process.stdout.write('\n');
      console.log(`Synced from ${config.radioBrowserUrl}: ${describeImport(summary)}`);
      return;
    }
    throw new Error('Usage: cli.js import <file> | cli.js sync');
  } finally {
    await app.close();
  }
}

run(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
