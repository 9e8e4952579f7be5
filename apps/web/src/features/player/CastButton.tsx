// Casting the station to a speaker or TV through the browser's Remote Playback API: the button shows
// only where the browser has the API and reports a device to cast to.
import { Cast } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { useTranslation } from '../../i18n';
import { usePlayer } from './PlayerProvider';

/** Whether the browser sees a device to cast to; false where it cannot tell or will not watch. */
function useCastDevice(remote: RemotePlayback | null): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!remote) return;
    let watch: number | null = null;
    let ended = false;
    remote
      .watchAvailability((yes) => setAvailable(yes))
      .then((id) => {
        if (ended) void remote.cancelWatchAvailability(id).catch(() => undefined);
        else watch = id;
      })
      // NotSupportedError where the platform cannot watch (saving power, or no casting at all).
      .catch(() => setAvailable(false));
    return () => {
      ended = true;
      if (watch !== null) void remote.cancelWatchAvailability(watch).catch(() => undefined);
    };
  }, [remote]);
  return available;
}

export function CastButton() {
  const { t } = useTranslation();
  const player = usePlayer();
  const remote = player.remotePlayback();
  const available = useCastDevice(remote);
  if (!remote || !available) return null;
  return (
    <Button variant="secondary" onClick={() => void remote.prompt().catch(() => undefined)}>
      <Cast aria-hidden="true" className="size-4" /> {t('player.cast')}
    </Button>
  );
}
