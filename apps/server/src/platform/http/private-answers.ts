// Answers that carry an access token or a user (/api/auth/*, /api/me/*, and the same paths without
// /api) are never stored by a browser or a proxy: a shared cache must not hand one listener's login
// or profile to the next. Set on the raw response in onRequest, so refusals and errors carry it too,
// and again as the answer is sent, over any other cache policy a handler gave (the web app's page).
import type { FastifyInstance } from 'fastify';

const PRIVATE_PATHS = /^\/(?:api\/)?(?:auth|me)(?:[/?#]|$)/;

export function isPrivateAnswerPath(url: string): boolean {
  return PRIVATE_PATHS.test(url);
}

export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isPrivateAnswerPath(request.raw.url ?? '')) reply.raw.setHeader('cache-control', 'no-store');
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPrivateAnswerPath(request.raw.url ?? '')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
