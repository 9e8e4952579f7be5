// Every action whose body may be left out (a JSON body schema with no required field) does the same
// with no body at all, with an empty JSON body, and with `{}`: an admin approving a submission as it
// is sends nothing. Walks the OpenAPI description, so routes added later are walked too.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, startAdminSession } from './test-support/admin';
import { type OpenApiDocument, type Operation, operationsOf } from './test-support/api-fuzzer';

interface ObjectSchema {
  type?: string;
  required?: string[];
}

/** A JSON body that may be `{}`: an object with nothing required. */
function bodyIsOptional(operation: Operation): boolean {
  const schema = operation.body?.['application/json'] as ObjectSchema | undefined;
  return schema !== undefined && (schema.required ?? []).length === 0;
}

describe('actions whose body is optional', () => {
  let admin: AdminSession;
  let operations: Operation[];

  beforeAll(async () => {
    admin = await startAdminSession();
    operations = operationsOf(admin.test.app.swagger() as OpenApiDocument).filter(bodyIsOptional);
  });
  afterAll(() => admin.test.close());

  /** The operation's path with every parameter an id that names nothing, so no action is carried out. */
  const urlOf = (operation: Operation) => operation.path.replace(/\{[^}]+\}/g, () => randomUUID());

  const send = (operation: Operation, headers: Record<string, string>, payload?: string) =>
    admin.test.app.inject({
      method: operation.method as 'POST',
      url: urlOf(operation),
      headers: { authorization: `Bearer ${admin.token}`, ...headers },
      ...(payload !== undefined && { payload }),
    });

  it('finds them, approving a submission among them', () => {
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toContain(
      'POST /api/admin/submissions/{id}/approve',
    );
  });

  it.each([
    ['no body and no content type', {}, undefined],
    ['an empty JSON body', { 'content-type': 'application/json' }, ''],
    ['an empty JSON body with a charset', { 'content-type': 'application/json; charset=utf-8' }, ''],
    ['a JSON null', { 'content-type': 'application/json' }, 'null'],
  ])('answers %s as it answers {}', async (_case, headers, payload) => {
    for (const operation of operations) {
      const expected = await send(operation, { 'content-type': 'application/json' }, '{}');
      const answer = await send(operation, headers, payload);
      expect(answer.statusCode, `${operation.method} ${operation.path}: ${answer.body}`).toBe(expected.statusCode);
      expect(answer.json().error?.code, `${operation.method} ${operation.path}`).toBe(expected.json().error?.code);
    }
  });
});
