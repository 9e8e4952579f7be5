// Typed errors that services throw; one handler turns them into the { error: { code, message } } envelope.
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class BadInput extends AppError {
  constructor(message: string, code = 'bad_input') {
    super(400, code, message);
  }
}

/** Bad input tied to named fields, answered with `fields` so a form shows each message beside its field. */
export class InvalidFields extends AppError {
  constructor(readonly fields: Record<string, string>) {
    const described = Object.entries(fields).map(([name, message]) => `Invalid field '${name}': ${message}`);
    super(400, 'bad_input', described.join('; '));
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'You need to log in to do that.') {
    super(401, 'unauthorized', message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'You are not allowed to do that.') {
    super(403, 'forbidden', message);
  }
}

export class NotFound extends AppError {
  constructor(message: string) {
    super(404, 'not_found', message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}

export class TooManyRequests extends AppError {
  constructor(
    message = 'Too many requests. Please wait a moment and try again.',
    readonly retryAfterSeconds = 60,
    code = 'rate_limited',
  ) {
    super(429, code, message);
  }
}

/** This instance is at one of its capacity limits; a later try, or another instance, may succeed. */
export class ServerBusy extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds = 30,
  ) {
    super(503, 'server_busy', message);
  }
}
