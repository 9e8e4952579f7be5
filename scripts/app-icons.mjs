// node scripts/app-icons.mjs: draws the installed app's PNG icons (apps/web/public/icons) from the
// favicon's design in Debian's Chromium, so they stay one picture. Run again after changing the logo;
// the PNGs are committed, so builds need no browser.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const folder = path.join(root, 'apps/web/public/icons');

/** The favicon's radio waves on amber; `inset` is the share of each side left as plain background. */
function iconSvg(size, { rounded, inset }) {
  const art = size * (1 - 2 * inset);
  const offset = size * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${rounded ? size / 4 : 0}" fill="#f59e0b"/>
<g transform="translate(${offset} ${offset}) scale(${art / 32})">
<path d="M9 20a7 7 0 0 1 14 0M12.5 20a3.5 3.5 0 0 1 7 0" fill="none" stroke="#1c1917" stroke-width="2.5" stroke-linecap="round"/>
<circle cx="16" cy="21" r="1.8" fill="#1c1917"/></g></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 0 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 0 },
  // Maskable: full-bleed, the art inside the middle 80% that every launcher mask keeps.
  { file: 'icon-maskable-512.png', size: 512, rounded: false, inset: 0.12 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(folder, { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<body style="margin:0">${iconSvg(icon.size, icon)}</body>`);
    await page.screenshot({ path: path.join(folder, icon.file), omitBackground: true });
    await page.close();
    console.log(`apps/web/public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
