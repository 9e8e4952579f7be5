// Filling the studio's schedule editor, for the browser tests of schedules.
import type { Page } from 'playwright-core';

export const HOUR_MS = 3_600_000;

/** A moment's weekday ("monday") and "HH:MM" at a zone's clock. */
export function wallClock(instant: number, zone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { day: String(parts.weekday).toLowerCase(), time: `${parts.hour}:${parts.minute}` };
}

/** Fills programme `number` of the editor (in English). */
export async function fillProgramme(
  page: Page,
  number: number,
  fields: { day: string; start: string; end: string; title: string; host: string },
) {
  const group = page.getByRole('group', { name: `Programme ${number}` });
  await group.getByLabel('Day').selectOption(fields.day);
  await group.getByLabel('Starts').fill(fields.start);
  await group.getByLabel('Ends').fill(fields.end);
  await group.getByLabel('Title').fill(fields.title);
  await group.getByLabel('Host').fill(fields.host);
}
