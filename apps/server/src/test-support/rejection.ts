// The error a promise fails with, for tests that assert on its fields rather than only that it failed.

// biome-ignore lint/suspicious/noExplicitAny: any constructor of an error type
type ErrorType<E> = abstract new (...args: any[]) => E;

/** The error `promise` rejects with, which must be a `type`; a promise that resolves fails the test. */
export async function rejectionOf<E>(promise: Promise<unknown>, type: ErrorType<E>): Promise<E> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof type)) throw new Error(`expected a ${type.name}, got ${String(error)}`);
  return error;
}
