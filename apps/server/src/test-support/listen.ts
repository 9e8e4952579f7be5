// A listener of a stream over real HTTP, as a player is: the gateway counts it while it reads.
import { get } from 'node:http';

/** Listens to the stream until the answer is called; resolves once audio flows. */
export function listenTo(url: string): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false }, (response) => {
      response.on('error', () => {});
      response.once('data', () => resolve(() => request.destroy()));
    });
    request.on('error', reject);
  });
}
