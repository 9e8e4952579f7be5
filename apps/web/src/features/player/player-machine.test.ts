import { aStation } from '@sauti/contract/testing';
import { describe, expect, it } from 'vitest';
import { initialPlayerState, type PlayerState, playerReducer } from './player-machine';

const station = aStation();
const loading = playerReducer(initialPlayerState, { type: 'load', station });

describe('playerReducer', () => {
  it('goes idle → loading → playing → paused, with the default volume 0.7', () => {
    expect(initialPlayerState.volume).toBe(0.7);
    expect(loading).toMatchObject({ status: 'loading', station, error: null });
    const playing = playerReducer(loading, { type: 'playing' });
    expect(playing.status).toBe('playing');
    expect(playerReducer(playing, { type: 'paused' }).status).toBe('paused');
  });

  it('treats a pause while loading as a pause, and an error after it as an error of the station', () => {
    const paused = playerReducer(loading, { type: 'paused' });
    expect(paused).toMatchObject({ status: 'paused', error: null });
    const failed = playerReducer(loading, { type: 'failed', message: 'Unable to play "Test FM": gone' });
    expect(failed).toMatchObject({ status: 'error', error: 'Unable to play "Test FM": gone' });
    expect(playerReducer(failed, { type: 'load', station }).error).toBeNull();
  });

  it('ignores failures and live events once the player is closed', () => {
    const closed = playerReducer(loading, { type: 'closed' });
    expect(playerReducer(closed, { type: 'failed', message: 'late' })).toBe(closed);
    expect(playerReducer(closed, { type: 'listeners', count: 3 })).toBe(closed);
  });

  it('keeps the title and listeners for the same station and clears them for another', () => {
    const nowPlaying = { title: 'A - B', artist: 'A', song: 'B', updated_at: '2026-01-01T00:00:00Z' };
    let state: PlayerState = playerReducer(loading, { type: 'now-playing', nowPlaying });
    state = playerReducer(state, { type: 'listeners', count: 4 });
    expect(playerReducer(state, { type: 'load', station })).toMatchObject({ nowPlaying, listeners: 4 });
    expect(playerReducer(state, { type: 'load', station: aStation({ id: 'st-2' }) })).toMatchObject({
      nowPlaying: null,
      listeners: null,
    });
  });

  it('rounds the volume to steps of 0.1 within 0..1 and unmutes on a change', () => {
    const muted = playerReducer(initialPlayerState, { type: 'muted', muted: true });
    expect(playerReducer(muted, { type: 'volume', volume: 0.46 })).toMatchObject({ volume: 0.5, muted: false });
    expect(playerReducer(muted, { type: 'volume', volume: 3 }).volume).toBe(1);
    expect(playerReducer(muted, { type: 'volume', volume: -1 }).volume).toBe(0);
  });
});
