// Sharing a station on screens with room for it (the full-screen player, the station's details): the
// phone's share sheet where there is one, else copying the link and a WhatsApp link side by side.
import type { Station } from '@sauti/contract';
import { Check, Copy, Share2 } from 'lucide-react';
import { Button, buttonClass } from '../../components/ui/Button';
import { useTranslation } from '../../i18n';
import { stationAddress, useCopyAddress, useShareSheet } from './ShareButton';

/** The phone's share sheet where there is one; else "Copy link" and a WhatsApp link, both in view. */
export function StationSharing({ station }: { station: Station }) {
  const { t } = useTranslation();
  const copying = useCopyAddress(station);
  const shareSheet = useShareSheet(station);
  if (typeof navigator.share === 'function') {
    return (
      <Button variant="secondary" onClick={shareSheet}>
        <Share2 aria-hidden="true" className="size-4" /> {t('station.share')}
      </Button>
    );
  }
  const text = `${t('station.shareText', { name: station.name })} ${stationAddress(station)}`;
  return (
    <>
      <Button variant="secondary" onClick={copying.copy}>
        {copying.outcome === 'copied' ? (
          <Check aria-hidden="true" className="size-4 text-emerald-400" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {copying.said || t('station.sharing.copyLink')}
      </Button>
      <span role="status" className="sr-only">
        {copying.said}
      </span>
      <a
        href={`https://wa.me/?text=${encodeURIComponent(text)}`}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('secondary')}
      >
        {t('station.sharing.whatsApp')}
        <span className="sr-only">{t('common.newTab')}</span>
      </a>
    </>
  );
}
