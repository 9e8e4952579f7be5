import { describe, expect, it } from 'vitest';
import { readServerSentEvents, serverSentEventParser } from './server-sent-events';

describe('server-sent events over fetch', () => {
  it('joins events split across pieces, whatever the line breaks, and skips comments', () => {
    const parser = serverSentEventParser();
    expect(parser.push(': connected\n\nevent: prog')).toEqual([]);
    expect(parser.push('ress\r\ndata: {"a":1}\r\n\r\ndata: one\ndata: two\n')).toEqual([
      { event: 'progress', data: '{"a":1}' },
    ]);
    expect(parser.push('\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('reads the events of a streamed body to its end', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('event: progress\ndata: 1\n\nevent: pro'));
        controller.enqueue(encoder.encode('gress\ndata: 2\n\n'));
        controller.close();
      },
    });
    const events = [];
    for await (const event of readServerSentEvents(body)) events.push(event);
    expect(events).toEqual([
      { event: 'progress', data: '1' },
      { event: 'progress', data: '2' },
    ]);
  });
});
