// The persistent bottom bar: what is playing, play/pause and stop.
import { usePlayer } from './PlayerProvider';

export function PlayerBar() {
  const player = usePlayer();
  if (!player.station) return null;
  const playing = player.status === 'playing';
  return (
    <section aria-label="Player">
      <p>
        <strong>{player.station.name}</strong> · {player.status}
      </p>
      {player.error && <p role="alert">{player.error}</p>}
      <button type="button" onClick={player.toggle}>
        {playing ? 'Pause' : 'Play'}
      </button>
      <button type="button" onClick={player.close}>
        Close player
      </button>
    </section>
  );
}
