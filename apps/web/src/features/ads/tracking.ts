// Counting what was seen (a viewable display ad) or heard (half an audio spot).
import { adEndpoints, type ServedAd } from '@sauti/contract';
import { callEndpoint } from '../../lib/api';
import { adSessionId } from './ad-session';

/** Counting is the server's; a count that does not arrive changes nothing for the listener. */
export function countImpression(ad: ServedAd, pageViewId: string, kind: 'impression' | 'audio_half'): void {
  const body = {
    ad_id: ad.id,
    session_id: adSessionId(),
    page_view_id: pageViewId,
    kind,
    position: ad.position,
    page_url: window.location.pathname,
  };
  callEndpoint(adEndpoints.trackImpression, { body }).catch(() => {});
}
