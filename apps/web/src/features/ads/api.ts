// Asking the server for an ad for a slot.
import { type AdPosition, adEndpoints, type ServedAd } from '@sauti/contract';
import { callEndpoint } from '../../lib/api';
import { adSessionId, newAdId } from './ad-session';

export interface AdContext {
  /** The page's country filter, for a listener the server cannot place. */
  country?: string | undefined;
  genre?: string | undefined;
}

/** A served ad with the page view it was asked for: its view token is signed for that page view. */
export type ShownAd = ServedAd & { pageViewId: string };

/** Zero or one ad for the slot, for a new page view; the server answers none to premium users and admins. */
export async function fetchAd(position: AdPosition, context: AdContext): Promise<ShownAd | null> {
  const pageViewId = newAdId();
  const query = {
    position,
    session_id: adSessionId(),
    page_view_id: pageViewId,
    country: context.country,
    genre: context.genre,
  };
  const { data } = await callEndpoint(adEndpoints.active, { query });
  const ad = data.ads[0];
  return ad ? { ...ad, pageViewId } : null;
}
