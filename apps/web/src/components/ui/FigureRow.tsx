// A row of headline figures, each a label over its value, two to a line on a phone and four on a wide screen.
export interface Figure {
  label: string;
  value: string;
}

export function FigureRow({ figures }: { figures: Figure[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map(({ label, value }) => (
        <div key={label} className="rounded-2xl border border-stone-800 bg-stone-900 p-4">
          <dt className="text-sm text-stone-400">{label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
