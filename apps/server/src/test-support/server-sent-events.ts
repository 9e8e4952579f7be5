// Reads Server-Sent Events frames from a live HTTP response, as a browser's EventSource would.
export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/** Opens the stream, runs `onOpen` once the headers are in, and reads until `count` events arrived. */
export async function readEvents(url: string, count: number, onOpen: () => Promise<void>) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('no body');
  const events: ReceivedEvent[] = [];
  let buffer = '';
  await onOpen();
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
  }
  controller.abort();
  return { response, events };
}

/** The events in a whole Server-Sent Events body (a stream that ended). */
export function parseServerSentEvents(body: string): ReceivedEvent[] {
  return body
    .split('\n\n')
    .map((frame) => ({ event: /^event: (.*)$/m.exec(frame)?.[1], data: /^data: (.*)$/m.exec(frame)?.[1] }))
    .filter((frame): frame is { event: string; data: string } => Boolean(frame.event && frame.data))
    .map((frame) => ({ event: frame.event, data: JSON.parse(frame.data) }));
}
