// The quality tab (issue 28.7): stations that look wrong, each with why and the fixes that fit, one
// click each; and descriptions written for the stations nobody described. The server decides what is
// wrong and applies the fixes; this screen words its findings in the admin's language.
import { QUALITY_ISSUE_KINDS, type QualityFinding, type QualityFix, type QualityIssueKind } from '@sauti/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { type MessageKey, useNames, useTranslation } from '../../i18n';
import { useQualityFix, useQualityReport, useWriteDescriptions } from './api';
import { ListSkeleton, Notice, selectClass, TabSection } from './ui';

const KIND_WORDS: Record<QualityIssueKind, MessageKey> = {
  not_a_name: 'admin.quality.kind.not_a_name',
  other_country: 'admin.quality.kind.other_country',
  language_mismatch: 'admin.quality.kind.language_mismatch',
  duplicate_logo: 'admin.quality.kind.duplicate_logo',
  duplicate_stream: 'admin.quality.kind.duplicate_stream',
};

type Outcome = { tone: 'ok' | 'error'; text: string };

const englishLanguages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** A finding's reason and fixes in the admin's language. */
function useFindingWords() {
  const { t, locale } = useTranslation();
  const names = useNames();
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const country = (code: string, name: string) => names.country(code, name);
  const language = (code: string) => names.language(code, englishLanguages.of(code) ?? code);
  const reason = ({ kind, station, detail }: QualityFinding): string => {
    const filedUnder = country(station.country, station.country_name);
    switch (kind) {
      case 'not_a_name':
        return t('admin.quality.reason.not_a_name', { name: station.name });
      case 'other_country':
        return t('admin.quality.reason.other_country', {
          place: detail.place ?? '',
          placeCountry: country(detail.place_country ?? '', detail.place_country_name ?? ''),
          country: filedUnder,
        });
      case 'language_mismatch':
        return t('admin.quality.reason.language_mismatch', {
          language: language(detail.language ?? ''),
          country: filedUnder,
        });
      default:
        return t(
          kind === 'duplicate_logo' ? 'admin.quality.reason.duplicate_logo' : 'admin.quality.reason.duplicate_stream',
          {
            others: list.format(
              (detail.others ?? []).map((other) => `${other.name} (${country(other.country, other.country_name)})`),
            ),
          },
        );
    }
  };
  const countryName = (code: string, finding: QualityFinding) =>
    country(
      code,
      finding.detail.place_country === code
        ? (finding.detail.place_country_name ?? code)
        : (finding.detail.others?.find((other) => other.country === code)?.country_name ?? code),
    );
  const fixLabel = (fix: QualityFix, finding: QualityFinding): string => {
    switch (fix.action) {
      case 'move_country':
        return t('admin.quality.fix.move', { country: countryName(fix.country ?? '', finding) });
      case 'drop_language':
        return t('admin.quality.fix.drop', { language: language(fix.language ?? '') });
      case 'hide':
        return t('admin.quality.fix.hide');
      default:
        return t('admin.quality.fix.dismiss');
    }
  };
  const done = (fix: QualityFix, finding: QualityFinding): string => {
    const station = finding.station.name;
    switch (fix.action) {
      case 'move_country':
        return t('admin.quality.done.move', { station, country: countryName(fix.country ?? '', finding) });
      case 'drop_language':
        return t('admin.quality.done.drop', { station, language: language(fix.language ?? '') });
      case 'hide':
        return t('admin.quality.done.hide', { station });
      default:
        return t('admin.quality.done.dismiss', { station });
    }
  };
  return { reason, fixLabel, done, country };
}

function FindingItem({
  finding,
  busy,
  onFix,
}: {
  finding: QualityFinding;
  busy: boolean;
  onFix: (fix: QualityFix) => void;
}) {
  const { t } = useTranslation();
  const words = useFindingWords();
  const { station } = finding;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-stone-800 bg-stone-900 p-3">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="font-semibold break-all">{station.name}</span>
        <span className="text-xs text-stone-400">
          {words.country(station.country, station.country_name)}
          {station.city ? ` · ${station.city}` : ''}
        </span>
        <span className="rounded-full bg-stone-800 px-2 py-0.5 text-xs text-amber-200">
          {t(KIND_WORDS[finding.kind])}
        </span>
        {!station.is_active && (
          <span className="rounded-full bg-stone-800 px-2 py-0.5 text-xs text-stone-300">
            {t('admin.quality.hidden')}
          </span>
        )}
      </div>
      <p className="text-sm text-stone-300">{words.reason(finding)}</p>
      <fieldset
        aria-label={t('admin.quality.fixesFor', { station: station.name })}
        className="m-0 flex flex-wrap gap-2 border-0 p-0"
      >
        {finding.fixes.map((fix) => (
          <Button
            key={`${fix.action}-${fix.country ?? ''}-${fix.language ?? ''}`}
            variant={fix.action === 'dismiss' ? 'ghost' : 'secondary'}
            disabled={busy}
            onClick={() => onFix(fix)}
          >
            {words.fixLabel(fix, finding)}
          </Button>
        ))}
      </fieldset>
    </li>
  );
}

function Descriptions({ pending, onOutcome }: { pending: number; onOutcome: (outcome: Outcome) => void }) {
  const { t, locale } = useTranslation();
  const write = useWriteDescriptions();
  const number = new Intl.NumberFormat(locale);
  const run = () =>
    write.mutateAsync(undefined).then(
      (result) => onOutcome({ tone: 'ok', text: t('admin.quality.descriptions.written', { count: result.written }) }),
      () => onOutcome({ tone: 'error', text: t('admin.actionFailed') }),
    );
  return (
    <section
      aria-labelledby="quality-descriptions"
      className="flex flex-col gap-2 rounded-xl border border-stone-800 p-3"
    >
      <h3 id="quality-descriptions" className="font-semibold">
        {t('admin.quality.descriptions.title')}
      </h3>
      <p className="text-sm text-stone-300">
        {pending > 0
          ? t('admin.quality.descriptions.pending', { count: pending, shown: number.format(pending) })
          : t('admin.quality.descriptions.none')}
      </p>
      <div>
        <Button disabled={pending === 0 || write.isPending} onClick={run}>
          {t('admin.quality.descriptions.write')}
        </Button>
      </div>
    </section>
  );
}

export default function QualityTab() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<QualityIssueKind | ''>('');
  const report = useQualityReport(kind);
  const fix = useQualityFix();
  const words = useFindingWords();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const counts = report.data?.counts;
  const total = counts ? QUALITY_ISSUE_KINDS.reduce((sum, each) => sum + counts[each], 0) : 0;

  const apply = (finding: QualityFinding, chosen: QualityFix) => {
    const key = `${finding.station.id}|${finding.kind}`;
    setBusy(key);
    setOutcome(null);
    fix
      .mutateAsync({ ...chosen, station_id: finding.station.id, kind: finding.kind })
      .then(
        () => setOutcome({ tone: 'ok', text: words.done(chosen, finding) }),
        () => setOutcome({ tone: 'error', text: t('admin.actionFailed') }),
      )
      .finally(() => setBusy(null));
  };

  return (
    <TabSection title={t('admin.tab.quality')} intro={t('admin.quality.intro')}>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {report.data && <Descriptions pending={report.data.descriptions_to_write} onOutcome={setOutcome} />}
      <label className="flex max-w-sm flex-col gap-1 text-sm">
        {t('admin.quality.kindLabel')}
        <select
          value={kind}
          onChange={(event) => setKind(event.target.value as QualityIssueKind | '')}
          className={selectClass}
        >
          <option value="">{t('admin.quality.kindCount', { kind: t('admin.quality.kind.all'), count: total })}</option>
          {QUALITY_ISSUE_KINDS.map((value) => (
            <option key={value} value={value}>
              {t('admin.quality.kindCount', { kind: t(KIND_WORDS[value]), count: counts?.[value] ?? 0 })}
            </option>
          ))}
        </select>
      </label>
      {report.isPending ? (
        <ListSkeleton />
      ) : report.isError ? (
        <ErrorState message={t('admin.loadFailed')} onRetry={() => report.refetch()} />
      ) : report.data.findings.length === 0 ? (
        <EmptyState title={t('admin.quality.none')} />
      ) : (
        <ul aria-label={t('admin.quality.findings')} className="flex flex-col gap-2">
          {report.data.findings.map((finding) => (
            <FindingItem
              key={`${finding.station.id}|${finding.kind}`}
              finding={finding}
              busy={busy === `${finding.station.id}|${finding.kind}`}
              onFix={(chosen) => apply(finding, chosen)}
            />
          ))}
        </ul>
      )}
    </TabSection>
  );
}
