// Merging a duplicate into another station, with care: the admin finds the station to keep, then
// sees both side by side (the one that goes, the one that stays) and confirms. The merge can be
// undone from its audit log entry.
import type { AdminStationSummary, GenreId } from '@sauti/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { useNames, useTranslation } from '../../i18n';
import { useAdminStations, useMergeStation } from './api';
import { SearchField, useSettled } from './ui';

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

function StationFacts({ heading, station }: { heading: string; station: AdminStationSummary }) {
  const { t, locale } = useTranslation();
  const names = useNames();
  const number = new Intl.NumberFormat(locale);
  const facts: Array<[string, string]> = [
    [t('admin.station.name'), station.name],
    [t('admin.station.country'), names.country(station.country, station.country_name)],
    [t('admin.station.city'), station.city ?? '—'],
    [t('admin.station.language'), station.language ?? '—'],
    [t('admin.station.genre'), station.genre ? names.genre(station.genre as GenreId) : '—'],
    [t('admin.station.url'), station.url],
    [t('admin.stations.mergeAliases'), station.aliases.length > 0 ? station.aliases.join(', ') : '—'],
    [t('admin.stations.health'), t(`admin.health.${station.health}`)],
    [t('admin.stations.mergePlays'), `${number.format(station.clicks)} · ${number.format(station.votes)}`],
  ];
  return (
    <div className="min-w-0 rounded-xl border border-stone-700 bg-stone-950 p-3">
      <h4 className="mb-2 text-sm font-semibold text-amber-300">{heading}</h4>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-400">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function MergeConfirmation({
  from,
  into,
  pending,
  onConfirm,
  onCancel,
}: {
  from: AdminStationSummary;
  into: AdminStationSummary;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={`merge-${from.id}`} className="flex flex-col gap-3">
      <h3 id={`merge-${from.id}`} ref={heading} tabIndex={-1} className="font-semibold">
        {t('admin.stations.mergeConfirmTitle', { name: from.name, into: into.name })}
      </h3>
      <div className="grid gap-3 md:grid-cols-2">
        <StationFacts heading={t('admin.stations.mergeGoes')} station={from} />
        <StationFacts heading={t('admin.stations.mergeStays')} station={into} />
      </div>
      <p className="text-sm text-stone-300">{t('admin.stations.mergeUndoHint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onConfirm} disabled={pending}>
          {t('admin.stations.mergeConfirm')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
      </div>
    </section>
  );
}

export function MergePanel({
  station,
  onOutcome,
}: {
  station: AdminStationSummary;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(station.name);
  const [chosen, setChosen] = useState<AdminStationSummary | null>(null);
  const settled = useSettled(search);
  const candidates = useAdminStations({ search: settled || undefined, page_size: 6 });
  const merge = useMergeStation();
  const others = (candidates.data?.items ?? []).filter(
    (candidate) => candidate.id !== station.id && candidate.deleted_at === null,
  );
  if (chosen) {
    return (
      <MergeConfirmation
        from={station}
        into={chosen}
        pending={merge.isPending}
        onCancel={() => setChosen(null)}
        onConfirm={() =>
          // mutateAsync: the row unmounts once the lists reload without the merged station, and a
          // mutate callback would then never run; the tab's outcome outlives the row.
          merge.mutateAsync({ id: station.id, into: chosen.id }).then(
            (kept) =>
              onOutcome({
                tone: 'ok',
                text: `${t('admin.stations.merged', { name: station.name, into: kept.name })} ${t('admin.stations.mergedUndo')}`,
              }),
            () => onOutcome({ tone: 'error', text: t('admin.actionFailed') }),
          )
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-300">{t('admin.stations.mergeIntro', { name: station.name })}</p>
      <SearchField label={t('admin.stations.mergeSearch')} value={search} onChange={setSearch} />
      {others.length === 0 ? (
        <p className="text-sm text-stone-400">{t('admin.stations.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {others.map((candidate) => (
            <li key={candidate.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 truncate">
                {candidate.name} ({candidate.country}) <span className="text-stone-400">{candidate.url}</span>
              </span>
              <Button variant="secondary" onClick={() => setChosen(candidate)}>
                {t('admin.stations.mergeInto', { name: candidate.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
