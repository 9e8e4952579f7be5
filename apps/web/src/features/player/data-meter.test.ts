import { aStation } from '@sauti/contract/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataMeter, megabytesFor } from './data-meter';

/** The audio element as far as the meter reads it: its address and its events. */
class FakeAudio extends EventTarget {
  currentSrc = '';
  play(src: string) {
    this.currentSrc = src;
    this.dispatchEvent(new Event('playing'));
  }
  pause() {
    this.dispatchEvent(new Event('pause'));
  }
}

describe('the data meter', () => {
  let clock = 0;
  const station = aStation({ bitrate: 64, alternates: [{ url: 'https://a.example/32', codec: 'AAC', bitrate: 32 }] });
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => vi.useRealTimers());

  function meterOver(audio: FakeAudio) {
    const meter = new DataMeter(
      audio,
      () => station,
      () => clock,
    );
    const stop = meter.watch();
    return { meter, stop };
  }

  it('turns a bitrate into megabytes: 64 kbps is about 29 MB an hour', () => {
    expect(megabytesFor(64, 3600)).toBeCloseTo(28.8);
    expect(megabytesFor(128, 60)).toBeCloseTo(0.96);
  });

  it('counts playing time only, at the bitrate of the address that plays', () => {
    const audio = new FakeAudio();
    const { meter } = meterOver(audio);
    audio.play('/api/streams/st-1');
    clock = 600_000;
    vi.advanceTimersByTime(5_000);
    expect(meter.getSnapshot()).toEqual({ usedMegabytes: megabytesFor(64, 600), kbps: 64 });

    audio.pause();
    clock = 3_600_000;
    vi.advanceTimersByTime(60_000);
    expect(meter.getSnapshot().usedMegabytes).toBeCloseTo(4.8);

    audio.play('https://a.example/32');
    clock = 3_600_000 + 600_000;
    vi.advanceTimersByTime(5_000);
    expect(meter.getSnapshot()).toEqual({ usedMegabytes: 4.8 + 2.4, kbps: 32 });
  });

  it('tells its readers as the figure moves, and stops counting once unwatched', () => {
    const audio = new FakeAudio();
    const { meter, stop } = meterOver(audio);
    const told = vi.fn();
    meter.subscribe(told);
    audio.play('/api/streams/st-1');
    clock = 10_000;
    vi.advanceTimersByTime(10_000);
    expect(told.mock.calls.length).toBeGreaterThanOrEqual(3);
    stop();
    const used = meter.getSnapshot().usedMegabytes;
    audio.play('/api/streams/st-1');
    clock = 20_000;
    vi.advanceTimersByTime(10_000);
    expect(meter.getSnapshot().usedMegabytes).toBe(used);
  });
});
