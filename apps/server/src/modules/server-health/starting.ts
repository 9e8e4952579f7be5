// What the port answers while the server starts, before the app serves on it (platform/http/early-port):
// the process is live but not ready, and any other request is asked to come back in a few seconds.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ErrorBody, healthEndpoints, type Liveness, type Readiness } from '@sauti/contract';

const RETRY_AFTER_SECONDS = 5;

export function answerWhileStarting(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '/').split('?')[0];
  if (path === healthEndpoints.live.path) {
    send(response, 200, { status: 'live' } satisfies Liveness);
  } else if (path === healthEndpoints.ready.path) {
    send(response, 503, { status: 'starting', checks: {} } satisfies Readiness);
  } else {
    response.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
    const message = 'Sauti is starting. Please try again in a few seconds.';
    send(response, 503, { error: { code: 'starting', message } } satisfies ErrorBody);
  }
}

function send(response: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(text);
}
