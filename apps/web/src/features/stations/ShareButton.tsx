// Shares a station's own address (/station/{slug} under PUBLIC_URL): the phone's share sheet where
// there is one, else the link is copied.
import type { Station } from '@sauti/contract';
import { Check, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { publicOrigin } from '../../lib/public-origin';

export function stationAddress(station: Station): string {
  return `${publicOrigin()}/station/${encodeURIComponent(station.slug)}`;
}

type Outcome = 'idle' | 'copied' | 'failed';

/** Copies the station's address, saying how that went for a moment. */
export function useCopyAddress(station: Station) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  async function copy() {
    const copied = await navigator.clipboard?.writeText(stationAddress(station)).then(
      () => true,
      () => false,
    );
    setOutcome(copied ? 'copied' : 'failed');
    setTimeout(() => setOutcome('idle'), 2500);
  }
  const said = outcome === 'copied' ? t('station.linkCopied') : outcome === 'failed' ? t('station.copyFailed') : '';
  return { outcome, said, copy };
}

export function useShareSheet(station: Station) {
  const { t } = useTranslation();
  return () =>
    navigator
      .share({
        title: station.name,
        text: t('station.shareText', { name: station.name }),
        url: stationAddress(station),
      })
      .catch(() => undefined);
}

export function ShareButton({ station, withLabel = false }: { station: Station; withLabel?: boolean }) {
  const { t } = useTranslation();
  const copying = useCopyAddress(station);
  const shareSheet = useShareSheet(station);

  async function share() {
    if (typeof navigator.share === 'function') await shareSheet();
    else await copying.copy();
  }

  const label = copying.said || t('station.share');
  return (
    <button
      type="button"
      onClick={share}
      aria-label={withLabel ? undefined : t('station.shareName', { name: station.name })}
      className="relative z-10 inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-full px-2 text-sm text-stone-300 hover:bg-stone-800 hover:text-white"
    >
      {copying.outcome === 'copied' ? (
        <Check aria-hidden="true" className="size-4 text-emerald-400" />
      ) : (
        <Share2 aria-hidden="true" className="size-4" />
      )}
      {withLabel && <span>{label}</span>}
      <span role="status" className="sr-only">
        {copying.said}
      </span>
    </button>
  );
}
