// The player's failures in the visitor's language. The engine words them in English, as spec section 8
// does; each known shape is recognised here and said again through the catalogue (whose English is the
// spec's words), with the server's or browser's own reason inside, translated too when it is one of ours.
import type { MessageKey, MessageValues } from '../../i18n';

type Translate = (key: MessageKey, values?: MessageValues) => string;

const TIMEOUT = /^Play timeout after (\d+) seconds$/;

/** A reason the player itself gives, translated; the browser's and the server's own words stay as they are. */
function sayReason(reason: string, t: Translate): string {
  if (reason === 'Unknown audio error') return t('player.error.unknownAudio');
  if (reason === 'This browser cannot play HLS streams') return t('player.error.noHls');
  const timeout = TIMEOUT.exec(reason);
  if (timeout) return t('player.error.timeout', { seconds: Number(timeout[1]) });
  return reason;
}

/** One of the engine's error messages about the station named `stationName`, in the language of `t`. */
export function sayPlayerError(message: string, stationName: string, t: Translate): string {
  const unableToPlay = `Unable to play "${stationName}": `;
  if (message.startsWith(unableToPlay)) {
    const reason = sayReason(message.slice(unableToPlay.length), t);
    return t('player.error.unableToPlay', { name: stationName, reason });
  }
  if (message === `All playback attempts failed for "${stationName}"`) {
    return t('player.error.allFailed', { name: stationName });
  }
  const streamError = 'Stream error: ';
  if (message.startsWith(streamError)) {
    return t('player.error.stream', { message: sayReason(message.slice(streamError.length), t) });
  }
  if (message === 'Unable to resume playback') return t('player.error.resume');
  return sayReason(message, t);
}
