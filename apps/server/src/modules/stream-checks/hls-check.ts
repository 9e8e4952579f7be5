// An HLS station's check: its playlist, the first variant when that is a master playlist, the first
// segment of the media playlist (and its init section), each fetched through safe-fetch with a byte
// cap. The station works when that segment is audio.
import type { SafeFetch } from '../../platform/safe-fetch';
import {
  answerOf,
  codecOfHlsCodecs,
  decodeText,
  type FailedAnswer,
  MAX_PLAYLIST_BYTES,
  playlistLines,
  StreamFailure,
  streamFailure,
} from '../stream-gateway';
import { withDeclaredAacPlus } from './audio-detection';
import { readBody } from './body-reader';
import { segmentAudio } from './hls-segment';

export interface HlsAudio {
  /** The playlist the station's address led to. */
  playlist: FailedAnswer;
  codec: string | null;
  bitrate: number | null;
  /** performance.now() when the first bytes of the segment arrived. */
  audioArrivedAt: number;
}

interface Variant {
  url: string;
  bandwidth: number | null;
  codecs: string | undefined;
}

export async function checkHls(
  safeFetch: SafeFetch,
  playlistUrl: string,
  signal: AbortSignal,
  maxSegmentBytes: number,
): Promise<HlsAudio> {
  try {
    const top = await readPlaylist(safeFetch, playlistUrl, signal);
    const variant = firstVariant(top.text, top.answer.url);
    const media = variant ? await readPlaylist(safeFetch, variant.url, signal) : top;
    const segment = firstSegment(media.text, media.answer.url);
    if (!segment) throw new StreamFailure('not_audio', 'its HLS playlist lists no segment', media.answer);
    const init = segment.init ? await readSegment(safeFetch, segment.init, signal, maxSegmentBytes) : null;
    const first = await readSegment(safeFetch, segment.url, signal, maxSegmentBytes);
    const audio = segmentAudio(first.bytes, init?.bytes ?? null);
    if (!audio) throw new StreamFailure('not_audio', 'its first HLS segment is not audio', first.answer);
    const declared = codecOfHlsCodecs(variant?.codecs);
    return {
      playlist: top.answer,
      codec: audio.codec ? withDeclaredAacPlus(audio.codec, declared) : declared,
      // Radio Browser's rule: the first variant's BANDWIDTH, which counts everything the segments carry.
      bitrate: variant?.bandwidth ? Math.round(variant.bandwidth / 1000) : audio.bitrate,
      audioArrivedAt: first.arrivedAt,
    };
  } catch (error) {
    throw streamFailure(error);
  }
}

function refuseUnlessOk(answer: FailedAnswer, what: string): void {
  if (answer.status < 200 || answer.status > 299) {
    throw new StreamFailure('http_error', `its HLS ${what} answered HTTP ${answer.status}`, answer);
  }
}

async function readPlaylist(safeFetch: SafeFetch, url: string, signal: AbortSignal) {
  const response = await safeFetch.read(url, { maxBytes: MAX_PLAYLIST_BYTES, signal });
  const answer = answerOf(response);
  refuseUnlessOk(answer, 'playlist');
  return { answer, text: decodeText(response.bytes) };
}

/** The first bytes of a segment (segments run to megabytes; the start tells what they are), then closed. */
async function readSegment(safeFetch: SafeFetch, url: string, signal: AbortSignal, maxBytes: number) {
  const response = await safeFetch.open(url, { signal });
  try {
    const answer = answerOf(response);
    refuseUnlessOk(answer, 'segment');
    const read = await readBody(response, { maxBytes, signal });
    if (read.stop === 'deadline') throw new StreamFailure('timeout', 'its HLS segment did not arrive in time', answer);
    return { answer, bytes: read.bytes, arrivedAt: read.arrivalOf(0) };
  } finally {
    response.close();
  }
}

/** A master playlist's first variant: the address on the line after the first #EXT-X-STREAM-INF. */
function firstVariant(text: string, base: string): Variant | null {
  const all = playlistLines(text);
  const tag = all.findIndex((line) => line.startsWith('#EXT-X-STREAM-INF:'));
  const uri = all.slice(tag + 1).find((line) => !line.startsWith('#'));
  if (tag < 0 || !uri) return null;
  const attributes = all[tag] ?? '';
  const bandwidth = /[:,]BANDWIDTH=(\d+)/.exec(attributes)?.[1];
  return {
    url: new URL(uri, base).href,
    bandwidth: bandwidth ? Number(bandwidth) : null,
    codecs: /CODECS="([^"]*)"/.exec(attributes)?.[1],
  };
}

/** A media playlist's first segment, and the init section (#EXT-X-MAP) it needs, if any. */
function firstSegment(text: string, base: string): { url: string; init: string | null } | null {
  const all = playlistLines(text);
  const uri = all.find((line) => !line.startsWith('#'));
  if (!uri || !all.some((line) => line.startsWith('#EXTINF'))) return null;
  const map = all.find((line) => line.startsWith('#EXT-X-MAP:'));
  const init = map && /URI="([^"]*)"/.exec(map)?.[1];
  return { url: new URL(uri, base).href, init: init ? new URL(init, base).href : null };
}
