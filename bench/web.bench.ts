// Web figures: the JavaScript and CSS the first view ships (gzipped, following index.html's entry and
// its static imports), and Home's load timings in Chromium on a simulated 4G phone (Lighthouse's
// mobile preset: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU slowed 4x).
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
const FOUR_G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

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

/** The entry script, its modulepreloads and stylesheets from index.html, then every static import, transitively. */
export function firstViewAssets(dist: string): FirstView {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const local = (href: string) => path.join(dist, href.replace(/^\//, ''));
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => local(m[1] ?? ''));
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) =>
    local(m[1] ?? ''),
  );
  const cssFiles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => local(m[1] ?? ''));

  const jsFiles = new Set<string>();
  const pending = [...scripts, ...preloads];
  while (pending.length > 0) {
    const file = pending.pop();
    if (!file || jsFiles.has(file)) continue;
    jsFiles.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) pending.push(path.resolve(path.dirname(file), match[1] ?? ''));
  }
  return {
    jsFiles: [...jsFiles],
    cssFiles,
    jsGzipBytes: [...jsFiles].reduce((sum, file) => sum + gzipSize(file), 0),
    cssGzipBytes: cssFiles.reduce((sum, file) => sum + gzipSize(file), 0),
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
}

/** Runs in the page; a string because the bench is type-checked without the DOM library. */
const READ_TIMINGS = `new Promise((resolve) => {
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
    });
  }, 100);
})`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Home in a fresh, cold browser context on the throttled phone. */
async function measureHome(baseUrl: string, executablePath: string): Promise<LoadTimings[]> {
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
      });
      const page = await browserContext.newPage();
      const cdp = await browserContext.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', FOUR_G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(baseUrl, { waitUntil: 'load' });
      // LCP is final once the page is quiet; give late paints (data arriving) a moment to land.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      runs.push(await page.evaluate<LoadTimings>(READ_TIMINGS));
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
  const targets = [{ label: `First view JavaScript under ${JS_TARGET_KB} kB gzipped`, met: jsKb < JS_TARGET_KB }];
  const notes = [
    `Home loaded ${RUNS} times cold in Chromium at ${PHONE.width}x${PHONE.height}: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU ${CPU_SLOWDOWN}x slower; medians reported.`,
  ];

  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    notes.push(`Load timings skipped: Chromium not found at ${executablePath}.`);
    return { name: 'web', figures, targets, notes };
  }
  const server = await startServer(context);
  try {
    const runs = await measureHome(server.baseUrl, executablePath);
    const lcp = median(runs.map((timing) => timing.lcpMs));
    figures.home_lcp_4g_ms = Math.round(lcp);
    figures.home_fcp_4g_ms = Math.round(median(runs.map((timing) => timing.fcpMs)));
    figures.home_ttfb_4g_ms = Math.round(median(runs.map((timing) => timing.ttfbMs)));
    figures.home_dom_content_loaded_4g_ms = Math.round(median(runs.map((timing) => timing.domContentLoadedMs)));
    figures.home_load_4g_ms = Math.round(median(runs.map((timing) => timing.loadMs)));
    context.log(`home on 4G: LCP ${figures.home_lcp_4g_ms} ms, FCP ${figures.home_fcp_4g_ms} ms`);
    targets.push({
      label: `Home's Largest Contentful Paint under ${LCP_TARGET_MS} ms on a simulated 4G phone`,
      met: lcp < LCP_TARGET_MS,
    });
  } finally {
    await server.stop();
  }
  return { name: 'web', figures, targets, notes };
};
