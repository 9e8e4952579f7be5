// Loading one candidate into the audio element and waiting for it to play (spec section 4: each
// candidate gets up to 10 seconds to become ready), and noticing when a playing stream's connection drops.
import type Hls from 'hls.js';
import type { PlaybackCandidate } from './candidates';

export const READY_TIMEOUT_MS = 10_000;

export function audioErrorMessage(audio: HTMLAudioElement): string {
  return audio.error?.message || 'Unknown audio error';
}

/** A loaded source: hls.js when the browser has no native HLS, so it can be torn down with the next one. */
export interface LoadedSource {
  release(): void;
  /** Calls `onDrop` once the live stream's connection has dropped; the answer stops watching. */
  watchConnection(onDrop: () => void): () => void;
}

const unwatched = () => undefined;

/**
 * Calls `onDrop` when the element's download of `url`, begun at `since` or later, ends. A live
 * stream is endless, so its download only ends when the connection does (the radio server or the
 * instance relaying it went away), and the browser's resource timing records that at once, while
 * the element plays on for as long as it has audio buffered. The element's own signals come too
 * late: after a drop Chromium fires `progress` and grows `buffered` for seconds more as it parses
 * what it already holds. Browsers that keep no timing for media never call it; `ended` still comes.
 */
function watchDownloadEnd(audio: HTMLAudioElement, url: string, since: number, onDrop: () => void): () => void {
  if (typeof PerformanceObserver === 'undefined') return unwatched;
  const observer = new PerformanceObserver((entries) => {
    const ended = entries.getEntries().some((entry) => entry.name === url && entry.startTime >= since);
    // A file's download ends once it is all there; only an endless (live) one ending is a drop.
    if (ended && audio.duration === Number.POSITIVE_INFINITY) onDrop();
  });
  observer.observe({ type: 'resource' });
  return () => observer.disconnect();
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
    return { release: () => hls.destroy(), watchConnection: () => unwatched };
  }
  const since = performance.now();
  audio.src = candidate.url;
  // HLS comes as many short downloads that each end (as with hls.js above), none of them the connection.
  if (candidate.hls) return { release: () => undefined, watchConnection: () => unwatched };
  // The element's src reads back as the absolute address, the name its download is recorded under.
  const url = audio.src;
  return {
    release: () => undefined,
    watchConnection: (onDrop) => watchDownloadEnd(audio, url, since, onDrop),
  };
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
