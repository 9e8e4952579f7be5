// The auth API (spec section 7): register, login, me, logout; and the admin's change to an account.
import {
  AdminUser,
  AdminUserUpdate,
  AuthResponse,
  ErrorBody,
  LoginRequest,
  RegisterRequest,
  User,
  UserIdParams,
} from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/http/access';
import { bearerToken } from './authenticator';
import type { AccountService } from './service';

const tags = ['auth'];

export async function authRoutes(app: FastifyInstance, { accounts }: { accounts: AccountService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/register',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create an account and log in; the access token lasts 30 days',
        body: RegisterRequest,
        response: { 201: AuthResponse, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const result = await accounts.register(request.body, request.ip);
      return reply.status(201).send(result);
    },
  );

  api.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Log in with email and password; the access token lasts 30 days',
        body: LoginRequest,
        response: { 200: AuthResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => accounts.login(request.body, request.ip),
  );

  api.get(
    '/auth/me',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'The logged-in user', response: { 200: User, 401: ErrorBody } },
    },
    async (request) => accounts.me(requireUser(request).id),
  );

  api.post(
    '/auth/logout',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Revoke the access token this request carries',
        response: { 204: z.null(), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      if (token) await accounts.logout(token);
      return reply.status(204).send(null);
    },
  );

  api.patch(
    '/admin/users/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Change an account's role or suspend it; suspension logs it out everywhere at once",
        params: UserIdParams,
        body: AdminUserUpdate,
        response: { 200: AdminUser, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => accounts.updateByAdmin(requireUser(request).id, request.params.userId, request.body),
  );
}
