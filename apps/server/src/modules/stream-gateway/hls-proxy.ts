// HLS through the gateway: a station's playlists are rewritten so that variant playlists, segments
// and keys are fetched through us too (same origin, https, no CORS needed). Rewritten addresses
// carry a signature, so the gateway only fetches what a station's own playlist named and cannot be
// used as an open proxy. The key is the platform's, shared by every instance: a playlist issued by
// one instance plays its segments through any other, so no sticky sessions are needed.
import { Transform, type TransformCallback } from 'node:stream';
import { pathOf, streamEndpoints } from '@sauti/contract';
import { Forbidden } from '../../platform/http/errors';
import type { SafeFetch, SafeResponse } from '../../platform/safe-fetch';
import type { SigningKey } from '../../platform/signing';
import { decodeText } from './playlist';
import { StreamUnavailable, streamProblem } from './stream-errors';
import { mediaType } from './stream-types';

export const HLS_CONTENT_TYPE = 'application/vnd.apple.mpegurl';
const MAX_PLAYLIST_BYTES = 256 * 1024;
// Radio segments are a few seconds of audio, well under a megabyte; the cap only stops abuse.
const MAX_SEGMENT_BYTES = 16 * 1024 * 1024;

export type HlsResource = { kind: 'playlist'; text: string } | { kind: 'media'; response: SafeResponse };

export class HlsProxy {
  constructor(
    private readonly safeFetch: SafeFetch,
    private readonly key: SigningKey,
    /** How long opening a resource may take, for the words of a timeout. */
    private readonly deadlineMs: number,
  ) {}

  /** The gateway address for one of a station's HLS resources. */
  proxiedPath(stationId: string, url: string): string {
    const encoded = Buffer.from(url).toString('base64url');
    return pathOf(streamEndpoints.hlsPart, {
      params: { stationId },
      query: { u: encoded, s: this.sign(stationId, url) },
    });
  }

  /** The third-party address a signed gateway address stands for. */
  verify(stationId: string, encoded: string, signature: string): string {
    const url = Buffer.from(encoded, 'base64url').toString();
    if (!this.key.matches(this.sign(stationId, url), signature)) {
      throw new Forbidden('This address was not issued by the gateway.');
    }
    return url;
  }

  /**
   * Fetches a playlist (answered rewritten) or a segment (answered as a stream). Whatever stops it
   * (an address in a private network, a refused connection, a timeout, a playlist naming no valid
   * address) is the gateway's declared 502 or 504, never a server error.
   */
  async fetch(stationId: string, url: string): Promise<HlsResource> {
    try {
      return await this.open(stationId, url);
    } catch (error) {
      throw streamProblem(error, this.deadlineMs);
    }
  }

  private async open(stationId: string, url: string): Promise<HlsResource> {
    const response = await this.safeFetch.open(url);
    if (response.status < 200 || response.status > 299) {
      response.close();
      throw new StreamUnavailable(`its HLS server answered HTTP ${response.status}`);
    }
    const type = mediaType(response.headers['content-type']);
    if (!type.includes('mpegurl') && !/\.m3u8?$/i.test(new URL(response.url).pathname)) {
      const capped = response.body.pipe(new ByteCap(MAX_SEGMENT_BYTES));
      response.body.once('error', (error) => capped.destroy(error));
      capped.once('close', () => response.close());
      return { kind: 'media', response: { ...response, body: capped } };
    }
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      length += chunk.length;
      if (length > MAX_PLAYLIST_BYTES) {
        response.close();
        throw new StreamUnavailable('its HLS playlist is too large');
      }
      chunks.push(chunk);
    }
    response.close();
    return { kind: 'playlist', text: this.rewrite(stationId, decodeText(Buffer.concat(chunks)), response.url) };
  }

  /** Every address in the playlist (URI lines and URI="..." attributes) made absolute and proxied. */
  rewrite(stationId: string, text: string, playlistUrl: string): string {
    const proxied = (uri: string) => {
      const address = URL.parse(uri, playlistUrl);
      if (address === null) throw new StreamUnavailable('its HLS playlist names an address that is not valid');
      return this.proxiedPath(stationId, address.href);
    };
    return text
      .split(/\r?\n/)
      .map((line) => {
        const trimmed = line.trim();
        if (trimmed === '') return line;
        if (!trimmed.startsWith('#')) return proxied(trimmed);
        return line.replace(/URI="([^"]*)"/g, (_match, uri: string) => `URI="${proxied(uri)}"`);
      })
      .join('\n');
  }

  private sign(stationId: string, url: string): string {
    // A prefix other than the click tokens' full signature keeps the two kinds of token apart.
    return this.key.sign(`hls\n${stationId}\n${url}`).slice(0, 32);
  }
}

class ByteCap extends Transform {
  private seen = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      done(new Error('HLS segment too large'));
      return;
    }
    done(null, chunk);
  }
}
