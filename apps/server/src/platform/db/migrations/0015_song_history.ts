// Song history: each station's announced titles as the relay heard them, numbered in order per
// station. The number is one more than the station's latest entry's: two instances relaying the same
// station that both record a title change write the same (station, seq), and the unique key keeps
// one of them. The order is the numbers', not the instances' clocks.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('song_history')
    .addColumn('station_id', 'varchar(36)', (col) => col.notNull().references('stations.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('played_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('song_history_pk', ['station_id', 'seq'])
    .execute();
}
