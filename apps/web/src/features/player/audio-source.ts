// Loading one candidate into the audio element and waiting for it to play (spec section 4: each
// candidate gets up to 10 seconds to become ready).
import type Hls from 'hls.js';
import type { PlaybackCandidate } from './candidates';

export const READY_TIMEOUT_MS = 10_000;

export function audioErrorMessage(audio: HTMLAudioElement): string {
  return audio.error?.message || 'Unknown audio error';
}

/** A loaded source: hls.js when the browser has no native HLS, so it can be torn down with the next one. */
export interface LoadedSource {
  release(): void;
}

export async function loadCandidate(
  audio: HTMLAudioElement,
  candidate: PlaybackCandidate,
  readsAudio: boolean,
): Promise<LoadedSource> {
  // Same-origin gateway audio may always be read by the visualizer; a direct address must then come
  // with CORS, or the audio graph would play it as silence.
  audio.crossOrigin = candidate.viaGateway || readsAudio ? 'anonymous' : null;
  if (candidate.hls && !audio.canPlayType('application/vnd.apple.mpegurl')) {
    // Only HLS stations pay for hls.js, and only in browsers without native HLS.
    const { default: HlsPlayer } = await import('hls.js');
    if (!HlsPlayer.isSupported()) throw new Error('This browser cannot play HLS streams');
    const hls: Hls = new HlsPlayer();
    hls.loadSource(candidate.url);
    hls.attachMedia(audio);
    return { release: () => hls.destroy() };
  }
  audio.src = candidate.url;
  return { release: () => undefined };
}

/** Resolves once the audio plays; rejects with the reason on an audio error or after the timeout. */
export function playWithin(audio: HTMLAudioElement, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = () => finish(new Error(audioErrorMessage(audio)));
    const timer = setTimeout(() => finish(new Error(`Play timeout after ${timeoutMs / 1000} seconds`)), timeoutMs);
    function finish(error?: Error) {
      clearTimeout(timer);
      audio.removeEventListener('error', onError);
      if (error) reject(error);
      else resolve();
    }
    audio.addEventListener('error', onError);
    audio.play().then(
      () => finish(),
      (error: Error) => finish(error),
    );
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
