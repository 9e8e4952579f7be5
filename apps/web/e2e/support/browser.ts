// Debian's Chromium driven by playwright-core, started the way this machine needs (no sandbox as
// root, no background networking on a closed network), watching for CSP violations.
import { type Browser, chromium } from 'playwright-core';
import { watchContentSecurityPolicy } from './csp';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium whose pages report Content-Security-Policy violations, failing the suite at close. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  return watchContentSecurityPolicy(browser);
}
