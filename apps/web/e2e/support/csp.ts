// Content-Security-Policy violations, as pages report them (the securitypolicyviolation event),
// collected for every page of every context a browser opens. The browser suite runs with the
// server's real CSP, so a screen that needs something the policy forbids fails the suite.
import type { Browser, BrowserContext } from 'playwright-core';

export interface CspViolation {
  /** The address of the document whose policy was broken. */
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

const violationsOf = new WeakMap<Browser, CspViolation[]>();

/** Every violation reported so far in this browser's pages. */
export function cspViolations(browser: Browser): readonly CspViolation[] {
  return violationsOf.get(browser) ?? [];
}

async function reportViolations(context: BrowserContext, into: CspViolation[]): Promise<void> {
  await context.exposeBinding('reportCspViolation', ({ frame }, violation: Omit<CspViolation, 'page'>) => {
    into.push({ page: frame.url(), ...violation });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(violation: object): void }).reportCspViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
}

/**
 * Makes every context of the browser (browser.newPage makes one too) report violations, and its
 * close fail when any was reported: each suite closes its browser in afterAll, which then fails.
 */
export function watchContentSecurityPolicy(browser: Browser): Browser {
  const violations: CspViolation[] = [];
  violationsOf.set(browser, violations);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await reportViolations(context, violations);
    return context;
  };
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    await close(options);
    if (violations.length > 0) {
      throw new Error(`Content-Security-Policy violations:\n${JSON.stringify(violations, null, 2)}`);
    }
  };
  return browser;
}
