// "On now" and "Next" in a station's details, from its owner's weekly schedule, at the listener's own
// clock (the schedule is kept in the station's zone; the contract turns it into instants). Stations
// without a schedule show nothing here; a schedule that failed to load says so in a line.
import { onNowAndNext, type ProgrammeOccurrence } from '@sauti/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { formatTime } from '../../lib/format';
import { browserTimeZone } from '../../lib/time-zones';
import { useStationSchedule } from './api';

/** On now and next move on as shows start and end: the details re-read the clock every 30 seconds. */
const CLOCK_TICK_MS = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "18:00–20:00", or "Mon 18:00–20:00" when the show is not on the listener's today. */
export function occurrenceTimes(occurrence: ProgrammeOccurrence, now: Date, locale: string): string {
  const times = `${formatTime(occurrence.starts_at, locale)}–${formatTime(occurrence.ends_at, locale)}`;
  if (occurrence.starts_at.toDateString() === now.toDateString()) return times;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(occurrence.starts_at);
  return `${weekday} ${times}`;
}

function Programme({ label, occurrence, now }: { label: string; occurrence: ProgrammeOccurrence; now: Date }) {
  const { t, locale } = useTranslation();
  const { title, host } = occurrence.programme;
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-stone-800/50 px-3 py-2">
      <dt className="text-xs uppercase tracking-wide text-amber-300">{label}</dt>
      <dd className="flex flex-col">
        <span dir="auto" className="break-words text-sm font-medium text-stone-100">
          {title}
        </span>
        {host && (
          <span dir="auto" className="text-xs text-stone-300">
            {t('station.schedule.host', { host })}
          </span>
        )}
        <time dateTime={occurrence.starts_at.toISOString()} className="text-xs tabular-nums text-stone-400">
          {occurrenceTimes(occurrence, now, locale)}
        </time>
      </dd>
    </div>
  );
}

export function OnNowNext({ stationId }: { stationId: string }) {
  const { t } = useTranslation();
  const schedule = useStationSchedule(stationId);
  const now = useNow();
  if (schedule.isError) return <p className="mt-5 text-sm text-stone-400">{t('station.schedule.failed')}</p>;
  if (!schedule.data || schedule.data.programmes.length === 0) return null;
  const { on_now, next } = onNowAndNext(schedule.data, now);
  const zone = browserTimeZone();
  return (
    <section aria-labelledby="station-schedule-heading" className="mt-5">
      <h3 id="station-schedule-heading" className="text-sm font-semibold text-stone-200">
        {t('station.schedule.heading')}
      </h3>
      <dl className="mt-2 grid gap-2 sm:grid-cols-2">
        {on_now ? (
          <Programme label={t('station.schedule.onNow')} occurrence={on_now} now={now} />
        ) : (
          <div className="flex flex-col gap-0.5 rounded-lg bg-stone-800/50 px-3 py-2">
            <dt className="text-xs uppercase tracking-wide text-stone-400">{t('station.schedule.onNow')}</dt>
            <dd className="text-sm text-stone-300">{t('station.schedule.nothingNow')}</dd>
          </div>
        )}
        {next && <Programme label={t('station.schedule.next')} occurrence={next} now={now} />}
      </dl>
      <p className="mt-1 text-xs text-stone-400">{t('station.schedule.timesIn', { zone })}</p>
    </section>
  );
}
