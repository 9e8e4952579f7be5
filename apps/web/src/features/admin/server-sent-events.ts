// Reads a Server-Sent Events body (https://html.spec.whatwg.org/multipage/server-sent-events.html) from
// fetch. The admin area cannot use EventSource: its calls carry the bearer token in a header, which
// EventSource cannot send.

export interface ServerSentEvent {
  event: string;
  data: string;
}

/** Splits text that arrives in arbitrary pieces into events; `push` answers the events each piece completes. */
export function serverSentEventParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const line = (text: string): ServerSentEvent | null => {
    if (text === '') {
      const done = data.length > 0 ? { event: event || 'message', data: data.join('\n') } : null;
      event = '';
      data = [];
      return done;
    }
    if (text.startsWith(':')) return null;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    return null;
  };
  return {
    push(chunk: string): ServerSentEvent[] {
      buffer += chunk;
      const events: ServerSentEvent[] = [];
      for (let end = buffer.search(/\r\n|\r|\n/); end !== -1; end = buffer.search(/\r\n|\r|\n/)) {
        const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
        const done = line(buffer.slice(0, end));
        buffer = buffer.slice(end + breakLength);
        if (done) events.push(done);
      }
      return events;
    },
  };
}

/** Every event of a fetched event stream, until the server ends it or `signal` aborts the fetch. */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const parser = serverSentEventParser();
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}
