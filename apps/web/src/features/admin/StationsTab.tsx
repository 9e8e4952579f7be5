// The stations tab: every station (inactive, deleted, off the air, in hidden countries too), searched,
// filtered and sorted on the server a page at a time, so 50,000 stay quick. Each row toggles Active,
// Boosted and Premium; opens the editor, the check history with "Check now", or a merge into another
// station; deletes (softly) or restores.
import {
  type AdminStationQuery,
  AdminStationSort,
  type AdminStationSummary,
  AdminStationUpdate,
  GENRE_IDS,
  type GenreId,
  StationHealth,
} from '@sauti/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { serverProblems, useNames, useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import {
  useAdminCountries,
  useAdminStation,
  useAdminStations,
  useCheckStation,
  useRemoveStation,
  useRestoreStation,
  useStationChecks,
  useUpdateStation,
} from './api';
import { CheckResult } from './CheckResult';
import { MergePanel } from './MergePanel';
import { checkStation, StationFields, type StationProblems, type StationValues } from './StationFields';
import { changedFields, valuesOf } from './station-edit';
import {
  ListSkeleton,
  Notice,
  Pager,
  SearchField,
  Switch,
  selectClass,
  TabSection,
  useDateTime,
  useSettled,
} from './ui';

type Outcome = { tone: 'ok' | 'error'; text: string } | null;
type Panel = 'edit' | 'checks' | 'merge' | null;
type Flag = '' | 'true' | 'false';

function EditPanel({ id, onOutcome }: { id: string; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation();
  const station = useAdminStation(id);
  const update = useUpdateStation();
  const [values, setValues] = useState<StationValues | null>(null);
  const [problems, setProblems] = useState<StationProblems>({});
  if (station.isPending) return <ListSkeleton rows={2} />;
  if (station.isError) return <ErrorState message={t('admin.loadFailed')} onRetry={() => station.refetch()} />;
  const original = valuesOf(station.data);
  const shown = values ?? original;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const changes = changedFields(original, shown);
    if (Object.keys(changes).length === 0) {
      onOutcome({ tone: 'ok', text: t('admin.stations.noChanges') });
      return;
    }
    const checked = checkStation(AdminStationUpdate, changes);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    update.mutate(
      { id, body: checked.body },
      {
        onSuccess: (saved) => {
          setValues(null);
          onOutcome({ tone: 'ok', text: t('admin.stations.saved', { name: saved.name }) });
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0)
            setProblems(serverProblems(error.fields));
          else onOutcome({ tone: 'error', text: t('admin.actionFailed') });
        },
      },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('admin.stations.editing', { name: station.data.name })}
      className="flex flex-col gap-4"
    >
      {station.data.edited_fields.length > 0 && (
        <p className="text-xs text-stone-400">
          {t('admin.stations.protected', { fields: station.data.edited_fields.join(', ') })}
        </p>
      )}
      <StationFields
        values={shown}
        problems={problems}
        onChange={(field, value) => {
          setValues({ ...shown, [field]: value });
          setProblems((current) => ({ ...current, [field]: undefined }));
        }}
      />
      <div>
        <Button type="submit" disabled={update.isPending}>
          {t('admin.stations.save')}
        </Button>
      </div>
    </form>
  );
}

function ChecksPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const checks = useStationChecks(id);
  const checkNow = useCheckStation();
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button variant="secondary" onClick={() => checkNow.mutate(id)} disabled={checkNow.isPending}>
          {checkNow.isPending ? t('admin.stations.checking') : t('admin.stations.checkNow')}
        </Button>
      </div>
      {checkNow.isError && <Notice tone="error">{t('admin.actionFailed')}</Notice>}
      {checks.isPending ? (
        <ListSkeleton rows={2} />
      ) : checks.isError ? (
        <ErrorState message={t('admin.loadFailed')} onRetry={() => checks.refetch()} />
      ) : checks.data.checks.length === 0 ? (
        <p className="text-sm text-stone-400">{t('admin.stations.noChecks')}</p>
      ) : (
        <ol aria-label={t('admin.stations.history')} className="flex flex-col gap-2">
          {checks.data.checks.map((check) => (
            <li key={check.id} className="flex flex-col gap-1">
              <span className="text-xs text-stone-400">
                {dateTime(check.checked_at)} · {check.region}
                {check.fix_method ? ` · ${check.fix_method}` : ''}
              </span>
              <CheckResult check={check} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function StationRow({ station, onOutcome }: { station: AdminStationSummary; onOutcome: (outcome: Outcome) => void }) {
  const { t, locale } = useTranslation();
  const names = useNames();
  const update = useUpdateStation();
  const remove = useRemoveStation();
  const restore = useRestoreStation();
  const [panel, setPanel] = useState<Panel>(null);
  const number = new Intl.NumberFormat(locale);
  const failed = () => onOutcome({ tone: 'error', text: t('admin.actionFailed') });
  const toggle = (field: 'is_active' | 'boosted' | 'is_premium', value: boolean) =>
    update
      .mutateAsync({ id: station.id, body: { [field]: value } })
      .then(() => onOutcome({ tone: 'ok', text: t('admin.stations.saved', { name: station.name }) }), failed);
  const deleted = station.deleted_at !== null;
  const panelButton = (which: Exclude<Panel, null>, label: string) => (
    <Button
      variant={panel === which ? 'primary' : 'ghost'}
      aria-expanded={panel === which}
      onClick={() => setPanel(panel === which ? null : which)}
    >
      {label}
    </Button>
  );
  return (
    <li className="rounded-xl border border-stone-800 bg-stone-900 p-3">
      <div className="flex flex-col gap-2 lg:flex-row lg:items-center">
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">
            {deleted ? (
              station.name
            ) : (
              <Link to={`/station/${station.slug}`} className="hover:underline">
                {station.name}
              </Link>
            )}
          </p>
          <p className="truncate text-xs text-stone-400">
            {names.country(station.country, station.country_name)}
            {station.genre ? ` · ${names.genre(station.genre as GenreId)}` : ''} · {t(`admin.health.${station.health}`)}
            {/* A label from Radio Browser's check only: said, so it is not read as ours. */}
            {station.health_status === 'unchecked' && ` (${t('admin.health.unchecked')})`} ·{' '}
            {t('admin.listenerCount', { count: number.format(station.listeners) })}
            {!station.country_discoverable && ` · ${t('admin.stations.countryHidden')}`}
            {station.off_air && ` · ${t('admin.stations.offAir')}`}
            {deleted && ` · ${t('admin.stations.deleted')}`}
          </p>
        </div>
        {!deleted && (
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            <Switch
              checked={station.is_active}
              disabled={update.isPending}
              label={t('admin.stations.activeOf', { name: station.name })}
              onChange={(value) => toggle('is_active', value)}
            >
              {station.is_active ? t('admin.stations.active') : t('admin.stations.inactive')}
            </Switch>
            <Switch
              checked={station.boosted}
              disabled={update.isPending}
              label={t('admin.stations.boostedOf', { name: station.name })}
              onChange={(value) => toggle('boosted', value)}
            >
              {t('admin.stations.boosted')}
            </Switch>
            <Switch
              checked={station.is_premium}
              disabled={update.isPending}
              label={t('admin.stations.premiumOf', { name: station.name })}
              onChange={(value) => toggle('is_premium', value)}
            >
              {t('admin.stations.premium')}
            </Switch>
          </div>
        )}
      </div>
      <div className="mt-2 flex flex-wrap gap-1">
        {!deleted && panelButton('edit', t('admin.stations.edit'))}
        {panelButton('checks', t('admin.stations.history'))}
        {!deleted && panelButton('merge', t('admin.stations.merge'))}
        {deleted ? (
          <Button
            variant="ghost"
            disabled={restore.isPending}
            onClick={() => restore.mutate(station.id, { onError: failed })}
          >
            {t('admin.stations.restore')}
          </Button>
        ) : (
          <Button
            variant="ghost"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(station.id, {
                onSuccess: () => onOutcome({ tone: 'ok', text: t('admin.stations.removed', { name: station.name }) }),
                onError: failed,
              })
            }
          >
            {t('admin.stations.delete')}
          </Button>
        )}
      </div>
      {panel && (
        <div className="mt-3 border-t border-stone-800 pt-3">
          {panel === 'edit' && <EditPanel id={station.id} onOutcome={onOutcome} />}
          {panel === 'checks' && <ChecksPanel id={station.id} />}
          {panel === 'merge' && <MergePanel station={station} onOutcome={onOutcome} />}
        </div>
      )}
    </li>
  );
}

function FlagFilter({ label, value, onChange }: { label: string; value: Flag; onChange: (value: Flag) => void }) {
  const { t } = useTranslation();
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value as Flag)} className={selectClass}>
        <option value="">{t('admin.all')}</option>
        <option value="true">{t('admin.yes')}</option>
        <option value="false">{t('admin.no')}</option>
      </select>
    </label>
  );
}

const SORT_WORDS = {
  name: 'admin.stations.sort.name',
  newest: 'admin.stations.sort.newest',
  updated: 'admin.stations.sort.updated',
  popular: 'admin.stations.sort.popular',
  country: 'admin.stations.sort.country',
} as const;

export default function StationsTab() {
  const { t } = useTranslation();
  const names = useNames();
  const countries = useAdminCountries();
  const [search, setSearch] = useState('');
  const settledSearch = useSettled(search);
  const [filters, setFilters] = useState({
    country: '',
    genre: '',
    health: '',
    active: '' as Flag,
    boosted: '' as Flag,
    premium: '' as Flag,
    hidden: '' as Flag,
    deleted: '' as Flag,
    sort: 'name' as AdminStationSort,
  });
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const set = <K extends keyof typeof filters>(key: K, value: (typeof filters)[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const query: AdminStationQuery = {
    search: settledSearch.trim() || undefined,
    country: filters.country || undefined,
    genre: (filters.genre || undefined) as GenreId | undefined,
    health: (filters.health || undefined) as StationHealth | undefined,
    active: filters.active || undefined,
    boosted: filters.boosted || undefined,
    premium: filters.premium || undefined,
    hidden: filters.hidden || undefined,
    deleted: filters.deleted || undefined,
    sort: filters.sort,
    page,
  };
  const stations = useAdminStations(query);
  return (
    <TabSection title={t('admin.tab.stations')}>
      <search aria-label={t('admin.stations.filters')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <SearchField
          label={t('admin.stations.search')}
          value={search}
          onChange={setSearch}
          className="col-span-2 sm:col-span-3 lg:col-span-2"
        />
        <label className="flex flex-col gap-1 text-sm">
          {t('admin.station.country')}
          <select
            value={filters.country}
            onChange={(event) => set('country', event.target.value)}
            className={selectClass}
          >
            <option value="">{t('admin.all')}</option>
            {(countries.data ?? []).map((country) => (
              <option key={country.code} value={country.code}>
                {names.country(country.code, country.name)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('admin.station.genre')}
          <select value={filters.genre} onChange={(event) => set('genre', event.target.value)} className={selectClass}>
            <option value="">{t('admin.all')}</option>
            {GENRE_IDS.map((genre) => (
              <option key={genre} value={genre}>
                {names.genre(genre)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('admin.stations.health')}
          <select
            value={filters.health}
            onChange={(event) => set('health', event.target.value)}
            className={selectClass}
          >
            <option value="">{t('admin.all')}</option>
            {StationHealth.options.map((health) => (
              <option key={health} value={health}>
                {t(`admin.health.${health}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('admin.stations.sortLabel')}
          <select
            value={filters.sort}
            onChange={(event) => set('sort', event.target.value as AdminStationSort)}
            className={selectClass}
          >
            {AdminStationSort.options.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_WORDS[sort])}
              </option>
            ))}
          </select>
        </label>
        <FlagFilter
          label={t('admin.stations.active')}
          value={filters.active}
          onChange={(value) => set('active', value)}
        />
        <FlagFilter
          label={t('admin.stations.boosted')}
          value={filters.boosted}
          onChange={(value) => set('boosted', value)}
        />
        <FlagFilter
          label={t('admin.stations.premium')}
          value={filters.premium}
          onChange={(value) => set('premium', value)}
        />
        <FlagFilter
          label={t('admin.stations.countryHidden')}
          value={filters.hidden}
          onChange={(value) => set('hidden', value)}
        />
        <FlagFilter
          label={t('admin.stations.deleted')}
          value={filters.deleted}
          onChange={(value) => set('deleted', value)}
        />
      </search>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {stations.isPending ? (
        <ListSkeleton />
      ) : stations.isError ? (
        <ErrorState message={t('admin.loadFailed')} onRetry={() => stations.refetch()} />
      ) : stations.data.items.length === 0 ? (
        <EmptyState title={t('admin.stations.empty')} />
      ) : (
        <>
          <ul aria-label={t('admin.tab.stations')} aria-busy={stations.isFetching} className="flex flex-col gap-2">
            {stations.data.items.map((station) => (
              <StationRow key={station.id} station={station} onOutcome={setOutcome} />
            ))}
          </ul>
          <Pager
            page={stations.data.page}
            pageSize={stations.data.page_size}
            total={stations.data.total}
            onPage={setPage}
          />
        </>
      )}
    </TabSection>
  );
}
