// Why a station cannot be played. Opening a station fails with a StreamFailure (a typed reason, the
// HTTP answer when there was one, and words that follow the player's 'Unable to play "{name}": '):
// the gateway turns it into its HTTP error, the stream checker into a check outcome.
import { AppError } from '../../platform/http/errors';
import { SafeFetchError, type SafeFetchErrorCode, type SafeResponse } from '../../platform/safe-fetch';

export class StreamUnavailable extends AppError {
  constructor(reason: string) {
    super(502, 'stream_unavailable', reason);
  }
}

export class StreamTimeout extends AppError {
  constructor(reason: string) {
    super(504, 'stream_timeout', reason);
  }
}

export type StreamFailureReason =
  | 'http_error'
  | 'not_audio'
  | 'timeout'
  | 'dns'
  | 'refused'
  | 'tls'
  | 'private_address'
  | 'too_many_redirects';

/** The answer that was judged, when a server answered at all. */
export interface FailedAnswer {
  /** The address that answered, after redirects. */
  url: string;
  status: number;
  contentType: string | null;
}

/** The answer of a response (or of a whole body read), as a failure records it. */
export function answerOf(response: Pick<SafeResponse, 'url' | 'status' | 'headers'>): FailedAnswer {
  return { url: response.url, status: response.status, contentType: response.headers['content-type'] ?? null };
}

export class StreamFailure extends Error {
  constructor(
    readonly reason: StreamFailureReason,
    message: string,
    readonly answer: FailedAnswer | null = null,
  ) {
    super(message);
  }
}

const FETCH_FAILURES: Partial<Record<SafeFetchErrorCode, [StreamFailureReason, string]>> = {
  connect_timeout: ['timeout', 'its stream server did not answer in time'],
  response_timeout: ['timeout', 'its stream server did not answer in time'],
  aborted: ['timeout', 'its stream server did not answer in time'],
  blocked_address: ['private_address', 'its stream address points into a private network, which Sauti does not reach'],
  invalid_url: ['not_audio', 'its stream address is not a valid http or https address'],
  dns_failed: ['dns', 'its stream server name does not exist'],
  connect_failed: ['refused', 'its stream server refused the connection'],
  tls_failed: ['tls', "its stream server's secure connection failed"],
  too_many_redirects: ['too_many_redirects', 'its stream address redirects too many times'],
  too_large: ['not_audio', 'its playlist is too large'],
};

/** Any error met while opening a station, as a StreamFailure. */
export function streamFailure(error: unknown): StreamFailure {
  if (error instanceof StreamFailure) return error;
  const known = error instanceof SafeFetchError ? FETCH_FAILURES[error.code] : undefined;
  if (known) return new StreamFailure(known[0], known[1]);
  if (error instanceof SafeFetchError) {
    return new StreamFailure('not_audio', 'its stream server did not answer like a radio server');
  }
  return new StreamFailure('not_audio', 'its stream could not be opened');
}

/** A failure while opening a station, as the typed error the routes answer with. */
export function streamProblem(error: unknown, deadlineMs: number): AppError {
  if (error instanceof AppError) return error;
  const failure = streamFailure(error);
  if (failure.reason === 'timeout') {
    return new StreamTimeout(`the station did not answer within ${Math.round(deadlineMs / 1000)} seconds`);
  }
  return new StreamUnavailable(failure.message);
}
