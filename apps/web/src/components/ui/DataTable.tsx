// A table of records: a caption that names it (for screen readers, or shown as its title), a head row of
// column names and a row per record whose first cell names the row. No records shows the empty state.
import type { ReactNode } from 'react';
import { EmptyState } from './States';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures line up on the end edge, in digits of one width. */
  align?: 'start' | 'end';
}

const ALIGN = { start: 'text-start', end: 'text-end tabular-nums' } as const;

export function DataTable<Row>({
  caption,
  captionShown = false,
  columns,
  rows,
  rowKey,
  empty,
  minWidth = '',
}: {
  caption: string;
  /** Show the caption above the table as its title, rather than only to screen readers. */
  captionShown?: boolean;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What the empty state says when there are no rows. */
  empty: string;
  /** A Tailwind min-width class, for tables that scroll sideways on a phone rather than squeeze. */
  minWidth?: string;
}) {
  if (rows.length === 0) return <EmptyState title={empty} />;
  const [first, ...rest] = columns;
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-800">
      <table className={`w-full text-sm ${minWidth}`}>
        <caption className={captionShown ? 'p-3 text-start text-lg font-semibold' : 'sr-only'}>{caption}</caption>
        <thead className="bg-stone-900 text-stone-400">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`p-2 ${ALIGN[column.align ?? 'start']}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-stone-800 align-top">
              {first && (
                <th scope="row" className={`p-2 font-medium ${ALIGN[first.align ?? 'start']}`}>
                  {first.cell(row)}
                </th>
              )}
              {rest.map((column) => (
                <td key={column.header} className={`p-2 ${ALIGN[column.align ?? 'start']}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
