// Why a station cannot be played, worded to follow the player's 'Unable to play "{name}": '.
import { AppError } from '../../platform/http/errors';
import { SafeFetchError } from '../../platform/safe-fetch';

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

/** A failure while opening a station, as the typed error the routes answer with. */
export function streamProblem(error: unknown, deadlineMs: number): AppError {
  if (error instanceof AppError) return error;
  if (!(error instanceof SafeFetchError)) return new StreamUnavailable('its stream could not be opened');
  switch (error.code) {
    case 'connect_timeout':
    case 'response_timeout':
    case 'aborted':
      return new StreamTimeout(`the station did not answer within ${Math.round(deadlineMs / 1000)} seconds`);
    case 'blocked_address':
      return new StreamUnavailable('its stream address points into a private network, which Sauti does not reach');
    case 'invalid_url':
      return new StreamUnavailable('its stream address is not a valid http or https address');
    case 'dns_failed':
      return new StreamUnavailable('its stream server name does not exist');
    case 'connect_failed':
      return new StreamUnavailable('its stream server refused the connection');
    case 'too_many_redirects':
      return new StreamUnavailable('its stream address redirects too many times');
    case 'too_large':
      return new StreamUnavailable('its playlist is too large');
    default:
      return new StreamUnavailable('its stream server did not answer like a radio server');
  }
}
