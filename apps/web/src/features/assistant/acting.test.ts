import type {
  AssistantContext,
  AssistantInterpretation,
  AssistantLanguage,
  Station,
  StationQuery,
} from '@sauti/contract';
import { aStation as aTestStation } from '@sauti/contract/testing';
import { describe, expect, it } from 'vitest';
import {
  type ActingContext,
  actOn,
  afterFailedPick,
  chooseStation,
  NO_MATCH_REPLY,
  nowPlayingReply,
  type PlayerSnapshot,
  relaxedFilters,
  steppedVolume,
} from './acting';

let nextId = 0;
function aStation(fields: Partial<Station> = {}): Station {
  nextId += 1;
  return aTestStation({
    id: `s${nextId}`,
    slug: `station-${nextId}`,
    name: `Station ${nextId}`,
    url: `http://radio.example/${nextId}`,
    url_resolved: null,
    language: 'en',
    languages: ['en'],
    ...fields,
  });
}

function anInterpretation(fields: Partial<AssistantInterpretation>): AssistantInterpretation {
  return {
    kind: 'station',
    country: null,
    genre: null,
    language: null,
    control: null,
    reply: '',
    reply_language: 'en',
    ...fields,
  };
}

const idle: PlayerSnapshot = { status: 'idle', station: null, volume: 0.7, muted: false, nowPlaying: null };

/** A context whose catalogue answers each query from the given stations, and which records the queries. */
function aContext(catalogue: Station[], fields: Partial<ActingContext> = {}) {
  const queries: StationQuery[] = [];
  const context: ActingContext = {
    player: idle,
    queue: [],
    random: () => 0,
    async findStations(query) {
      queries.push(query);
      return catalogue
        .filter((station) => !query.country || station.country === query.country)
        .filter((station) => !query.genre || station.genre === query.genre)
        .filter((station) => !query.language || station.languages.includes(query.language))
        .slice(0, query.limit);
    },
    ...fields,
  };
  return { context, queries };
}

describe('relaxing a request that found nothing', () => {
  it('drops the language first, then the genre, keeping the country to the last', () => {
    expect(relaxedFilters({ country: 'GH', genre: 'gospel', language: 'tw' })).toEqual({
      country: 'GH',
      genre: 'gospel',
      language: null,
    });
    expect(relaxedFilters({ country: 'GH', genre: 'gospel', language: null })).toEqual({
      country: 'GH',
      genre: null,
      language: null,
    });
    expect(relaxedFilters({ country: null, genre: 'gospel', language: 'sw' })).toEqual({
      country: null,
      genre: 'gospel',
      language: null,
    });
  });

  it('does not drop the only filter, since that would play anything at all', () => {
    expect(relaxedFilters({ country: 'GH', genre: null, language: null })).toBeNull();
    expect(relaxedFilters({ country: null, genre: null, language: null })).toBeNull();
  });
});

describe('choosing a station', () => {
  const DAY = 24 * 3600_000;
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  const radioBrowser = (fields: Partial<Station> = {}) =>
    aStation({ health: 'good', health_source: 'radio-browser', last_check_at: ago(DAY), ...fields });

  it('picks among the stations our checks found playing lately when there are any', () => {
    const ours = aStation({ health: 'good' });
    const oursExcellent = aStation({ health: 'excellent' });
    const theirs = radioBrowser();
    const stations = [theirs, ours, oursExcellent];
    expect(chooseStation(stations, () => 0)).toBe(ours);
    expect(chooseStation(stations, () => 0.99)).toBe(oursExcellent);
  });

  it("falls back to those Radio Browser's recent check found playing", () => {
    const theirs = radioBrowser();
    const oursFailed = aStation({ health: 'poor', last_check_ok: false });
    const oursStale = aStation({ last_check_at: ago(5 * DAY) });
    for (const draw of [0, 0.5, 0.99]) expect(chooseStation([oursFailed, oursStale, theirs], () => draw)).toBe(theirs);
  });

  it('picks none rather than one that failed its last check or that nobody checked lately', () => {
    const failed = radioBrowser({ health: 'poor', last_check_ok: false });
    const old = radioBrowser({ health: 'unknown', last_check_at: '2023-04-08T10:00:00.000Z' });
    const never = aStation({ health: 'unknown', health_source: null, last_check_at: null, last_check_ok: null });
    const couldNotTell = aStation({ health: 'unknown', last_check_ok: null });
    expect(chooseStation([failed, old, never, couldNotTell], () => 0.6)).toBeUndefined();
    expect(chooseStation([], () => 0.5)).toBeUndefined();
  });

  it('says so when stations match but none is known to play, and tunes in to none', async () => {
    const silent = radioBrowser({ name: 'Old Gospel', last_check_ok: false, health: 'poor' });
    const { context } = aContext([silent]);
    const outcome = await actOn(anInterpretation({ country: 'GH', genre: 'gospel' }), context);
    expect(outcome.command).toBeUndefined();
    expect(outcome.reply).toMatch(/none that our checks found playing lately/);
  });
});

describe('a pick that fails to start', () => {
  const failed = aStation({ name: 'Silent Gospel', genre: 'gospel', country: 'GH' });
  const next = aStation({ name: 'Joy Gospel', genre: 'gospel', country: 'GH', health: 'good' });
  const broken = aStation({
    name: 'Broken Gospel',
    genre: 'gospel',
    country: 'GH',
    health: 'unknown',
    last_check_ok: false,
  });

  it('is admitted in the reply language, and the next best of the same results plays', () => {
    const outcome = afterFailedPick(failed, { language: 'fr', queue: [failed, broken, next], random: () => 0.99 });
    expect(outcome.reply).toBe('Impossible de lire Silent Gospel. Je mets Joy Gospel (Gospel, Ghana).');
    expect(outcome.command).toEqual({ type: 'play', station: next });
    expect(outcome.queue).toEqual([broken]);
  });

  it('is admitted with no other station to offer when the results held no other', () => {
    const outcome = afterFailedPick(failed, { queue: [failed], random: () => 0 });
    expect(outcome).toEqual({
      reply: "Silent Gospel could not be played. I couldn't find another station to play.",
      queue: [],
    });
  });
});

describe('a station request', () => {
  it('asks for five stations with the filters, those we know play first, and plays one of them', async () => {
    const wanted = aStation({ name: 'Joy Gospel', genre: 'gospel', country: 'GH' });
    const other = aStation({ genre: 'highlife', country: 'GH' });
    const { context, queries } = aContext([other, wanted]);
    const outcome = await actOn(anInterpretation({ country: 'GH', genre: 'gospel' }), context);
    expect(queries).toEqual([{ country: 'GH', genre: 'gospel', language: undefined, sort: 'health', limit: 5 }]);
    expect(outcome.command).toEqual({ type: 'play', station: wanted });
    expect(outcome.reply).toBe('Tuning in to Joy Gospel (Gospel, Ghana).');
  });

  it('keeps the stations it did not play for a later "next"', async () => {
    const stations = [aStation(), aStation(), aStation()];
    const { context } = aContext(stations, { random: () => 0.5 });
    const outcome = await actOn(anInterpretation({ country: 'GH' }), context);
    expect(outcome.command).toEqual({ type: 'play', station: stations[1] });
    expect(outcome.queue).toEqual([stations[0], stations[2]]);
  });

  it('relaxes the least important filter once and says so', async () => {
    const gospel = aStation({ name: 'Joy Gospel', languages: ['en'] });
    const { context, queries } = aContext([gospel]);
    const outcome = await actOn(anInterpretation({ country: 'GH', genre: 'gospel', language: 'sw' }), context);
    expect(queries.map((query) => query.language)).toEqual(['sw', undefined]);
    expect(outcome.command).toEqual({ type: 'play', station: gospel });
    expect(outcome.reply).toBe(
      "I couldn't find Gospel stations in Swahili from Ghana, so I looked for Gospel stations from Ghana instead. Tuning in to Joy Gospel (Gospel, Ghana).",
    );
  });

  it('gives the no-match message when even the relaxed request finds nothing', async () => {
    const { context, queries } = aContext([aStation({ country: 'NG', genre: 'jazz' })]);
    const outcome = await actOn(anInterpretation({ country: 'GH', genre: 'gospel' }), context);
    expect(queries).toHaveLength(2);
    expect(outcome).toEqual({ reply: NO_MATCH_REPLY });
  });

  it('does not relax a request with one filter into playing anything', async () => {
    const { context, queries } = aContext([aStation({ country: 'NG' })]);
    const outcome = await actOn(anInterpretation({ country: 'KE' }), context);
    expect(queries).toHaveLength(1);
    expect(outcome).toEqual({ reply: NO_MATCH_REPLY });
  });
});

describe('trending', () => {
  it('asks for the top three by trend, lists them and plays the first', async () => {
    const top = [aStation({ name: 'One' }), aStation({ name: 'Two' }), aStation({ name: 'Three' })];
    const { context, queries } = aContext(top);
    const outcome = await actOn(anInterpretation({ kind: 'trending' }), context);
    expect(queries[0]).toMatchObject({ sort: 'trending', limit: 3 });
    expect(outcome.reply).toBe('Trending now: One, Two, and Three. Tuning in to One (Gospel, Ghana).');
    expect(outcome.command).toEqual({ type: 'play', station: top[0] });
  });
});

describe('player controls', () => {
  const station = aStation({ name: 'Joy Gospel' });
  const control = (name: AssistantInterpretation['control'], player: PlayerSnapshot, fields = {}) =>
    actOn(anInterpretation({ kind: 'control', control: name }), aContext([], { player, ...fields }).context);

  it('pauses only what is playing and resumes only what is paused', async () => {
    const playing: PlayerSnapshot = { ...idle, station, status: 'playing' };
    const paused: PlayerSnapshot = { ...idle, station, status: 'paused' };
    expect(await control('pause', playing)).toEqual({ reply: 'Pausing Joy Gospel.', command: { type: 'toggle' } });
    expect(await control('pause', paused)).toEqual({ reply: 'Joy Gospel is not playing.' });
    expect(await control('resume', paused)).toEqual({ reply: 'Resuming Joy Gospel.', command: { type: 'toggle' } });
    expect(await control('resume', playing)).toEqual({ reply: 'Joy Gospel is already playing.' });
    expect((await control('pause', idle)).command).toBeUndefined();
  });

  it('starts a failed station again on resume', async () => {
    const failed: PlayerSnapshot = { ...idle, station, status: 'error' };
    expect((await control('resume', failed)).command).toEqual({ type: 'play', station });
  });

  it('stops only when there is a station', async () => {
    expect((await control('stop', { ...idle, station, status: 'playing' })).command).toEqual({ type: 'stop' });
    expect(await control('stop', idle)).toEqual({ reply: 'Nothing is playing right now.' });
  });

  it('steps the volume by a tenth within 0 to 1', async () => {
    expect(steppedVolume(0.7, 1)).toBe(0.8);
    expect(steppedVolume(0.95, 1)).toBe(1);
    expect(steppedVolume(0.1, -1)).toBe(0);
    expect(await control('volume_up', { ...idle, volume: 0.7 })).toEqual({
      reply: 'Volume 80%.',
      command: { type: 'volume', volume: 0.8 },
    });
    expect(await control('volume_up', { ...idle, volume: 1 })).toEqual({
      reply: 'The volume is already at its highest.',
    });
    expect(await control('volume_down', { ...idle, volume: 0.7, muted: true })).toEqual({
      reply: 'Volume 60%. Sound is back on.',
      command: { type: 'volume', volume: 0.6 },
    });
  });

  it('mutes unless already muted', async () => {
    expect(await control('mute', idle)).toEqual({
      reply: "Muted. Say 'unmute' to bring the sound back.",
      command: { type: 'mute' },
    });
    expect(await control('mute', { ...idle, muted: true })).toEqual({ reply: 'The sound is already muted.' });
  });

  it('unmutes only when muted', async () => {
    expect(await control('unmute', { ...idle, muted: true })).toEqual({
      reply: 'Sound is back on.',
      command: { type: 'unmute' },
    });
    expect(await control('unmute', idle)).toEqual({ reply: 'The sound is already on.' });
  });

  it('plays next a station from the last results that is not the current one', async () => {
    const queued = aStation({ name: 'Queued' });
    const outcome = await control(
      'next',
      { ...idle, station, status: 'playing' },
      { queue: [station, queued], random: () => 0.9 },
    );
    expect(outcome.command).toEqual({ type: 'play', station: queued });
    expect(outcome.queue).toEqual([]);
  });

  it('plays next another station from the current country once the results are used up', async () => {
    const nearby = aStation({ name: 'Nearby', country: 'KE', country_name: 'Kenya' });
    const current = aStation({ country: 'KE' });
    const { context, queries } = aContext([current, aStation({ country: 'NG' }), nearby], {
      player: { ...idle, station: current, status: 'playing' },
    });
    const outcome = await actOn(anInterpretation({ kind: 'control', control: 'next' }), context);
    expect(queries[0]).toMatchObject({ country: 'KE' });
    expect(outcome.command).toEqual({ type: 'play', station: nearby });
  });
});

describe('now playing', () => {
  const station = aStation({ name: 'Joy Gospel' });
  const playing: PlayerSnapshot = { ...idle, station, status: 'playing' };
  const titled = (title: string | null, artist: string | null, song: string | null) => ({
    title,
    artist,
    song,
    updated_at: '2026-01-01T00:00:00Z',
  });

  it("answers with the stream's title, split into artist and song when the gateway could", async () => {
    const withSong = { ...playing, nowPlaying: titled('Sarkodie - Adonai', 'Sarkodie', 'Adonai') };
    const asked = anInterpretation({ kind: 'now_playing' });
    expect(await actOn(asked, aContext([], { player: withSong }).context)).toEqual({
      reply: 'Now playing: Sarkodie – Adonai on Joy Gospel.',
    });
    expect(nowPlayingReply({ ...playing, nowPlaying: titled('Morning Worship Live', null, null) })).toBe(
      'Now playing: Morning Worship Live on Joy Gospel.',
    );
  });

  it('names the station when it has no title, or only an empty one', () => {
    expect(nowPlayingReply({ ...playing, nowPlaying: titled(null, null, null) })).toBe(
      "You're listening to Joy Gospel (Gospel, Ghana).",
    );
  });

  it('answers in the chosen language', async () => {
    const withSong = { ...playing, nowPlaying: titled('Sarkodie - Adonai', 'Sarkodie', 'Adonai') };
    const asked = anInterpretation({ kind: 'now_playing' });
    const inFrench = await actOn(asked, aContext([], { player: withSong, language: 'fr' }).context);
    expect(inFrench.reply).toBe('En ce moment : Sarkodie – Adonai, sur Joy Gospel.');
    const inSwahili = await actOn(asked, aContext([], { player: playing, language: 'sw' }).context);
    expect(inSwahili.reply).toBe('Unasikiliza Joy Gospel (Injili, Ghana).');
  });

  it('names the station that is playing, and says so when nothing is', () => {
    const station = aStation({ name: 'Joy Gospel' });
    expect(nowPlayingReply({ ...idle, station, status: 'playing' })).toBe(
      "You're listening to Joy Gospel (Gospel, Ghana).",
    );
    expect(nowPlayingReply({ ...idle, station, status: 'paused' })).toBe('Joy Gospel is paused.');
    expect(nowPlayingReply(idle)).toBe('Nothing is playing right now.');
  });
});

describe('a request the interpreter did not understand', () => {
  it("answers with the interpreter's reply and leaves the player alone", async () => {
    const reply = "Sorry, I didn't catch that.";
    expect(await actOn(anInterpretation({ kind: 'unknown', reply }), aContext([]).context)).toEqual({ reply });
  });
});

describe('a question back and its answer', () => {
  const congo = [aStation({ name: 'Radio Brazza', country: 'CG', country_name: 'Republic of the Congo' })];
  const question = {
    request: { kind: 'station' as const, genre: null, language: null },
    options: [
      { country: 'CD', label: 'DR Congo (Kinshasa)' },
      { country: 'CG', label: 'Republic of the Congo (Brazzaville)' },
    ],
  };

  /** Stands in for the server: asks which Congo, and reads an answer only with the question as context. */
  async function fakeInterpret(text: string, _language: AssistantLanguage, context?: AssistantContext) {
    if (text === 'radio from Congo') {
      return anInterpretation({ kind: 'clarify', reply: 'Do you mean…?', question });
    }
    const chosen = context?.question.options.find((option) => option.label.includes(text));
    return anInterpretation({ kind: chosen ? 'station' : 'unknown', country: chosen?.country ?? null });
  }

  it('asks the question, leaves the player alone, and hands the question on for the next request', async () => {
    const { context, queries } = aContext(congo);
    const outcome = await actOn(await fakeInterpret('radio from Congo', 'en'), context);
    expect(outcome).toEqual({ reply: 'Do you mean…?', question });
    expect(queries).toEqual([]);
  });

  it('plays from the chosen country when the answer is sent with the question', async () => {
    const { context } = aContext(congo);
    const asked = await actOn(await fakeInterpret('radio from Congo', 'en'), context);
    const pending = asked.question ? { question: asked.question } : undefined;
    const answered = await actOn(await fakeInterpret('Brazzaville', 'en', pending), context);
    expect(answered.command).toEqual({ type: 'play', station: congo[0] });
    expect(answered.question).toBeUndefined();

    const withoutQuestion = await actOn(await fakeInterpret('Brazzaville', 'en'), context);
    expect(withoutQuestion.command).toBeUndefined();
  });
});

describe('replies in the chosen language', () => {
  it.each([
    ['fr', 'Je mets Joy Gospel (Gospel, Ghana).'],
    ['pt', 'A sintonizar Joy Gospel (Gospel, Gana).'],
    ['sw', 'Nakuwekea Joy Gospel (Injili, Ghana).'],
    ['ar', 'جارٍ تشغيل Joy Gospel (ترانيم مسيحية، غانا).'],
  ] as const)('in %s, tunes in with "%s"', async (language, reply) => {
    const { context } = aContext([aStation({ name: 'Joy Gospel' })], { language });
    expect((await actOn(anInterpretation({ country: 'GH' }), context)).reply).toBe(reply);
  });

  it("keeps the spec's no-match message in English", async () => {
    expect((await actOn(anInterpretation({ country: 'KE' }), aContext([]).context)).reply).toBe(NO_MATCH_REPLY);
    const inFrench = await actOn(anInterpretation({ country: 'KE' }), aContext([], { language: 'fr' }).context);
    expect(inFrench.reply).not.toBe(NO_MATCH_REPLY);
  });
});
