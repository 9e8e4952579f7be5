// The audience panel's charts (recharts, in their own lazy chunk): listening hours by day, and by hour
// of the day with the most listeners at once. Each says its figures in words for screen readers.
import type { AudienceStats } from '@sauti/contract';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_AXIS, CHART_TOOLTIP, ChartFigure } from '../../components/ui/ChartFigure';
import { useTranslation } from '../../i18n';
import { formatTime } from '../../lib/format';

export function AudienceCharts({ figures }: { figures: AudienceStats }) {
  const { t, locale } = useTranslation();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const hourLabel = (hour: number) => formatTime(new Date(2024, 0, 1, hour), locale);
  const days = figures.by_day.map((day) => ({ day: day.date.slice(5), hours: day.listening_hours }));
  const hours = figures.by_hour.map((hour) => ({
    hour: hourLabel(hour.hour),
    hours: hour.listening_hours,
    peak: hour.peak_concurrent,
  }));
  const busiest = figures.by_hour.reduce((best, hour) => (hour.listening_hours > best.listening_hours ? hour : best));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure
        title={t('studio.audience.byDay')}
        summary={t('studio.audience.byDaySummary', {
          hours: number.format(figures.listening_hours),
          days: figures.by_day.length,
        })}
      >
        <AreaChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#292524" vertical={false} />
          <XAxis dataKey="day" tick={CHART_AXIS} interval="preserveStartEnd" minTickGap={24} />
          <YAxis tick={CHART_AXIS} allowDecimals />
          <Tooltip {...CHART_TOOLTIP} />
          <Area
            type="monotone"
            dataKey="hours"
            name={t('studio.audience.listeningHours')}
            stroke="#fbbf24"
            fill="#fbbf2433"
          />
        </AreaChart>
      </ChartFigure>
      <ChartFigure
        title={t('studio.audience.byHour')}
        summary={t('studio.audience.byHourSummary', { hour: hourLabel(busiest.hour) })}
      >
        <BarChart accessibilityLayer={false} data={hours} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#292524" vertical={false} />
          <XAxis dataKey="hour" tick={CHART_AXIS} interval="preserveStartEnd" minTickGap={16} />
          <YAxis tick={CHART_AXIS} allowDecimals />
          <Tooltip {...CHART_TOOLTIP} />
          <Bar dataKey="hours" name={t('studio.audience.listeningHours')} fill="#fbbf24" />
          <Bar dataKey="peak" name={t('studio.audience.peak')} fill="#e879f9" />
        </BarChart>
      </ChartFigure>
    </div>
  );
}
