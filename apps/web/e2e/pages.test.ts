import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { horizontalOverflow } from './support/layout';
import { type RunningServer, startServer } from './support/server';

const STATIC_ROUTES: Array<[string[], string]> = [
  [['/help', '/help-center'], 'Help Center'],
  [['/contact', '/contact-us'], 'Contact us'],
  [['/privacy', '/privacy-policy'], 'Privacy Policy'],
  [['/terms', '/terms-of-service'], 'Terms of Service'],
  [['/cookies', '/cookie-policy'], 'Cookie Policy'],
  [['/about', '/about-us'], 'About Sauti'],
  [['/advertise', '/advertise-with-us'], 'Advertise with Sauti'],
  [['/submit-station', '/submit'], 'Submit a Radio Station'],
];

const ACCOUNT_AND_ADMIN_SCREENS: Array<[string, string]> = [
  ['/login', 'Login'],
  ['/register', 'Register'],
  ['/favorites', 'Favorites'],
  ['/admin', 'Admin Access Required'],
  ['/auth', 'Login'],
];

describe('static pages and forms in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  /** What the server stored, read straight from its SQLite file. */
  function storedRows(table: string): Array<Record<string, unknown>> {
    const db = new Database(path.join(server.dataDir, 'sauti.sqlite'), { readonly: true, fileMustExist: true });
    try {
      return db.prepare(`SELECT * FROM ${table} ORDER BY created_at`).all() as Array<Record<string, unknown>>;
    } finally {
      db.close();
    }
  }

  const form = (name: string) => page.getByRole('form', { name });
  const acknowledgement = (text: string) => page.getByRole('status').filter({ hasText: text });

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await server?.stop();
    // Last: it fails the suite when a page reported a CSP violation.
    await browser?.close();
  });

  it('renders every static page under both of its addresses, with its title', async () => {
    for (const [paths, heading] of STATIC_ROUTES) {
      for (const route of paths) {
        await page.goto(`${server.baseUrl}${route}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.title()).toBe(`${heading} · Sauti`);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      }
    }
  });

  it('numbers the twelve sections of the terms', async () => {
    await page.goto(`${server.baseUrl}/terms`);
    const sections = page.getByRole('main').getByRole('heading', { level: 2 });
    await sections.first().waitFor();
    expect(await sections.count()).toBe(12);
    expect(await sections.nth(11).textContent()).toBe('12. Contact');
  });

  it('shows the account and admin screens under their own headings, and a real 404 elsewhere', async () => {
    for (const [route, heading] of ACCOUNT_AND_ADMIN_SCREENS) {
      await page.goto(`${server.baseUrl}${route}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await page.goto(`${server.baseUrl}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });

  it('goes Back and Home from an inner page header', async () => {
    await page.goto(`${server.baseUrl}/about`);
    await page.getByRole('link', { name: 'Contact us' }).last().click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await page.getByRole('navigation', { name: 'Page' }).getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 1, name: 'About Sauti' }).waitFor();
    await page.getByRole('navigation', { name: 'Page' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
  });

  it('keeps what was typed and names the bad field when the contact form is invalid', async () => {
    await page.goto(`${server.baseUrl}/contact`);
    const contact = form('Contact us');
    await contact.getByLabel('Name').fill('Amina Yusuf');
    await contact.getByLabel('Email').fill('amina-at-example');
    await contact.getByLabel('Subject').selectOption('station_request');
    await contact.getByLabel('Message').fill('Please add Raypower FM.');
    await contact.getByRole('button', { name: 'Send message' }).click();

    const email = contact.getByLabel('Email');
    await contact.getByText('Please enter a valid email address, like name@example.com.').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    expect(await contact.getByLabel('Name').inputValue()).toBe('Amina Yusuf');
    expect(await contact.getByLabel('Message').inputValue()).toBe('Please add Raypower FM.');
    expect(storedRows('contact_messages')).toHaveLength(0);
  });

  it('sends the contact form, shows the acknowledgement, clears it and stores the message', async () => {
    const contact = form('Contact us');
    await contact.getByLabel('Email').fill('amina@example.com');
    await contact.getByLabel('Country').fill('Nigeria');
    await contact.getByRole('button', { name: 'Send message' }).click();
    await acknowledgement("Thank you for your message! We'll get back to you soon.").waitFor();
    expect(await contact.getByLabel('Name').inputValue()).toBe('');
    expect(await contact.getByLabel('Subject').inputValue()).toBe('');
    expect(storedRows('contact_messages')).toMatchObject([
      { name: 'Amina Yusuf', email: 'amina@example.com', country: 'Nigeria', subject: 'station_request' },
    ]);
  });

  it('sends an advertising inquiry and stores it', async () => {
    await page.goto(`${server.baseUrl}/advertise-with-us`);
    const quote = form('Request a quote');
    await quote.getByLabel('Company name').fill('Jollof Foods');
    await quote.getByLabel('Contact name').fill('Kofi Mensah');
    await quote.getByLabel('Email').fill('kofi@jollof.example');
    await quote.getByLabel('Monthly budget').selectOption('5000-10000');
    await quote.getByLabel('Ad format').selectOption('audio');
    await quote.getByRole('button', { name: 'Request a quote' }).click();
    await acknowledgement(
      'Thank you for your interest! Our advertising team will contact you within 24 hours',
    ).waitFor();
    expect(await quote.getByLabel('Company name').inputValue()).toBe('');
    expect(storedRows('advertising_inquiries')).toMatchObject([
      { company_name: 'Jollof Foods', budget: '5000-10000', ad_type: 'audio', phone: null },
    ]);
  });

  it('refuses a station without a web stream address, then sends it once fixed', async () => {
    await page.goto(`${server.baseUrl}/submit`);
    const submission = form('Submit a station');
    await submission.getByLabel('Station name').fill('Radio Kanem');
    await submission.getByLabel('Stream URL').fill('stream.example.org/kanem');
    await submission.getByLabel('Country').selectOption('NE');
    await submission.getByLabel('Language').selectOption('fr');
    await submission.getByLabel('Genre').selectOption('traditional');
    await submission.getByLabel('Your name').fill('Idrissa');
    await submission.getByLabel('Your email').fill('idrissa@example.org');
    await submission.getByRole('button', { name: 'Submit station' }).click();
    await submission.getByText('Please enter the stream URL starting with http:// or https://.').waitFor();
    expect(await submission.getByLabel('Station name').inputValue()).toBe('Radio Kanem');

    await submission.getByLabel('Stream URL').fill('https://stream.example.org/kanem.mp3');
    await submission.getByRole('button', { name: 'Submit station' }).click();
    await acknowledgement("Thank you for submitting a station! We'll review it and add it to Sauti").waitFor();
    expect(await submission.getByLabel('Stream URL').inputValue()).toBe('');
    expect(storedRows('station_submissions')).toMatchObject([
      {
        station_name: 'Radio Kanem',
        stream_url: 'https://stream.example.org/kanem.mp3',
        country: 'NE',
        status: 'new',
      },
    ]);
  });

  it('signs up for the newsletter once, and a repeated sign-up is still thanked', async () => {
    await page.goto(server.baseUrl);
    const newsletter = form('Stay in tune');
    await newsletter.getByLabel('Email address').fill('Listener@Example.com');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await acknowledgement("You're subscribed!").waitFor();
    expect(await newsletter.getByLabel('Email address').inputValue()).toBe('');
    await newsletter.getByLabel('Email address').fill('listener@example.com');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await acknowledgement("You're already subscribed").waitFor();
    expect(storedRows('newsletter_subscribers')).toMatchObject([{ email_key: 'listener@example.com' }]);
  });

  it('has no serious or critical accessibility violation on the form pages, errors showing', async () => {
    for (const [route, formName, button] of [
      ['/contact', 'Contact us', 'Send message'],
      ['/advertise', 'Request a quote', 'Request a quote'],
      ['/submit-station', 'Submit a station', 'Submit station'],
    ] as const) {
      await page.goto(`${server.baseUrl}${route}`);
      await form(formName).getByRole('button', { name: button }).click();
      await form(formName).locator('[aria-invalid="true"]').first().waitFor();
      expect(await seriousViolations(page), route).toEqual([]);
    }
  });

  it('fits the forms on a 360-pixel phone screen', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const route of ['/contact', '/submit-station', '/advertise', '/terms']) {
      await page.goto(`${server.baseUrl}${route}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await horizontalOverflow(page), route).toBe(0);
    }
  });
});
