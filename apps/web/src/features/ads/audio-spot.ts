// An audio spot before a station (AD_RULES.audioSpot): played to its end in its own audio element, counted
// once half of it was heard. The server decides whether there is one (none for premium listeners, at most
// one per session every 30 minutes); the spec gives no rule for skipping, so only stopping the play ends it.
import { AD_RULES, type ServedAd, type Station } from '@sauti/contract';
import { fetchAd } from './api';
import { countImpression } from './tracking';

/** Past its announced length, a spot that stalls no longer holds the station back. */
const STALL_ALLOWANCE_S = 10;
const LONGEST_SPOT_S = 30;

export interface SpotProgress {
  ad: ServedAd;
  /** Whole seconds left, for the "Ad · 12 s" label. */
  remaining: number;
}

export async function playAudioSpot(
  station: Station,
  signal: AbortSignal,
  onProgress: (progress: SpotProgress | null) => void,
): Promise<void> {
  const ad = await fetchAd('audio_break', { country: station.country, genre: station.genre });
  if (!ad?.audio_url || signal.aborted) return;
  const audio = new Audio(ad.audio_url);
  const seconds = ad.audio_seconds ?? LONGEST_SPOT_S;
  let counted = false;
  onProgress({ ad, remaining: Math.ceil(seconds) });
  try {
    await new Promise<void>((resolve) => {
      const guard = setTimeout(resolve, (seconds + STALL_ALLOWANCE_S) * 1000);
      const finish = () => {
        clearTimeout(guard);
        resolve();
      };
      audio.addEventListener('timeupdate', () => {
        const length = Number.isFinite(audio.duration) ? audio.duration : seconds;
        onProgress({ ad, remaining: Math.max(0, Math.ceil(length - audio.currentTime)) });
        if (!counted && audio.currentTime >= length * AD_RULES.audioSpot.heardShare) {
          counted = true;
          countImpression(ad, 'audio_half');
        }
      });
      audio.addEventListener('ended', finish);
      audio.addEventListener('error', finish);
      signal.addEventListener('abort', finish);
      // A browser that refuses to play it (autoplay rules) goes straight to the station.
      audio.play().catch(finish);
    });
  } finally {
    audio.pause();
    audio.removeAttribute('src');
    onProgress(null);
  }
}
