// A station's weekly schedule as its owner writes it: an IANA time zone and programmes on English
// weekday names with 24-hour wall-clock times in that zone. A programme whose end is not after its
// start runs past midnight into the next day (Sunday's runs into Monday). Programmes may touch but
// never overlap, within a day or across midnight and the week's end.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { StationIdParams } from './stations';
import { PlainText } from './text';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const Weekday = z.enum(WEEKDAYS, {
  error: () => `must be an English weekday name in lower case: ${WEEKDAYS.join(', ')}`,
});
export type Weekday = z.infer<typeof Weekday>;

export const SCHEDULE_MAX_PROGRAMMES = 200;
export const MINUTES_PER_DAY = 24 * 60;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** Whether Intl knows the zone: every IANA name the runtime's time zone data has ("Africa/Nairobi", "UTC"). */
export function isTimeZone(zone: string): boolean {
  // Intl also takes offsets such as "+03:00"; a schedule needs a named zone, whose rules follow DST.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const TimeZone = z
  .string()
  .max(64)
  .refine(isTimeZone, { error: 'must be an IANA time zone name such as Africa/Nairobi' });

const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a 24-hour time from 00:00 to 23:59, like 18:00' });

/** Minutes since midnight of a valid "HH:MM". */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export const Programme = z
  .object({
    day: Weekday,
    /** Wall-clock time in the schedule's zone, "HH:MM". */
    start: clockTime,
    /** Not after the start: the programme ends on the next day. */
    end: clockTime,
    title: PlainText({ max: 120, blank: 'must not be empty', tooLong: 'must be at most 120 characters' }),
    host: PlainText({ max: 120, tooLong: 'must be at most 120 characters' }).default(''),
    description: PlainText({ max: 1000, tooLong: 'must be at most 1000 characters' }).default(''),
  })
  .refine((programme) => programme.start !== programme.end, {
    path: ['end'],
    error: 'must differ from the start (a programme lasts at least a minute and less than a day)',
  });
export type Programme = z.infer<typeof Programme>;
export type ProgrammeInput = z.input<typeof Programme>;

/** Where a programme sits in the week, in minutes from Monday 00:00; its end may pass the week's end. */
export function weekMinutes(programme: Pick<Programme, 'day' | 'start' | 'end'>): { start: number; end: number } {
  const start = WEEKDAYS.indexOf(programme.day) * MINUTES_PER_DAY + minutesOf(programme.start);
  const length = (minutesOf(programme.end) - minutesOf(programme.start) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return { start, end: start + length };
}

/** The first pair of programmes (by index) that overlap, counting the wrap from Sunday into Monday. */
export function overlappingProgrammes(
  programmes: readonly Pick<Programme, 'day' | 'start' | 'end'>[],
): [number, number] | null {
  const spans = programmes
    .map((programme, index) => ({ index, ...weekMinutes(programme) }))
    .sort((a, b) => a.start - b.start);
  for (let i = 0; i < spans.length; i += 1) {
    const current = spans[i];
    // The next one in the week; the last one is followed by the first, a week later.
    const following = spans[(i + 1) % spans.length];
    if (!current || !following || following === current) continue;
    const followingStart = following.start + (i + 1 === spans.length ? MINUTES_PER_WEEK : 0);
    if (current.end > followingStart)
      return [Math.min(current.index, following.index), Math.max(current.index, following.index)];
  }
  return null;
}

export const ScheduleInput = z
  .object({
    timezone: TimeZone,
    programmes: z.array(Programme).max(SCHEDULE_MAX_PROGRAMMES),
  })
  .superRefine((schedule, context) => {
    const clash = overlappingProgrammes(schedule.programmes);
    if (!clash) return;
    const [first, second] = clash;
    context.addIssue({
      code: 'custom',
      path: ['programmes', second],
      message: `overlaps programme ${first + 1} ("${schedule.programmes[first]?.title ?? ''}"); programmes may touch but not overlap`,
    });
  });
export type ScheduleInput = z.input<typeof ScheduleInput>;

export const Schedule = z.object({
  station_id: z.string(),
  timezone: z.string(),
  /** In the week's order from Monday, each day's by start. */
  programmes: z.array(Programme),
  /** When the owner last saved it; null for a station that never had a schedule. */
  updated_at: z.string().nullable(),
});
export type Schedule = z.infer<typeof Schedule>;

export const scheduleEndpoints = {
  /** For anyone, by station id or slug; a station without one answers an empty schedule in UTC. */
  get: defineEndpoint({
    method: 'GET',
    path: '/api/stations/:id/schedule',
    params: StationIdParams,
    response: Schedule,
    errors: [404],
  }),
  /** The station's owners (and admins) only, by station id: replaces the whole schedule. */
  put: defineEndpoint({
    method: 'PUT',
    path: '/api/studio/stations/:id/schedule',
    params: StationIdParams,
    body: ScheduleInput,
    response: Schedule,
    errors: [400, 401, 403, 404],
  }),
};
