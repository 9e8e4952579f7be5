// Who listens to a station, from one source on every screen (cards, details, the full-screen player):
// while the player has the station, its live count from the station's events, which counts this
// listener too; otherwise the catalogue's count. Both say it in the same words.
import type { Station } from '@sauti/contract';
import { usePlayer } from '../player';
import { useStationWords } from './station-words';

/** The station's audience in words, or null when there is nothing to say. */
export function useAudience(station: Station): string | null {
  const words = useStationWords();
  const player = usePlayer();
  const live = player.station?.id === station.id ? player.listeners : null;
  return words.audience(station, live ?? station.listeners);
}
