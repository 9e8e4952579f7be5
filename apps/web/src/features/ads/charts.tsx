// The monetization tab's charts (recharts, only ever in the admin's lazy chunk): the month's daily
// revenue, and revenue by country. Each has its figures as a table for screen readers beside it.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const AXIS = { stroke: '#a8a29e', fontSize: 12 };
const TOOLTIP = { contentStyle: { background: '#1c1917', border: '1px solid #44403c', borderRadius: 8 } };

export function DailyRevenueChart({ days }: { days: { date: string; revenue: number }[] }) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer>
        <LineChart data={days} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#292524" />
          <XAxis dataKey="date" tick={AXIS} tickFormatter={(date: string) => date.slice(8)} />
          <YAxis tick={AXIS} width={48} />
          <Tooltip {...TOOLTIP} />
          <Line type="monotone" dataKey="revenue" stroke="#fbbf24" strokeWidth={2} dot={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function CountryRevenueChart({ countries }: { countries: { name: string; revenue: number }[] }) {
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer>
        <BarChart data={countries} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid stroke="#292524" />
          <XAxis type="number" tick={AXIS} />
          <YAxis type="category" dataKey="name" tick={AXIS} width={110} />
          <Tooltip {...TOOLTIP} />
          <Bar dataKey="revenue" fill="#fbbf24" radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The month's impressions by day: counted, and filtered as invalid traffic. */
export function DailyTrafficChart({
  days,
  countedLabel,
  filteredLabel,
}: {
  days: { date: string; impressions: number; invalid_impressions: number }[];
  countedLabel: string;
  filteredLabel: string;
}) {
  return (
    <div aria-hidden="true" className="h-56 w-full">
      <ResponsiveContainer>
        <LineChart data={days} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#292524" />
          <XAxis dataKey="date" tick={AXIS} tickFormatter={(date: string) => date.slice(8)} />
          <YAxis tick={AXIS} width={48} allowDecimals={false} />
          <Tooltip {...TOOLTIP} />
          <Legend />
          <Line
            name={countedLabel}
            type="monotone"
            dataKey="impressions"
            stroke="#fbbf24"
            strokeWidth={2}
            dot={false}
          />
          <Line
            name={filteredLabel}
            type="monotone"
            dataKey="invalid_impressions"
            stroke="#f87171"
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
