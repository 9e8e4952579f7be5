// A new listener, registered over the API, and a browser page at a width already logged in as them
// (the token in the app's own storage), for tests that start from a signed-in user.
import type { Browser, Page } from 'playwright-core';

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
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 740 : 900 } });
  const page = await context.newPage();
  await page.addInitScript((token) => localStorage.setItem('sauti.access_token', token), access_token);
  return page;
}
