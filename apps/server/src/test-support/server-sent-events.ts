// Reads Server-Sent Events frames from a live HTTP response, as a browser's EventSource would.
export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/** An event with the id its frame gave it, for Last-Event-ID. */
export interface StreamedEvent extends ReceivedEvent {
  id: string | undefined;
}

/** One frame's event, with its id line when it has one; undefined for a frame without event and data (a comment). */
export function eventOfFrame(frame: string): StreamedEvent | undefined {
  const event = /^event: (.*)$/m.exec(frame)?.[1];
  const data = /^data: (.*)$/m.exec(frame)?.[1];
  if (!event || !data) return undefined;
  return { id: /^id: (.*)$/m.exec(frame)?.[1], event, data: JSON.parse(data) };
}

/** The whole frames at the start of `buffer`, and what is left of it: the start of the next frame. */
export function takeFrames(buffer: string): { frames: string[]; rest: string } {
  const frames = buffer.split('\n\n');
  return { frames: frames.slice(0, -1), rest: frames.at(-1) ?? '' };
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
    const { frames, rest } = takeFrames(buffer + value);
    buffer = rest;
    for (const frame of frames) {
      const received = eventOfFrame(frame);
      if (received) events.push({ event: received.event, data: received.data });
    }
  }
  controller.abort();
  return { response, events };
}

/** The events in a whole Server-Sent Events body (a stream that ended). */
export function parseServerSentEvents(body: string): ReceivedEvent[] {
  return body.split('\n\n').flatMap((frame) => {
    const received = eventOfFrame(frame);
    return received ? [{ event: received.event, data: received.data }] : [];
  });
}
