// Web figures: the JavaScript and CSS the first view ships (gzipped, following index.html's entry and
// its static imports), per language (another language's first-view messages load before the first
// render), and Home's load timings in Chromium on two simulated phones, both with the CPU slowed 4x:
// 4G (Lighthouse's mobile preset: 150 ms round trip, 1.6 Mbps down, 750 kbps up) and slow 3G (400 ms
// round trip, 400 kbps down and up), for a browser in English and one in Arabic.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServerProcess } from './server-process';
import type { BenchContext, Benchmark } from './types';

const JS_TARGET_KB = 200;
const LCP_TARGET_MS = 2500;
const RUNS = 3;
const PHONE = { width: 412, height: 823 };
const CPU_SLOWDOWN = 4;

interface NetworkProfile {
  /** Names the figures: home_lcp_<name>_ms. */
  name: string;
  label: string;
  conditions: { offline: false; latency: number; downloadThroughput: number; uploadThroughput: number };
}

const kbps = (value: number) => (value * 1024) / 8;

const PROFILES: NetworkProfile[] = [
  {
    name: '4g',
    label: '4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up',
    conditions: { offline: false, latency: 150, downloadThroughput: kbps(1.6 * 1024), uploadThroughput: kbps(750) },
  },
  {
    name: 'slow_3g',
    label: 'slow 3G: 400 ms RTT, 400 kbps down and up',
    conditions: { offline: false, latency: 400, downloadThroughput: kbps(400), uploadThroughput: kbps(400) },
  },
];

const LANGUAGES = ['en', 'fr', 'ar', 'sw', 'pt'] as const;
type Language = (typeof LANGUAGES)[number];

/** Home is timed for listeners whose browser asks for these (navigator.languages and Accept-Language). */
const TIMED_LOCALES: Partial<Record<Language, string>> = { en: 'en-GB', ar: 'ar-EG' };

// `import x from "./a.js"`, `import{a}from"./a.js"` and `import "./a.js"`, but not `import("./a.js")`.
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

interface FirstView {
  jsFiles: string[];
  cssFiles: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file)).length;
}

/** Every file the given scripts import statically, transitively, themselves included. */
function withStaticImports(scripts: string[]): string[] {
  const jsFiles = new Set<string>();
  const pending = [...scripts];
  while (pending.length > 0) {
    const file = pending.pop();
    if (!file || jsFiles.has(file)) continue;
    jsFiles.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) pending.push(path.resolve(path.dirname(file), match[1] ?? ''));
  }
  return [...jsFiles];
}

/**
 * The entry script, its modulepreloads and stylesheets (linked or inline) from index.html, then every
 * static import, transitively.
 */
export function firstViewAssets(dist: string): FirstView {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const local = (href: string) => path.resolve(dist, href.replace(/^\//, ''));
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => local(m[1] ?? ''));
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) =>
    local(m[1] ?? ''),
  );
  const cssFiles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => local(m[1] ?? ''));
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  const jsFiles = withStaticImports([...scripts, ...preloads]);
  return {
    jsFiles,
    cssFiles,
    jsGzipBytes: [...jsFiles].reduce((sum, file) => sum + gzipSize(file), 0),
    cssGzipBytes:
      cssFiles.reduce((sum, file) => sum + gzipSize(file), 0) +
      inlineCss.reduce((sum, css) => sum + gzipSync(css).length, 0),
  };
}

async function startServer(context: BenchContext): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sauti-bench-web-'));
  const server = await startServerProcess(context.repoRoot, {
    DATA_DIR: dataDir,
    CATALOGUE_FILE: context.sharedExport,
    RADIO_BROWSER_URL: 'http://127.0.0.1:9',
  });
  return {
    baseUrl: server.baseUrl,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface LoadTimings {
  lcpMs: number;
  fcpMs: number;
  ttfbMs: number;
  domContentLoadedMs: number;
  loadMs: number;
  /** When the request for the language's first-view messages started. */
  catalogueRequestMs: number;
  /** When the entry script had arrived. */
  entryScriptLoadedMs: number;
  /** When the app's first render, in the listener's language, was in the page. */
  appRenderedMs: number;
}

/** The files whose requests are timed: the entry script and the listener's catalogue chunk. */
interface TimedFiles {
  entryScript: string;
  catalogue: string;
}

/** Runs before the page's scripts: notes when the app's first render put the footer (not in index.html) in. */
const WATCH_FIRST_RENDER = `new MutationObserver((_, observer) => {
  if (!document.querySelector('footer')) return;
  window.__appRenderedMs = performance.now();
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });`;

/** Runs in the page; a string because the bench is type-checked without the DOM library. */
const readTimings = (files: TimedFiles) => `new Promise((resolve) => {
  const resource = (file) => performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/' + file));
  let lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    resolve({
      lcpMs: lcp,
      fcpMs: fcp ? fcp.startTime : 0,
      ttfbMs: navigation ? navigation.responseStart : 0,
      domContentLoadedMs: navigation ? navigation.domContentLoadedEventEnd : 0,
      loadMs: navigation ? navigation.loadEventEnd : 0,
      catalogueRequestMs: resource(${JSON.stringify(files.catalogue)})?.startTime ?? Number.NaN,
      entryScriptLoadedMs: resource(${JSON.stringify(files.entryScript)})?.responseEnd ?? Number.NaN,
      appRenderedMs: window.__appRenderedMs ?? Number.NaN,
    });
  }, 100);
})`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const TIMING_FIGURES: Array<[measure: string, timing: keyof LoadTimings]> = [
  ['lcp', 'lcpMs'],
  ['fcp', 'fcpMs'],
  ['ttfb', 'ttfbMs'],
  ['dom_content_loaded', 'domContentLoadedMs'],
  ['load', 'loadMs'],
  ['catalogue_requested', 'catalogueRequestMs'],
  ['entry_script_loaded', 'entryScriptLoadedMs'],
  ['app_rendered', 'appRenderedMs'],
];

/** The medians of one language's loads on one network, as figures named home_<measure>_<name>_ms. */
function homeFigures(runs: LoadTimings[], name: string): Record<string, number> {
  return Object.fromEntries(
    TIMING_FIGURES.map(([measure, timing]) => [
      `home_${measure}_${name}_ms`,
      Math.round(median(runs.map((load) => load[timing]))),
    ]),
  );
}

type BuildManifest = Record<string, { file: string }>;

function buildManifest(dist: string): BuildManifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as BuildManifest;
}

/** The entry script and the language's first-view catalogue chunk, as the build named them. */
function timedFiles(manifest: BuildManifest, language: Language): TimedFiles {
  const fileOf = (source: string) => path.basename(manifest[source]?.file ?? `missing ${source}`);
  return { entryScript: fileOf('index.html'), catalogue: fileOf(`src/i18n/locales/${language}.json`) };
}

/**
 * The first view's JavaScript in each language: the language's first-view catalogue chunk (found
 * through Vite's build manifest) loads before the first render, so it counts too.
 */
export function firstViewJsByLanguage(dist: string): Record<Language, number> {
  const base = firstViewAssets(dist).jsFiles;
  const manifest = buildManifest(dist);
  const sizes = {} as Record<Language, number>;
  for (const language of LANGUAGES) {
    const chunk = manifest[`src/i18n/locales/${language}.json`];
    const files = chunk ? withStaticImports([...base, path.resolve(dist, chunk.file)]) : base;
    sizes[language] = files.reduce((sum, file) => sum + gzipSize(file), 0);
  }
  return sizes;
}

interface HomeLoad {
  network: NetworkProfile['conditions'];
  /** The language the browser asks for. */
  locale: string;
  files: TimedFiles;
}

/** Home in a fresh, cold browser context on the throttled phone. */
async function measureHome(baseUrl: string, executablePath: string, load: HomeLoad): Promise<LoadTimings[]> {
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const runs: LoadTimings[] = [];
    for (let run = 0; run < RUNS; run++) {
      const browserContext = await browser.newContext({
        viewport: PHONE,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: load.locale,
      });
      const page = await browserContext.newPage();
      await page.addInitScript(WATCH_FIRST_RENDER);
      const cdp = await browserContext.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', load.network);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(baseUrl, { waitUntil: 'load' });
      // LCP is final once the page is quiet; give late paints (data arriving) a moment to land.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      runs.push(await page.evaluate<LoadTimings>(readTimings(load.files)));
      await browserContext.close();
    }
    return runs;
  } finally {
    await browser.close();
  }
}

export const run: Benchmark = async (context) => {
  const dist = path.join(context.repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error('No built web app in apps/web/dist: run npm run build.');
  const view = firstViewAssets(dist);
  const jsKb = view.jsGzipBytes / 1024;
  const cssKb = view.cssGzipBytes / 1024;
  context.log(`first view: ${view.jsFiles.length} JS files ${jsKb.toFixed(1)} kB gz, CSS ${cssKb.toFixed(1)} kB gz`);

  const figures: Record<string, number | string | boolean> = {
    first_view_js_gzip_kb: Number(jsKb.toFixed(1)),
    first_view_css_gzip_kb: Number(cssKb.toFixed(1)),
    first_view_js_files: view.jsFiles.length,
  };
  const byLanguage = firstViewJsByLanguage(dist);
  for (const language of LANGUAGES) {
    figures[`first_view_js_gzip_kb_${language}`] = Number((byLanguage[language] / 1024).toFixed(1));
  }
  const heaviestKb = Math.max(...Object.values(byLanguage)) / 1024;
  context.log(
    `first view JS by language: ${LANGUAGES.map((l) => `${l} ${figures[`first_view_js_gzip_kb_${l}`]}`).join(', ')} kB gz`,
  );
  const targets = [
    {
      label: `First view JavaScript under ${JS_TARGET_KB} kB gzipped in every language`,
      met: jsKb < JS_TARGET_KB && heaviestKb < JS_TARGET_KB,
    },
  ];
  const notes = [
    `Home loaded ${RUNS} times cold in Chromium at ${PHONE.width}x${PHONE.height} with the CPU ${CPU_SLOWDOWN}x slower, for a browser in ${Object.values(TIMED_LOCALES).join(' and one in ')}, on ${PROFILES.map((profile) => profile.label).join(' and on ')}; medians reported, and the LCP target holds for each language.`,
  ];

  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    notes.push(`Load timings skipped: Chromium not found at ${executablePath}.`);
    return { name: 'web', figures, targets, notes };
  }
  const manifest = buildManifest(dist);
  const server = await startServer(context);
  try {
    for (const profile of PROFILES) {
      const lcps: number[] = [];
      for (const [language, locale] of Object.entries(TIMED_LOCALES) as Array<[Language, string]>) {
        const files = timedFiles(manifest, language);
        const runs = await measureHome(server.baseUrl, executablePath, { network: profile.conditions, locale, files });
        const name = `${profile.name}_${language}`;
        Object.assign(figures, homeFigures(runs, name));
        lcps.push(median(runs.map((timing) => timing.lcpMs)));
        context.log(
          `home on ${name}: LCP ${figures[`home_lcp_${name}_ms`]} ms (loads: ${runs.map((timing) => Math.round(timing.lcpMs)).join(', ')}), catalogue requested at ${figures[`home_catalogue_requested_${name}_ms`]} ms, entry script loaded at ${figures[`home_entry_script_loaded_${name}_ms`]} ms, app rendered at ${figures[`home_app_rendered_${name}_ms`]} ms (loads: ${runs.map((timing) => Math.round(timing.appRenderedMs)).join(', ')})`,
        );
      }
      targets.push({
        label: `Home's Largest Contentful Paint under ${LCP_TARGET_MS} ms on a simulated ${profile.label.split(':')[0]} phone`,
        met: Math.max(...lcps) < LCP_TARGET_MS,
      });
    }
  } finally {
    await server.stop();
  }
  return { name: 'web', figures, targets, notes };
};
