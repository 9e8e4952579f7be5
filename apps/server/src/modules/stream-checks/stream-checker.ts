// One check of one station: opens it exactly as the gateway does (its addresses in the gateway's
// order, playlists, redirects, safe-fetch, ICY), reads at most 64 KiB or until the deadline, and
// records whether audio frames came back, with codec, bitrate and time to first audio. An HLS station
// works when its first segment is audio. A check never throws: every failure is an outcome.
import type { CheckOutcome, StreamCheck } from '@sauti/contract';
import type { SafeFetch, SafeResponse } from '../../platform/safe-fetch';
import {
  answerOf,
  codecOf,
  type FailedAnswer,
  type OpenedStream,
  openStreamAddress,
  StreamFailure,
  streamFailure,
} from '../stream-gateway';
import { type DetectedAudio, detectAudio, withDeclaredAacPlus } from './audio-detection';
import { type ReadStop, readBody } from './body-reader';
import { checkHls } from './hls-check';
import { type PublishedInfo, publishedFrom } from './published-info';

/** What a check needs of a station: its address and, when known, the address it resolved to before. */
export interface CheckTarget {
  url: string;
  url_resolved?: string | null;
}

export interface StreamCheckerOptions {
  safeFetch: SafeFetch;
  /** CHECK_REGION, recorded with every check. */
  region: string;
  /** The whole check, every address and the reading included. Default 10 s. */
  deadlineMs?: number;
  /** Audio read at most before deciding (also the cap on an HLS segment's first bytes). Default 64 KiB. */
  maxAudioBytes?: number;
}

/** A check, and what the broadcaster published in the headers of a stream that plays. */
export type CheckedStream = StreamCheck & { published?: PublishedInfo | null };

export const CHECK_DEADLINE_MS = 10_000;
export const MAX_AUDIO_BYTES = 64 * 1024;
// About a second of frames evens out VBR bitrates and ADTS frame sizes; a server's burst on connect
// usually holds several seconds, so this rarely costs waiting.
const MEASURE_SECONDS = 1;

interface Attempt {
  started: number;
  checkedAt: string;
  signal: AbortSignal;
}

export class StreamChecker {
  private readonly safeFetch: SafeFetch;
  private readonly region: string;
  private readonly deadlineMs: number;
  private readonly maxAudioBytes: number;

  constructor(options: StreamCheckerOptions) {
    this.safeFetch = options.safeFetch;
    this.region = options.region;
    this.deadlineMs = options.deadlineMs ?? CHECK_DEADLINE_MS;
    this.maxAudioBytes = options.maxAudioBytes ?? MAX_AUDIO_BYTES;
  }

  /**
   * Checks the resolved address first, then the station's own, as the gateway plays them; the first
   * that plays gives an ok check, else the last address's failure is the outcome. Pass only `url` to
   * check the station's own address alone.
   */
  async check(target: CheckTarget): Promise<CheckedStream> {
    const attempt: Attempt = {
      started: performance.now(),
      checkedAt: new Date().toISOString(),
      signal: AbortSignal.timeout(this.deadlineMs),
    };
    const addresses = [...new Set([target.url_resolved, target.url].filter((url): url is string => Boolean(url)))];
    let result: CheckedStream = this.failed(attempt, new StreamFailure('not_audio', 'it has no stream address'), false);
    for (const address of addresses) {
      result = await this.checkAddress(address, attempt);
      if (result.outcome === 'ok') break;
    }
    return result;
  }

  private async checkAddress(address: string, attempt: Attempt): Promise<CheckedStream> {
    let opened: OpenedStream;
    try {
      opened = await openStreamAddress(this.safeFetch, address, attempt.signal);
    } catch (error) {
      return this.failed(attempt, streamFailure(error), false);
    }
    if (opened.kind === 'hls') return this.checkHlsStation(opened.candidate.url, attempt);
    try {
      return await this.checkStream(opened.response, attempt);
    } finally {
      opened.response.close();
    }
  }

  private async checkStream(response: SafeResponse, attempt: Attempt): Promise<CheckedStream> {
    const read = await readBody(response, {
      maxBytes: this.maxAudioBytes,
      signal: attempt.signal,
      metaint: Number(response.headers['icy-metaint']) || 0,
      heardEnough: (bytes) => heardEnough(detectAudio(bytes)),
    });
    const answer = answerOf(response);
    const contentType = answer.contentType;
    const audio = detectAudio(read.bytes);
    if (!audio) return this.failed(attempt, noAudio(read.stop, this.deadlineMs, answer), false);
    const codec = withDeclaredAacPlus(audio.codec, codecOf(contentType ?? undefined));
    const bitrate = audio.bitrate ?? announcedBitrate(response.headers);
    const check = this.ok(attempt, {
      http_status: response.status,
      content_type: contentType,
      codec,
      bitrate,
      ms_to_audio: Math.round(read.arrivalOf(audio.offset) - attempt.started),
      resolved_url: response.url,
      hls: false,
      detail: bitrate ? `${codec} audio at ${bitrate} kbit/s` : `${codec} audio`,
    });
    return { ...check, published: publishedFrom(response.headers) };
  }

  private async checkHlsStation(playlistUrl: string, attempt: Attempt): Promise<StreamCheck> {
    try {
      const hls = await checkHls(this.safeFetch, playlistUrl, attempt.signal, this.maxAudioBytes);
      return this.ok(attempt, {
        http_status: hls.playlist.status,
        content_type: hls.playlist.contentType,
        codec: hls.codec,
        bitrate: hls.bitrate,
        ms_to_audio: Math.round(hls.audioArrivedAt - attempt.started),
        resolved_url: hls.playlist.url,
        hls: true,
        detail: `HLS with ${hls.codec ?? 'audio'} segments`,
      });
    } catch (error) {
      return this.failed(attempt, streamFailure(error), true);
    }
  }

  private ok(attempt: Attempt, found: Omit<StreamCheck, 'outcome' | 'region' | 'checked_at'>): StreamCheck {
    return { outcome: 'ok', ...found, region: this.region, checked_at: attempt.checkedAt };
  }

  private failed(attempt: Attempt, failure: StreamFailure, hls: boolean): StreamCheck {
    // Every reason a station fails to open is a check outcome; this assignment keeps the two lists in step.
    const outcome: CheckOutcome = failure.reason;
    return {
      outcome,
      http_status: failure.answer?.status ?? null,
      content_type: failure.answer?.contentType ?? null,
      codec: null,
      bitrate: null,
      ms_to_audio: null,
      resolved_url: failure.answer?.url ?? null,
      hls,
      region: this.region,
      checked_at: attempt.checkedAt,
      detail: failure.message,
    };
  }
}

function heardEnough(audio: DetectedAudio | null): boolean {
  return audio !== null && (audio.measuredSeconds === null || audio.measuredSeconds >= MEASURE_SECONDS);
}

/** Why a stream that opened gave no audio, by how reading it stopped. */
function noAudio(stop: ReadStop, deadlineMs: number, answer: FailedAnswer): StreamFailure {
  switch (stop) {
    case 'deadline':
      return new StreamFailure('timeout', `its stream sent no audio within ${deadlineMs / 1000} seconds`, answer);
    case 'ended':
      return new StreamFailure('not_audio', 'its stream ended before any audio', answer);
    case 'broken':
      return new StreamFailure('not_audio', 'its stream broke off before any audio', answer);
    default:
      return new StreamFailure('not_audio', 'its stream sends no MP3, AAC, Ogg or FLAC audio frames', answer);
  }
}

/** The bitrate the server announces: icy-br (sometimes repeated, "128,128"), or ice-audio-info's. */
function announcedBitrate(headers: Record<string, string>): number | null {
  const icy = Number.parseInt(headers['icy-br'] ?? '', 10);
  if (icy > 0) return icy;
  const info = /(?:^|;)\s*(?:ice-)?bitrate=(\d+)/i.exec(headers['ice-audio-info'] ?? '')?.[1];
  return info ? Number(info) : null;
}
