// Waiting for effects that arrive asynchronously (pub/sub), without fixed sleeps.
/** Polls until the check passes or the time is up, for effects that arrive asynchronously (pub/sub). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
