// One error handler for the whole API: typed errors, validation failures and Fastify's own errors
// all leave as { error: { code, message } } with the right status, never a stack trace.
import { STATUS_CODES as HTTP_STATUS_TEXT } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, InvalidFields, ServerBusy, TooManyRequests } from './errors';

const PART_NAMES: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'field',
  headers: 'header',
};

function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const part = PART_NAMES[error.validationContext ?? ''] ?? 'value';
  return error.validation
    .map((issue) => {
      const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return name ? `Invalid ${part} '${name}': ${issue.message}` : `Invalid ${part}: ${issue.message}`;
    })
    .join('; ');
}

const STATUS_CODES: Record<number, string> = {
  400: 'bad_input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** A body's bad fields by name, first message each, so a form can show them beside their fields. */
function fieldMessages(error: FastifyError): Record<string, string> | undefined {
  if (error.validationContext !== 'body' || !hasZodFastifySchemaValidationErrors(error)) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (name && !(name in fields)) fields[name] = issue.message ?? 'This value is not valid.';
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return reply.status(status).send({ error: fields ? { code, message, fields } : { code, message } });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof TooManyRequests || error instanceof ServerBusy) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof InvalidFields) return sendError(reply, 400, error.code, error.message, error.fields);
    if (error instanceof AppError) return sendError(reply, error.status, error.code, error.message);
    if (error.validation) return sendError(reply, 400, 'bad_input', validationMessage(error), fieldMessages(error));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, STATUS_CODES[status] ?? 'bad_request', error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'internal', 'Something went wrong on our side. Please try again.');
  });
}

// Errors Fastify meets before a route is found, which it would otherwise answer in its own shape.
const FRAMEWORK_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_BAD_URL: [400, 'bad_input', 'The address is not valid: it has a malformed percent-escape.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long', 'A part of the address is too long.'],
};

/** Fastify's `frameworkErrors` option: the router's own refusals, in the envelope. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) return sendError(reply, ...known);
  request.log.error({ err: error }, 'request failed before routing');
  return sendError(reply, 500, 'internal', 'Something went wrong on our side. Please try again.');
}

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refuses (headers too large,
 * not HTTP at all) gets the envelope too, written straight to the socket since there is no reply.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request took too long to arrive.']
        : [400, 'bad_input', 'The request is not valid HTTP.'];
  const body = JSON.stringify({ error: { code, message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${HTTP_STATUS_TEXT[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
