// The studio's schedule editor: the station's time zone and its weekly programmes (day, start, end,
// title, host, description), added, changed and removed here and saved whole. A programme whose end is
// not after its start ends the next day. The contract's own rules are checked before saving, so the
// owner reads what is wrong in their language; the server checks them again.
import {
  minutesOf,
  overlappingProgrammes,
  type Programme,
  type Schedule,
  type ScheduleInput,
  WEEKDAYS,
  type Weekday,
} from '@sauti/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/Field';
import { Skeleton } from '../../components/ui/Skeleton';
import { ErrorState } from '../../components/ui/States';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { browserTimeZone, timeZoneChoices } from '../../lib/time-zones';
import { useStationSchedule } from '../station-schedule';
import { useSaveSchedule } from './api';

interface DraftProgramme extends Programme {
  /** Keeps each row's fields its own while rows are added and removed. */
  key: number;
}

let lastKey = 0;
function keyed(programme: Programme): DraftProgramme {
  lastKey += 1;
  return { ...programme, key: lastKey };
}

/** The listener's weekday names, Monday first: 2024-01-01 was a Monday. */
function useWeekdayNames(): Record<Weekday, string> {
  const { locale } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    return Object.fromEntries(
      WEEKDAYS.map((day, index) => [day, format.format(new Date(Date.UTC(2024, 0, 1 + index)))]),
    ) as Record<Weekday, string>;
  }, [locale]);
}

/** What stops the schedule from saving, in the owner's language; null when it may be saved. */
function problemOf(programmes: readonly Programme[], t: ReturnType<typeof useTranslation>['t']): string | null {
  const untitled = programmes.findIndex((programme) => programme.title.trim() === '');
  if (untitled >= 0) return t('studio.schedule.titleMissing', { number: untitled + 1 });
  const sameTimes = programmes.findIndex((programme) => programme.start === programme.end);
  if (sameTimes >= 0) return t('studio.schedule.sameTimes', { number: sameTimes + 1 });
  const clash = overlappingProgrammes(programmes);
  return clash ? t('studio.schedule.overlap', { first: clash[0] + 1, second: clash[1] + 1 }) : null;
}

/** A 24-hour "HH:MM" time of day; the browser shows it the owner's way. */
function ClockField({
  label,
  value,
  onChange,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (time: string) => void;
  describedBy?: string | undefined;
}) {
  return (
    <TextField
      label={label}
      type="time"
      step={60}
      value={value}
      onChange={(event) => event.target.value && onChange(event.target.value.slice(0, 5))}
      aria-describedby={describedBy}
      required
    />
  );
}

function ProgrammeFields({
  programme,
  number,
  onChange,
  onRemove,
}: {
  programme: DraftProgramme;
  number: number;
  onChange: (changes: Partial<Programme>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const days = useWeekdayNames();
  const nextDayHint = useId();
  const endsNextDay = minutesOf(programme.end) <= minutesOf(programme.start);
  return (
    <fieldset className="relative flex flex-col gap-3 rounded-2xl border border-stone-800 bg-stone-900 p-4 pt-5">
      {/* The legend must be the fieldset's first child to name it; the remove button sits beside it. */}
      <legend className="float-start text-sm font-semibold text-stone-200">
        {t('studio.schedule.programme', { number })}
      </legend>
      <Button
        variant="ghost"
        className="absolute end-2 top-2"
        onClick={onRemove}
        aria-label={t('studio.schedule.remove', { number })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SelectField
          label={t('studio.schedule.day')}
          value={programme.day}
          onChange={(event) => onChange({ day: event.target.value as Weekday })}
          options={WEEKDAYS.map((day) => ({ value: day, label: days[day] }))}
          placeholder={t('studio.schedule.day')}
          required
        />
        <ClockField
          label={t('studio.schedule.start')}
          value={programme.start}
          onChange={(start) => onChange({ start })}
        />
        <div className="flex flex-col gap-1">
          <ClockField
            label={t('studio.schedule.end')}
            value={programme.end}
            onChange={(end) => onChange({ end })}
            describedBy={endsNextDay ? nextDayHint : undefined}
          />
          {endsNextDay && (
            <p id={nextDayHint} className="text-xs text-amber-300">
              {t('studio.schedule.nextDay')}
            </p>
          )}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={t('studio.schedule.title')}
          value={programme.title}
          maxLength={120}
          onChange={(event) => onChange({ title: event.target.value })}
          required
        />
        <TextField
          label={t('studio.schedule.host')}
          value={programme.host}
          maxLength={120}
          onChange={(event) => onChange({ host: event.target.value })}
          optional
        />
      </div>
      <TextAreaField
        label={t('studio.schedule.description')}
        value={programme.description}
        maxLength={1000}
        rows={2}
        onChange={(event) => onChange({ description: event.target.value })}
        optional
      />
    </fieldset>
  );
}

function ScheduleForm({ stationId, saved }: { stationId: string; saved: Schedule }) {
  const { t } = useTranslation();
  const save = useSaveSchedule(stationId);
  // A station that never had a schedule starts in the owner's own zone.
  const [timezone, setTimezone] = useState(saved.updated_at === null ? browserTimeZone() : saved.timezone);
  const [programmes, setProgrammes] = useState(() => saved.programmes.map(keyed));
  const [problem, setProblem] = useState<string | null>(null);
  const zones = useMemo(() => timeZoneChoices(timezone), [timezone]);

  const change = (key: number, changes: Partial<Programme>) =>
    setProgrammes((current) =>
      current.map((programme) => (programme.key === key ? { ...programme, ...changes } : programme)),
    );
  const add = () =>
    setProgrammes((current) => [
      ...current,
      keyed({
        day: current.at(-1)?.day ?? 'monday',
        start: '18:00',
        end: '20:00',
        title: '',
        host: '',
        description: '',
      }),
    ]);
  const remove = (key: number) => setProgrammes((current) => current.filter((programme) => programme.key !== key));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = problemOf(programmes, t);
    setProblem(found);
    if (found) return;
    const body: ScheduleInput = { timezone, programmes: programmes.map(({ key: _key, ...programme }) => programme) };
    save.mutate(body);
  }

  const saveError =
    save.error instanceof ApiError && save.error.status === 403
      ? t('studio.schedule.notOwner')
      : save.error
        ? t('studio.schedule.saveFailed', { reason: save.error.message })
        : null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SelectField
        label={t('studio.schedule.timezone')}
        hint={t('studio.schedule.timezoneHint')}
        value={timezone}
        onChange={(event) => event.target.value && setTimezone(event.target.value)}
        options={zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
        placeholder={t('studio.schedule.timezone')}
        required
      />
      {programmes.length === 0 && <p className="text-sm text-stone-400">{t('studio.schedule.empty')}</p>}
      {programmes.map((programme, index) => (
        <ProgrammeFields
          key={programme.key}
          programme={programme}
          number={index + 1}
          onChange={(changes) => change(programme.key, changes)}
          onRemove={() => remove(programme.key)}
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={add}>
          <Plus aria-hidden="true" className="size-4" /> {t('studio.schedule.add')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('studio.schedule.saving') : t('studio.schedule.save')}
        </Button>
      </div>
      <div aria-live="polite" className="text-sm">
        {problem && (
          <p role="alert" className="text-red-300">
            {problem}
          </p>
        )}
        {!problem && saveError && (
          <p role="alert" className="text-red-300">
            {saveError}
          </p>
        )}
        {!problem && save.isSuccess && !save.isPending && (
          <p className="text-emerald-300">{t('studio.schedule.saved')}</p>
        )}
      </div>
    </form>
  );
}

/** The station's schedule, loaded and edited; the studio mounts it with the station's id. */
export function ScheduleEditor({ stationId }: { stationId: string }) {
  const { t } = useTranslation();
  const schedule = useStationSchedule(stationId);
  return (
    <section aria-labelledby="studio-schedule-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="studio-schedule-heading" className="text-xl font-semibold">
          {t('studio.schedule.heading')}
        </h2>
        <p className="text-sm text-stone-400">{t('studio.schedule.intro')}</p>
      </div>
      {schedule.isPending && (
        <div role="status" aria-label={t('studio.schedule.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-40" />
        </div>
      )}
      {schedule.isError && <ErrorState message={t('station.schedule.failed')} onRetry={() => schedule.refetch()} />}
      {schedule.data && <ScheduleForm key={stationId} stationId={stationId} saved={schedule.data} />}
    </section>
  );
}
