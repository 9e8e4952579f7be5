// Song history: each station's announced titles as the relay heard them. An entry names the entry it
// follows (the station's latest when it was written, '' for none): two instances relaying the same
// station that both record the same title change write the same (station, follows) pair, and the
// unique key keeps one of them.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('song_history')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('station_id', 'varchar(36)', (col) => col.notNull().references('stations.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('played_at', 'text', (col) => col.notNull())
    .addColumn('follows', 'varchar(36)', (col) => col.notNull())
    .addUniqueConstraint('song_history_follows_key', ['station_id', 'follows'])
    .execute();
  await db.schema
    .createIndex('song_history_station_idx')
    .on('song_history')
    .columns(['station_id', 'played_at'])
    .execute();
}
