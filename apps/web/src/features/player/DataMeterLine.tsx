// Low-data mode's meter in the player: the data this visit's listening has used, and about how much an
// hour of the current stream takes ("about 29 MB an hour").
import type { Station } from '@sauti/contract';
import { useTranslation } from '../../i18n';
import { formatMegabytes } from '../../lib/format';
import { useLowData } from '../../lib/low-data';
import { megabytesFor } from './data-meter';
import { streamsByWeight } from './low-data-stream';
import { useDataUse } from './PlayerProvider';

const HOUR_SECONDS = 3600;

export function DataMeterLine({ station, className = '' }: { station: Station; className?: string }) {
  const { t, locale } = useTranslation();
  const lowData = useLowData();
  const use = useDataUse();
  if (!lowData) return null;
  // Until a stream plays, the lightest one is what low-data mode will try first.
  const kbps = use.kbps ?? streamsByWeight(station)[0]?.bitrate ?? null;
  const perHour =
    kbps === null
      ? t('lowData.rateUnknown')
      : t('lowData.perHour', { amount: formatMegabytes(megabytesFor(kbps, HOUR_SECONDS), locale) });
  return (
    <p className={`text-xs text-stone-400 ${className}`}>
      <span className="sr-only">{t('lowData.meter')} </span>
      {t('lowData.used', { amount: formatMegabytes(use.usedMegabytes, locale) })} · {perHour}
    </p>
  );
}
