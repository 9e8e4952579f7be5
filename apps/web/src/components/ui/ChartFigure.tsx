// A chart with its title, and its figures in words for screen readers (the drawing is hidden from
// them). Only lazily loaded screens use it: recharts stays out of the first view.
import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

export const CHART_AXIS = { fontSize: 11, fill: '#a8a29e' };
export const CHART_TOOLTIP = { contentStyle: { background: '#1c1917', border: '1px solid #44403c', color: '#f5f5f4' } };

export function ChartFigure({ title, summary, children }: { title: string; summary: string; children: ReactElement }) {
  return (
    <figure className="flex min-w-0 flex-col gap-2 rounded-2xl border border-stone-800 bg-stone-900 p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      <p className="sr-only">{summary}</p>
      <div aria-hidden="true" className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
