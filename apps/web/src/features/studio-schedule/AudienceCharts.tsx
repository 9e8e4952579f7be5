// The audience panel's charts (recharts: the studio is a lazily loaded screen, and the studio's tabs
// should load this panel lazily too): listening hours by day, and by hour of the day with the most
// listeners at once. The panel hands over the words in the owner's language; each chart says its
// figures in words for screen readers.
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_AXIS, CHART_TOOLTIP, ChartFigure } from '../../components/ui/ChartFigure';

export interface AudienceChartWords {
  byDay: string;
  byDaySummary: string;
  byHour: string;
  byHourSummary: string;
  listeningHours: string;
  peak: string;
}

export function AudienceCharts({
  days,
  hours,
  words,
}: {
  /** "03-25" and the day's listening hours. */
  days: { day: string; hours: number }[];
  /** The hour as the owner's clock writes it, its listening hours and most listeners at once. */
  hours: { hour: string; hours: number; peak: number }[];
  words: AudienceChartWords;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure title={words.byDay} summary={words.byDaySummary}>
        <AreaChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#292524" vertical={false} />
          <XAxis dataKey="day" tick={CHART_AXIS} interval="preserveStartEnd" minTickGap={24} />
          <YAxis tick={CHART_AXIS} allowDecimals />
          <Tooltip {...CHART_TOOLTIP} />
          <Area type="monotone" dataKey="hours" name={words.listeningHours} stroke="#fbbf24" fill="#fbbf2433" />
        </AreaChart>
      </ChartFigure>
      <ChartFigure title={words.byHour} summary={words.byHourSummary}>
        <BarChart accessibilityLayer={false} data={hours} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#292524" vertical={false} />
          <XAxis dataKey="hour" tick={CHART_AXIS} interval="preserveStartEnd" minTickGap={16} />
          <YAxis tick={CHART_AXIS} allowDecimals />
          <Tooltip {...CHART_TOOLTIP} />
          <Bar dataKey="hours" name={words.listeningHours} fill="#fbbf24" />
          <Bar dataKey="peak" name={words.peak} fill="#e879f9" />
        </BarChart>
      </ChartFigure>
    </div>
  );
}
