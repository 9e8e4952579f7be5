// The audio spot's place in the app: it registers the spot with the player (before each station starts)
// for listeners who see ads, and shows the "Ad" label with its remaining seconds while one plays.
import type { Station } from '@sauti/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useAuth } from '../auth';
import { useBeforeStart } from '../player';
import { playAudioSpot, type SpotProgress } from './audio-spot';

export function AudioSpot() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [progress, setProgress] = useState<SpotProgress | null>(null);
  const beforeStart = useCallback(
    (station: Station, signal: AbortSignal) => playAudioSpot(station, signal, setProgress),
    [],
  );
  useBeforeStart(auth.checking || auth.isPremium ? null : beforeStart);
  if (!progress) return null;
  return (
    <div className="flex items-center justify-center gap-3 border-t border-amber-400/30 bg-stone-900 px-4 py-2 text-sm">
      {/* Announced once when the spot starts; the countdown beside it is read on request only. */}
      <p role="status" aria-label={t('ads.audioSpot')} className="flex min-w-0 items-center gap-3">
        <span className="rounded bg-amber-400 px-1.5 py-0.5 text-xs font-bold text-stone-950">{t('ads.ad')}</span>
        <span className="truncate text-stone-200">{t('ads.sponsoredBy', { advertiser: progress.ad.advertiser })}</span>
      </p>
      <span className="tabular-nums text-stone-400">{t('ads.secondsLeft', { seconds: progress.remaining })}</span>
    </div>
  );
}
