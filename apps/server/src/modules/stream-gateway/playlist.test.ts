import { describe, expect, it } from 'vitest';
import { looksLikePlaylist, MAX_PLAYLIST_ENTRIES, parsePlaylist } from './playlist';

const base = 'http://radio.example/listen/station.m3u';
const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('playlist parsing', () => {
  it('reads a plain M3U list of addresses, with a BOM and CRLF line ends', () => {
    const playlist = parsePlaylist(bytes('\uFEFFhttp://a.example/live\r\n\r\nhttp://b.example/live\r\n'), base);
    expect(playlist).toEqual({ kind: 'm3u', entries: ['http://a.example/live', 'http://b.example/live'], codec: null });
  });

  it('reads an extended M3U, skipping #EXTINF lines and resolving relative entries against the playlist', () => {
    const text = '#EXTM3U\n#EXTINF:-1,Joy FM - Live\nstream.mp3\n#EXTINF:-1,Backup\n/backup/stream\n';
    expect(parsePlaylist(bytes(text), base).entries).toEqual([
      'http://radio.example/listen/stream.mp3',
      'http://radio.example/backup/stream',
    ]);
  });

  it('reads PLS with keys in any case, in file order', () => {
    const text =
      '[Playlist]\nNumberOfEntries=2\nfile1=http://a.example/1\nTitle1=One\nFILE2=http://b.example/2\nLength2=-1\nVersion=2\n';
    const playlist = parsePlaylist(bytes(text), base);
    expect(playlist.kind).toBe('pls');
    expect(playlist.entries).toEqual(['http://a.example/1', 'http://b.example/2']);
  });

  it('reads ASX that is not strict XML: upper-case tags, unquoted attributes, bare & and a base', () => {
    const text = `<ASX version="3.0"><BASE HREF="http://base.example/dir/"/>
      <Entry><Title>Live</Title><REF HREF="http://a.example/live?x=1&y=2"/><ref href=relative.mp3 /></Entry>
      <ENTRYREF href='http://c.example/more.asx'/></ASX>`;
    const playlist = parsePlaylist(bytes(text), base);
    expect(playlist.kind).toBe('asx');
    expect(playlist.entries).toEqual([
      'http://a.example/live?x=1&y=2',
      'http://base.example/dir/relative.mp3',
      'http://c.example/more.asx',
    ]);
  });

  it('reads XSPF locations, with XML entities decoded', () => {
    const text = `<?xml version="1.0" encoding="UTF-8"?>
      <playlist version="1" xmlns="http://xspf.org/ns/0/"><trackList>
        <track><location>http://a.example/live?a=1&amp;b=2</location></track>
        <track><location> http://b.example/live </location></track>
      </trackList></playlist>`;
    const playlist = parsePlaylist(bytes(text), base);
    expect(playlist.kind).toBe('xspf');
    expect(playlist.entries).toEqual(['http://a.example/live?a=1&b=2', 'http://b.example/live']);
  });

  it('reads RAM files, dropping RealPlayer options and non-http entries', () => {
    const text = '# a RealAudio file\nrtsp://real.example/live.rm\nhttp://a.example/live.mp3?title=Live%20FM\n';
    const playlist = parsePlaylist(bytes(text), 'http://radio.example/station.ram');
    expect(playlist).toEqual({ kind: 'ram', entries: ['http://a.example/live.mp3'], codec: null });
  });

  it('keeps HLS as HLS, with the codec of the first variant', () => {
    const text = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.5"\nlow/index.m3u8\n';
    expect(parsePlaylist(bytes(text), base)).toEqual({ kind: 'hls', entries: [], codec: 'AAC+' });
    const media = '#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXTINF:6,\nseg1.aac\n';
    expect(parsePlaylist(bytes(media), base)).toMatchObject({ kind: 'hls', codec: null });
  });

  it(`drops duplicates and self references, keeps the order and at most ${MAX_PLAYLIST_ENTRIES} entries`, () => {
    const many = Array.from({ length: 15 }, (_, i) => `http://a.example/${i}`);
    const text = [base, many[1], ...many].join('\n');
    const playlist = parsePlaylist(bytes(text), base);
    expect(playlist.entries).toEqual([many[1], many[0], ...many.slice(2, 10)]);
  });

  it('decodes Windows-1252 playlists that are not valid UTF-8', () => {
    const latin = Buffer.from('#EXTM3U\n#EXTINF:-1,Caf\xe9 FM\nhttp://a.example/caf\xe9\n', 'latin1');
    expect(parsePlaylist(latin, base).entries).toEqual(['http://a.example/caf%C3%A9']);
  });

  it('tells playlists from audio by their first bytes', () => {
    expect(looksLikePlaylist(bytes('\uFEFF  #EXTM3U\n'))).toBe(true);
    expect(looksLikePlaylist(bytes('[playlist]\nFile1=x'))).toBe(true);
    expect(looksLikePlaylist(bytes('<asx version="3.0">'))).toBe(true);
    expect(looksLikePlaylist(bytes('http://a.example/live\n'))).toBe(true);
    expect(looksLikePlaylist(Buffer.from([0xff, 0xfb, 0x90, 0x00, 0, 0, 0]))).toBe(false);
    expect(looksLikePlaylist(bytes('<!DOCTYPE html><html>'))).toBe(false);
  });
});
