// The countries tab: all 54 with their station counts and whether listeners can discover them. Hiding a
// country takes it and its stations out of every public list at once (the server does that).
import { useState } from 'react';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { useNames, useTranslation } from '../../i18n';
import { useAdminCountries, useSetDiscoverable } from './api';
import { ListSkeleton, Notice, SearchField, Switch, TabSection } from './ui';

export default function CountriesTab() {
  const { t, locale } = useTranslation();
  const names = useNames();
  const countries = useAdminCountries();
  const toggle = useSetDiscoverable();
  const [filter, setFilter] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const number = new Intl.NumberFormat(locale);
  const wanted = filter.trim().toLocaleLowerCase(locale);
  const shown = (countries.data ?? [])
    .map((country) => ({ ...country, label: names.country(country.code, country.name) }))
    .filter(
      (country) =>
        !wanted || country.label.toLocaleLowerCase(locale).includes(wanted) || country.code.toLowerCase() === wanted,
    );

  const change = (code: string, label: string, discoverable: boolean) => {
    setOutcome(null);
    return toggle.mutateAsync({ code, discoverable }).then(
      () =>
        setOutcome({
          tone: 'ok',
          text: t(discoverable ? 'admin.countries.shown' : 'admin.countries.hidden', { country: label }),
        }),
      () => setOutcome({ tone: 'error', text: t('admin.actionFailed') }),
    );
  };

  return (
    <TabSection title={t('admin.tab.countries')} intro={t('admin.countries.intro')}>
      <SearchField label={t('admin.countries.filter')} value={filter} onChange={setFilter} className="max-w-sm" />
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {countries.isPending ? (
        <ListSkeleton />
      ) : countries.isError ? (
        <ErrorState message={t('admin.loadFailed')} onRetry={() => countries.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('admin.countries.none')} />
      ) : (
        <ul aria-label={t('admin.tab.countries')} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((country) => (
            <li
              key={country.code}
              className="flex items-center justify-between gap-3 rounded-xl border border-stone-800 bg-stone-900 px-3 py-2"
            >
              <span className="min-w-0">
                <span className="block truncate font-medium">
                  <span aria-hidden="true">{country.flag}</span> {country.label}
                </span>
                <span className="block text-xs text-stone-400">
                  {t('admin.countries.counts', {
                    stations: number.format(country.station_count),
                    listed: number.format(country.listed_count),
                  })}
                </span>
              </span>
              <Switch
                checked={country.discoverable}
                label={t('admin.countries.discoverableIn', { country: country.label })}
                onChange={(discoverable) => change(country.code, country.label, discoverable)}
              >
                <span className="text-xs">{t('admin.countries.discoverable')}</span>
              </Switch>
            </li>
          ))}
        </ul>
      )}
    </TabSection>
  );
}
