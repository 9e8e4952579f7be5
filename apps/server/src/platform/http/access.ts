// Who may call a route. Every /api route declares public, user or admin in its config; the server
// refuses to start with an undeclared one, and this guard enforces the declaration on every request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from './errors';

export type Access = 'public' | 'user' | 'admin';
export type Role = 'admin' | 'premium' | 'user';

export interface AuthenticatedUser {
  id: string;
  username: string;
  role: Role;
}

/** Finds the user a request speaks for, or null; the auth module provides the real one. */
export type Authenticator = (request: FastifyRequest) => Promise<AuthenticatedUser | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

const UNGUARDED_PREFIXES = ['/api/docs'];

function needsDeclaration(url: string): boolean {
  return url.startsWith('/api/') && !UNGUARDED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

export function registerAccessControl(app: FastifyInstance, authenticate: () => Authenticator): void {
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    if (needsDeclaration(route.url) && !route.config?.access) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} does not declare its access (public, user or admin).`,
      );
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'public';
    const user = await authenticate()(request);
    request.user = user;
    if (access === 'public') return;
    if (!user) throw new Unauthorized();
    if (access === 'admin' && user.role !== 'admin') throw new Forbidden('This needs an admin account.');
  });
}
