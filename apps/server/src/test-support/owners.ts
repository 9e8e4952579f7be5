// A station's owner for tests of owner routes: a registered listener recorded as the station's owner,
// as a verified claim leaves them (the claim flow itself is tested in station-owners).
import type { FastifyInstance } from 'fastify';
import { aListener, type Listener } from './accounts';

export async function anOwnerOf(app: FastifyInstance, stationId: string): Promise<Listener> {
  const owner = await aListener(app);
  await app.database.db
    .insertInto('station_owners')
    .values({
      station_id: stationId,
      user_id: owner.user.id,
      claim_id: null,
      invited_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return owner;
}
