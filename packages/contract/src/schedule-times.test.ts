import { describe, expect, it } from 'vitest';
import { type ProgrammeInput, Schedule, ScheduleInput } from './schedule';
import { currentProgrammeEnd, onNowAndNext, programmeOccurrences, wallClockAt } from './schedule-times';

const programme = (fields: Partial<ProgrammeInput> & Pick<ProgrammeInput, 'day' | 'start' | 'end'>) => ({
  title: `${fields.day} ${fields.start}`,
  host: '',
  description: '',
  ...fields,
});

/** A schedule as the server keeps it, parsed as the PUT body is. */
function aSchedule(timezone: string, programmes: ReturnType<typeof programme>[]) {
  const input = ScheduleInput.parse({ timezone, programmes });
  return Schedule.parse({ station_id: 's', updated_at: null, ...input });
}

const at = (iso: string) => new Date(iso);
const seenIn = (instant: Date | undefined, zone: string) => {
  if (!instant) throw new Error('no instant');
  const clock = wallClockAt(instant, zone);
  return `${clock.weekday} ${clock.time}`;
};

describe('a schedule in its zone, seen from anywhere', () => {
  const nairobi = aSchedule('Africa/Nairobi', [
    programme({ day: 'monday', start: '18:00', end: '20:00', title: 'Drive time' }),
    programme({ day: 'monday', start: '20:00', end: '22:00', title: 'Evening news' }),
    programme({ day: 'sunday', start: '10:00', end: '12:00', title: 'Gospel brunch' }),
  ]);

  it('is on now and next at the same instants for every listener, Nairobi being UTC+3 all year', () => {
    // Monday 2031-07-07 18:30 in Nairobi is 15:30 UTC.
    const { on_now, next } = onNowAndNext(nairobi, at('2031-07-07T15:30:00Z'));
    expect(on_now?.programme.title).toBe('Drive time');
    expect(on_now?.starts_at.toISOString()).toBe('2031-07-07T15:00:00.000Z');
    expect(on_now?.ends_at.toISOString()).toBe('2031-07-07T17:00:00.000Z');
    expect(next?.programme.title).toBe('Evening news');
    expect(next?.starts_at.toISOString()).toBe('2031-07-07T17:00:00.000Z');
  });

  it('shows the times in New York (daylight time in July, standard in January) and in Tokyo', () => {
    const july = onNowAndNext(nairobi, at('2031-07-07T15:30:00Z')).on_now;
    expect(seenIn(july?.starts_at, 'America/New_York')).toBe('monday 11:00');
    expect(seenIn(july?.ends_at, 'America/New_York')).toBe('monday 13:00');
    expect(seenIn(july?.starts_at, 'Asia/Tokyo')).toBe('tuesday 00:00');
    const january = onNowAndNext(nairobi, at('2031-01-06T15:30:00Z')).on_now;
    expect(seenIn(january?.starts_at, 'America/New_York')).toBe('monday 10:00');
    expect(seenIn(january?.starts_at, 'Asia/Tokyo')).toBe('tuesday 00:00');
  });

  it("follows New York's clock change: Sunday's show after it is an hour later there than Saturday's rule would say", () => {
    // 2031-03-09 is the Sunday New York moves to daylight time at 02:00.
    const { on_now, next } = onNowAndNext(nairobi, at('2031-03-09T06:00:00Z'));
    expect(on_now).toBeNull();
    expect(next?.programme.title).toBe('Gospel brunch');
    expect(next?.starts_at.toISOString()).toBe('2031-03-09T07:00:00.000Z');
    expect(seenIn(next?.starts_at, 'America/New_York')).toBe('sunday 03:00');
    expect(seenIn(next?.ends_at, 'America/New_York')).toBe('sunday 05:00');
    const weekBefore = onNowAndNext(nairobi, at('2031-03-02T06:00:00Z')).next;
    expect(seenIn(weekBefore?.starts_at, 'America/New_York')).toBe('sunday 02:00');
  });

  it('answers nothing on now in a gap, and the next show days ahead', () => {
    const { on_now, next } = onNowAndNext(nairobi, at('2031-07-08T12:00:00Z'));
    expect(on_now).toBeNull();
    expect(next?.programme.title).toBe('Gospel brunch');
    expect(next?.starts_at.toISOString()).toBe('2031-07-13T07:00:00.000Z');
  });

  it('a show starting exactly now is on now; the one ending now is not', () => {
    const { on_now, next } = onNowAndNext(nairobi, at('2031-07-07T17:00:00Z'));
    expect(on_now?.programme.title).toBe('Evening news');
    expect(next?.programme.title).toBe('Gospel brunch');
  });

  it('an empty schedule has nothing on and nothing next', () => {
    expect(onNowAndNext(aSchedule('UTC', []), new Date())).toEqual({ on_now: null, next: null });
  });
});

describe('a programme crossing midnight', () => {
  const lagos = aSchedule('Africa/Lagos', [
    programme({ day: 'friday', start: '22:00', end: '02:00', title: 'Night shift' }),
    programme({ day: 'sunday', start: '23:00', end: '01:00', title: 'Week turns' }),
  ]);

  it('is on after midnight, into the next day, and ends then', () => {
    // Saturday 2031-07-12 01:00 in Lagos (UTC+1) is 00:00 UTC.
    const { on_now } = onNowAndNext(lagos, at('2031-07-12T00:00:00Z'));
    expect(on_now?.programme.title).toBe('Night shift');
    expect(on_now?.starts_at.toISOString()).toBe('2031-07-11T21:00:00.000Z');
    expect(on_now?.ends_at.toISOString()).toBe('2031-07-12T01:00:00.000Z');
    expect(seenIn(on_now?.starts_at, 'Africa/Lagos')).toBe('friday 22:00');
    expect(seenIn(on_now?.ends_at, 'Africa/Lagos')).toBe('saturday 02:00');
  });

  it("Sunday's runs into Monday, across the week's end", () => {
    const { on_now } = onNowAndNext(lagos, at('2031-07-13T22:30:00Z'));
    expect(on_now?.programme.title).toBe('Week turns');
    expect(seenIn(on_now?.ends_at, 'Africa/Lagos')).toBe('monday 01:00');
  });

  it("gives the sleep timer the show's end, or nothing between shows", () => {
    expect(currentProgrammeEnd(lagos, at('2031-07-12T00:00:00Z'))?.toISOString()).toBe('2031-07-12T01:00:00.000Z');
    expect(currentProgrammeEnd(lagos, at('2031-07-12T01:00:00Z'))).toBeNull();
  });
});

describe('a schedule in a zone that changes its clocks', () => {
  const newYork = aSchedule('America/New_York', [
    programme({ day: 'sunday', start: '01:00', end: '04:00', title: 'Overnight' }),
    programme({ day: 'saturday', start: '02:30', end: '03:30', title: 'Late' }),
  ]);

  it('a show across the spring change lasts an hour less in real time', () => {
    const [overnight] = programmeOccurrences(newYork, at('2031-03-09T05:00:00Z'), at('2031-03-09T10:00:00Z'));
    expect(overnight?.starts_at.toISOString()).toBe('2031-03-09T06:00:00.000Z');
    expect(overnight?.ends_at.toISOString()).toBe('2031-03-09T08:00:00.000Z');
  });

  it('a show across the autumn change lasts an hour more', () => {
    const [overnight] = programmeOccurrences(newYork, at('2031-11-02T04:00:00Z'), at('2031-11-02T10:00:00Z'));
    expect(overnight?.starts_at.toISOString()).toBe('2031-11-02T05:00:00.000Z');
    expect(overnight?.ends_at.toISOString()).toBe('2031-11-02T09:00:00.000Z');
  });

  it('is seen from Nairobi at the right times on both sides of the change', () => {
    const before = programmeOccurrences(newYork, at('2031-03-08T00:00:00Z'), at('2031-03-09T00:00:00Z'));
    expect(before.map((occurrence) => seenIn(occurrence.starts_at, 'Africa/Nairobi'))).toEqual(['saturday 10:30']);
    const after = programmeOccurrences(newYork, at('2031-03-15T00:00:00Z'), at('2031-03-16T00:00:00Z'));
    expect(after.map((occurrence) => seenIn(occurrence.starts_at, 'Africa/Nairobi'))).toEqual(['saturday 09:30']);
  });
});

describe('schedule validation', () => {
  const parse = (body: unknown) => ScheduleInput.safeParse(body);
  const messages = (body: unknown) => {
    const result = parse(body);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('takes IANA zones only', () => {
    expect(parse({ timezone: 'Africa/Nairobi', programmes: [] }).success).toBe(true);
    expect(parse({ timezone: 'UTC', programmes: [] }).success).toBe(true);
    expect(messages({ timezone: 'Mars/Olympus', programmes: [] })).toEqual([
      'timezone: must be an IANA time zone name such as Africa/Nairobi',
    ]);
    expect(parse({ timezone: '+03:00', programmes: [] }).success).toBe(false);
  });

  it('takes English weekday names and 24-hour times', () => {
    const base = { day: 'monday', start: '18:00', end: '20:00', title: 'Show' };
    expect(messages({ timezone: 'UTC', programmes: [{ ...base, day: 'lundi' }] })[0]).toMatch(
      /^programmes\.0\.day: must be an English weekday name/,
    );
    expect(messages({ timezone: 'UTC', programmes: [{ ...base, start: '6pm' }] })).toEqual([
      'programmes.0.start: must be a 24-hour time from 00:00 to 23:59, like 18:00',
    ]);
    expect(messages({ timezone: 'UTC', programmes: [{ ...base, end: '24:00' }] })[0]).toMatch(/^programmes\.0\.end/);
    expect(messages({ timezone: 'UTC', programmes: [{ ...base, end: '18:00' }] })[0]).toMatch(
      /^programmes\.0\.end: must differ/,
    );
    expect(messages({ timezone: 'UTC', programmes: [{ ...base, title: '  ' }] })).toEqual([
      'programmes.0.title: must not be empty',
    ]);
  });

  it('refuses overlapping programmes, also across midnight and the week’s end, and lets them touch', () => {
    const show = (day: string, start: string, end: string) => ({ day, start, end, title: `${day} ${start}` });
    expect(
      messages({ timezone: 'UTC', programmes: [show('monday', '18:00', '20:00'), show('monday', '19:00', '21:00')] }),
    ).toEqual(['programmes.1: overlaps programme 1 ("monday 18:00"); programmes may touch but not overlap']);
    expect(
      parse({ timezone: 'UTC', programmes: [show('monday', '18:00', '20:00'), show('monday', '20:00', '22:00')] })
        .success,
    ).toBe(true);
    expect(
      messages({ timezone: 'UTC', programmes: [show('tuesday', '00:30', '02:00'), show('monday', '23:00', '01:00')] }),
    ).toHaveLength(1);
    expect(
      messages({ timezone: 'UTC', programmes: [show('monday', '00:30', '02:00'), show('sunday', '23:00', '01:00')] }),
    ).toHaveLength(1);
    expect(
      parse({ timezone: 'UTC', programmes: [show('monday', '01:00', '02:00'), show('sunday', '23:00', '01:00')] })
        .success,
    ).toBe(true);
  });
});
