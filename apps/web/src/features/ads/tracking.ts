// Counting what was seen (a viewable display ad) or heard (half an audio spot).
import { adEndpoints } from '@sauti/contract';
import { callEndpoint } from '../../lib/api';
import { adSessionId } from './ad-session';
import type { ShownAd } from './api';

/**
 * Counting is the server's; a count that does not arrive changes nothing for the listener. The view
 * token the ad was served with proves it was served, to this session and page view.
 */
export function countImpression(ad: ShownAd, kind: 'impression' | 'audio_half'): void {
  const body = {
    ad_id: ad.id,
    session_id: adSessionId(),
    page_view_id: ad.pageViewId,
    view_token: ad.view_token,
    kind,
    position: ad.position,
    page_url: window.location.pathname,
  };
  callEndpoint(adEndpoints.trackImpression, { body }).catch(() => {});
}
