import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Column, DataTable } from './DataTable';

interface Line {
  country: string;
  plays: number;
}

const columns: Column<Line>[] = [
  { header: 'Country', cell: (line) => line.country },
  { header: 'Plays', cell: (line) => String(line.plays), align: 'end' },
];

const table = (rows: Line[], captionShown = false) =>
  renderToStaticMarkup(
    <DataTable
      caption="Plays by country"
      captionShown={captionShown}
      columns={columns}
      rows={rows}
      rowKey={(line) => line.country}
      empty="No plays yet"
    />,
  );

describe('DataTable', () => {
  it('names the table by its caption, heads each column and lets the first cell name its row', () => {
    const html = table([
      { country: 'Kenya', plays: 12 },
      { country: 'Ghana', plays: 7 },
    ]);
    expect(html).toContain('<caption class="sr-only">Plays by country</caption>');
    expect(html.match(/<th scope="col"[^>]*>([^<]*)<\/th>/g)?.map((cell) => cell.replace(/<[^>]+>/g, ''))).toEqual([
      'Country',
      'Plays',
    ]);
    expect(html.match(/<th scope="row"[^>]*>([^<]*)<\/th>/g)?.map((cell) => cell.replace(/<[^>]+>/g, ''))).toEqual([
      'Kenya',
      'Ghana',
    ]);
    expect(html).toMatch(/<td class="p-2 text-end tabular-nums">12<\/td>/);
  });

  it('shows the caption as a title when asked', () => {
    expect(table([{ country: 'Kenya', plays: 1 }], true)).not.toContain('class="sr-only"');
  });

  it('says what is empty instead of an empty table', () => {
    const html = table([]);
    expect(html).not.toContain('<table');
    expect(html).toContain('No plays yet');
  });
});
