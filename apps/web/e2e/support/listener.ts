// A new listener, registered over the API, and a browser page at a width already logged in as them
// (the token in the app's own storage), for tests that start from a signed-in user.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** A page in a context of its own, signed in with `token` (kept where the app keeps it). */
export async function signedInPage(browser: Browser, token: string, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript((value) => localStorage.setItem('sauti.access_token', value), token);
  return context.newPage();
}

export async function pageForNewUser(
  browser: Browser,
  baseUrl: string,
  username: string,
  width: number,
): Promise<Page> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${username}@example.com`, password: 'correct horse battery', username }),
  });
  if (response.status !== 201) throw new Error(`Registering ${username} answered ${response.status}`);
  const { access_token } = (await response.json()) as { access_token: string };
  return signedInPage(browser, access_token, { viewport: { width, height: width < 600 ? 740 : 900 } });
}
