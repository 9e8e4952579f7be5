// Backup and restore of DATA_DIR for operators (npm run backup / npm run restore): the SQLite database
// and the uploads in one tar file. With PostgreSQL the database is PostgreSQL's own tools' job.
export { type BackupSummary, writeBackup } from './backup';
export { type RestoreSummary, restoreBackup } from './restore';

/** Printed by `npm run backup` when DATABASE_URL is set. */
export const POSTGRESQL_BACKUP_ADVICE = `DATABASE_URL is set, so the database lives in PostgreSQL: this backup holds only the uploads.
Back up the database with PostgreSQL's own tool, at the same time:
  pg_dump --format=custom --file=sauti.dump "$DATABASE_URL"`;

/** Printed by `npm run restore` when DATABASE_URL is set. */
export const POSTGRESQL_RESTORE_ADVICE = `DATABASE_URL is set, so the database lives in PostgreSQL: this restores only the uploads.
Restore the database from its pg_dump file into an empty database with PostgreSQL's own tool:
  pg_restore --no-owner --single-transaction --dbname="$DATABASE_URL" sauti.dump`;
