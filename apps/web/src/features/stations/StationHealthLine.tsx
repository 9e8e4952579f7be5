// A station's stream health in one line: a coloured dot, the label, and when (and by whom) it was checked.
import type { Station } from '@sauti/contract';
import { useTranslation } from '../../i18n';
import { HEALTH_TONES } from './station-facts';
import { useStationWords } from './station-words';

export function StationHealthLine({ station, className = '' }: { station: Station; className?: string }) {
  const { t } = useTranslation();
  const words = useStationWords();
  const checked = words.checked(station);
  return (
    <p className={`flex flex-wrap items-center gap-x-1.5 gap-y-0.5 ${className}`}>
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${HEALTH_TONES[station.health]}`} />
      <span>
        {t('station.health')} <strong className="font-semibold text-stone-100">{words.health(station)}</strong>
      </span>
      {checked && <span className="text-stone-400">· {checked}</span>}
    </p>
  );
}

/** Said on a station's own page when our checks took it off public lists. */
export function OffAirNotice({ station }: { station: Station }) {
  const { t } = useTranslation();
  if (!station.off_air) return null;
  return (
    <div role="status" className="mt-4 rounded-2xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm">
      <p className="font-semibold text-amber-200">{t('station.offAirTitle')}</p>
      <p className="mt-1 text-stone-300">{t('station.offAirText')}</p>
    </div>
  );
}
