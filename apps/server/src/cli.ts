// Operators' tasks from the command line: catalogue `import <file>` and `sync` (Radio Browser), and
// `backup <file>` and `restore <file>` of DATA_DIR.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { describeImport } from './modules/catalogue-import';
import {
  POSTGRESQL_BACKUP_ADVICE,
  POSTGRESQL_RESTORE_ADVICE,
  type RestoreSummary,
  restoreBackup,
  writeBackup,
} from './platform/backup';

type Command = (config: Config, argument: string | undefined) => Promise<void>;

/** "the database and 3 uploads", or "3 uploads" when the database is PostgreSQL's to keep. */
const contents = ({ database, uploads }: RestoreSummary) =>
  `${database === 'sqlite' ? 'the database and ' : ''}${uploads} uploads`;

const USAGE = 'Usage: cli.js import <file> | cli.js sync | cli.js backup <file> | cli.js restore <file>';

/** The catalogue commands need the whole app; backup and restore must not open the database as the server does. */
async function withApp(config: Config, task: (app: FastifyInstance) => Promise<void>) {
  const app = await buildApp({ ...config, logLevel: 'warn' });
  try {
    await task(app);
  } finally {
    await app.close();
  }
}

const COMMANDS: Record<string, Command> = {
  import: (config, file) => {
    if (!file) throw new Error('Usage: npm run catalogue:import -- path/to/radio-browser-export.json');
    return withApp(config, async (app) => {
      const summary = await app.catalogueImport.importFile(file, (done, total) => {
        process.stdout.write(`\rImporting ${done}/${total} records`);
      });
      process.stdout.write('\n');
      console.log(`Imported ${file}: ${describeImport(summary)}`);
    });
  },
  sync: (config) =>
    withApp(config, async (app) => {
      const summary = await app.catalogueImport.syncRadioBrowser(
        { baseUrl: config.radioBrowserUrl, timeoutMs: Math.max(config.radioBrowserTimeoutMs, 15_000) },
        (code, done) => process.stdout.write(`\rFetched ${done}/54 countries (${code})`),
      );
      process.stdout.write('\n');
      console.log(`Synced from ${config.radioBrowserUrl}: ${describeImport(summary)}`);
    }),
  backup: async (config, file) => {
    if (!file) throw new Error('Usage: npm run backup -- path/to/new-backup.tar');
    if (config.databaseUrl) console.log(POSTGRESQL_BACKUP_ADVICE);
    const summary = await writeBackup(config, file);
    console.log(`Backed up ${contents(summary)} to ${summary.file} (${summary.bytes} bytes).`);
  },
  restore: async (config, file) => {
    if (!file) throw new Error('Usage: npm run restore -- path/to/backup.tar');
    if (config.databaseUrl) console.log(POSTGRESQL_RESTORE_ADVICE);
    const summary = await restoreBackup(config, file);
    console.log(`Restored ${contents(summary)} into ${config.dataDir}.`);
  },
};

async function run(name: string | undefined, argument: string | undefined): Promise<void> {
  const command = name !== undefined && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) throw new Error(USAGE);
  await command(loadConfig(), argument);
}

run(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
