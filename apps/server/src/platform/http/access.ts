// Who may call a route. Every /api route declares public, optional, user, moderator, owner or admin in its config; the
// server refuses to start with an undeclared one, and a guard on each route that reads the caller
// enforces its declaration on every request. Public reads pass no guard and never touch the database.
import type { User } from '@sauti/contract';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Forbidden, Unauthorized } from './errors';

/**
 * public: anyone, and the caller is never looked up; optional: anyone, with request.user set when a
 * valid token comes along; user: a logged-in user; moderator: a logged-in moderator or admin (the
 * chat's moderation calls); owner: a logged-in owner of the station named by the route's `:id` or
 * `:stationId`, or an admin (the studio's calls); admin: a logged-in admin.
 */
export type Access = 'public' | 'optional' | 'user' | 'moderator' | 'owner' | 'admin';

/** Whether the user owns the station; the station-owners module provides the real one. */
export type OwnershipCheck = (userId: string, stationId: string) => Promise<boolean>;

/** The path parameters an owner route may name its station by, in the order looked at. */
const STATION_PARAMS = ['id', 'stationId'] as const;

/** Whether the user may moderate chat: moderators and admins. */
export function isModerator(user: Pick<AuthenticatedUser, 'role'>): boolean {
  return user.role === 'moderator' || user.role === 'admin';
}

/** Who a request speaks for: the part of the contract's User that routes and services need. */
export type AuthenticatedUser = Pick<User, 'id' | 'username' | 'role'>;

/** Finds the user a request speaks for, or null; the auth module provides the real one. */
export type Authenticator = (request: FastifyRequest) => Promise<AuthenticatedUser | null>;

/** One registered route and who may call it, so a test can walk them all. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** Every route registered so far with its declared access. */
    declaredRoutes: readonly DeclaredRoute[];
  }
}

const UNGUARDED_PREFIXES = ['/api/docs'];

function needsDeclaration(url: string): boolean {
  return url.startsWith('/api/') && !UNGUARDED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** The caller of a `user` or `admin` route, which the guard only lets through with a user set. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new Unauthorized();
  return request.user;
}

export function registerAccessControl(
  app: FastifyInstance,
  authenticate: () => Authenticator,
  owns: OwnershipCheck,
): void {
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declaredRoutes);
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (needsDeclaration(route.url) && !access) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} does not declare its access (public, optional, user, moderator, owner or admin).`,
      );
    }
    if (access === 'owner' && !STATION_PARAMS.some((name) => route.url.includes(`:${name}`))) {
      throw new Error(`Owner route ${String(route.method)} ${route.url} names no station (:id or :stationId).`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) declaredRoutes.push({ method: String(method), url: route.url, access });
    // The guard goes on the routes that read the caller, first of their own hooks; a public route,
    // most requests, and any request no route matched, pass no guard at all.
    if (access && access !== 'public') route.onRequest = [guard(access), ...[route.onRequest ?? []].flat()];
  });
  const guard =
    (access: Exclude<Access, 'public'>): onRequestHookHandler =>
    (request, _reply, done) => {
      admit(request, access, authenticate(), owns).then(() => done(), done);
    };
}

async function admit(
  request: FastifyRequest,
  access: Access,
  authenticator: Authenticator,
  owns: OwnershipCheck,
): Promise<void> {
  const user = await authenticator(request);
  request.user = user;
  if (access === 'optional') return;
  if (!user) throw new Unauthorized();
  if (access === 'admin' && user.role !== 'admin') throw new Forbidden('This needs an admin account.');
  if (access === 'moderator' && !isModerator(user)) throw new Forbidden('This needs a moderator account.');
  if (access === 'owner' && user.role !== 'admin' && !(await owns(user.id, stationParam(request)))) {
    throw new Forbidden('This needs an owner of this station: claim it first, or ask its owner to invite you.');
  }
}

/** The station an owner route names; params are known once the route matched, before this guard runs. */
function stationParam(request: FastifyRequest): string {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const value = STATION_PARAMS.map((name) => params[name]).find((param) => typeof param === 'string');
  return typeof value === 'string' ? value : '';
}
