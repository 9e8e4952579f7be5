// On a station's page: "Verified by its broadcaster" when an owner proved the station is theirs, the
// social links they gave, and the way in for a broadcaster: "Claim this station".
import { stationOwnerEndpoints } from '@sauti/contract';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, ExternalLink, Radio } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { callEndpoint } from '../../lib/api';

/** Whether a verified broadcaster owns the station, and their social links (the studio refreshes it). */
function useBroadcaster(stationId: string) {
  return useQuery({
    queryKey: ['broadcaster', stationId],
    queryFn: async () => (await callEndpoint(stationOwnerEndpoints.broadcaster, { params: { id: stationId } })).data,
  });
}

const hostOf = (address: string) => (URL.canParse(address) ? new URL(address).host.replace(/^www\./, '') : address);

export function BroadcasterBadge({ stationId }: { stationId: string }) {
  const { t } = useTranslation();
  const broadcaster = useBroadcaster(stationId);
  if (!broadcaster.data?.verified) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-400/15 px-2 py-0.5 text-xs font-semibold text-sky-200">
      <BadgeCheck aria-hidden="true" className="size-3.5" /> {t('station.broadcaster.verified')}
    </span>
  );
}

export function BroadcasterLine({ stationId }: { stationId: string }) {
  const { t } = useTranslation();
  const broadcaster = useBroadcaster(stationId);
  const links = broadcaster.data?.social_links ?? [];
  return (
    <section aria-label={t('station.broadcaster.section')} className="mt-4 flex flex-col gap-2 text-sm">
      {links.length > 0 && (
        <ul aria-label={t('station.broadcaster.links')} className="flex flex-wrap gap-2">
          {links.map((link) => (
            <li key={link}>
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 rounded-full bg-stone-800 px-2.5 py-1 text-stone-200 hover:bg-stone-700"
              >
                {hostOf(link)} <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t('common.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="text-stone-400">
        <Radio aria-hidden="true" className="me-1 inline size-4" />
        {t('station.broadcaster.yours')}{' '}
        <Link to={`/studio/claim/${stationId}`} className="text-amber-300 underline underline-offset-2">
          {t('station.broadcaster.claim')}
        </Link>
      </p>
    </section>
  );
}
