// Asking the server for an ad for a slot.
import { type AdPosition, adEndpoints, type ServedAd } from '@sauti/contract';
import { callEndpoint } from '../../lib/api';
import { adSessionId } from './ad-session';

export interface AdContext {
  /** The page's country filter, for a listener the server cannot place. */
  country?: string | undefined;
  genre?: string | undefined;
}

/** Zero or one ad for the slot; the server answers none to premium users and admins. */
export async function fetchAd(position: AdPosition, context: AdContext): Promise<ServedAd | null> {
  const query = { position, session_id: adSessionId(), country: context.country, genre: context.genre };
  const { data } = await callEndpoint(adEndpoints.active, { query });
  return data.ads[0] ?? null;
}
