import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { WEB_MANIFEST } from './src/app/web-manifest.ts';
import { FIRST_PAINT_GUARD, firstPaintHtml } from './src/features/home/first-paint.ts';
import { compileCatalogue } from './src/i18n/compile-catalogue.ts';

const CATALOGUE = /\/src\/i18n\/locales\/[a-z]{2}\.json(?:\?part=(pages|admin|account|screens))?$/;

/** Ships the message catalogues compiled, so the browser carries no ICU parser, each in five parts:
 * `x.json` is the first view's, `x.json?part=pages` the static pages', `x.json?part=admin` the admin area's,
 * `x.json?part=account` the login and register form's, `x.json?part=screens` the lazily loaded screens' and dialogs'. */
function compiledCatalogues(): Plugin {
  return {
    name: 'sauti-compiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const match = CATALOGUE.exec(id);
      if (!match) return null;
      const messages = compileCatalogue(
        JSON.parse(code),
        (match[1] as 'pages' | 'admin' | 'account' | 'screens' | undefined) ?? 'core',
      );
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`,
        moduleType: 'js',
        map: null,
      };
    },
  };
}

/** Puts Home's header and headline into index.html so they paint before the JavaScript runs. */
function homeFirstPaint(): Plugin {
  return {
    name: 'sauti-home-first-paint',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace('<div id="root"></div>', `<div id="root">${firstPaintHtml()}</div>${FIRST_PAINT_GUARD}`),
  };
}

/**
 * Puts the stylesheet into index.html and the first view's scripts after the page's content. The
 * first paint (Home's header and headline, above) waits for the stylesheet; as a file of its own it
 * shared a slow line with the JavaScript, which the browser fetches as soon as it sees it, and on
 * slow 3G arrived 1.4 s after the page. Inline, it comes with the page, and with the scripts named
 * last the page has arrived before they start downloading. (Module scripts run after parsing
 * wherever they stand; the CSP allows inline styles, which Radix's dialogs write at run time.)
 */
function contentFirst(): Plugin {
  const LINKED_STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g;
  const SCRIPT_TAGS = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;
  return {
    name: 'sauti-content-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const scripts = [...html.matchAll(SCRIPT_TAGS)].map((match) => match[1]);
        return html
          .replace(SCRIPT_TAGS, '')
          .replace(LINKED_STYLESHEET, (tag, fileName: string) => {
            const asset = context.bundle?.[fileName];
            if (asset?.type !== 'asset') return tag;
            return `<style>${Buffer.from(asset.source).toString('utf8')}</style>`;
          })
          .replace('</body>', `${scripts.join('\n')}\n</body>`);
      },
    },
  };
}

/**
 * The shell is precached as '/', the address the server answers with index.html and its canonical
 * link (from which the app reads its public origin), rather than as the bare index.html file.
 */
type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number];

const shellAtRoot: ManifestTransform = async (entries) => ({
  manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: '/' } : entry)),
  warnings: [],
});

/** Installable and offline after one visit (src/service-worker); registered by src/app/service-worker.ts. */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'service-worker.ts',
    injectRegister: false,
    // The icons are precached by the glob below already.
    includeManifestIcons: false,
    manifest: WEB_MANIFEST,
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // hls.js (175 kB) is only for HLS stations: kept once one plays, not fetched for everyone. The
      // password judge's dictionaries (about a megabyte gzipped) are only for registering.
      globIgnores: ['**/hls-*.js', '**/password-strength-*.js'],
      // Hashed names change with their content: fetched through the HTTP cache, which already holds the first view's.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [shellAtRoot],
    },
  });
}

const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest|json)$/;
/** Below this, a compressed copy saves less than the bytes of its headers. */
const WORTH_COMPRESSING_BYTES = 1024;

/**
 * Writes a Brotli and a gzip copy beside every text file of the build, once, at build time; the server
 * sends the one the browser accepts (@fastify/static's preCompressed). A phone on 3G then downloads
 * the first view's JavaScript at about a third of its size, and no request pays to compress it.
 */
function precompressedFiles(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sauti-precompressed-files',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin has written its files (the service worker is built at closeBundle too).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
          const file = path.join(entry.parentPath, entry.name);
          const content = readFileSync(file);
          if (content.length < WORTH_COMPRESSING_BYTES) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [
    compiledCatalogues(),
    react(),
    tailwindcss(),
    homeFirstPaint(),
    contentFirst(),
    installableApp(),
    precompressedFiles(),
  ],
  // Every `import … from 'zod'` (the contract's too) gets zod without eval, which the CSP forbids.
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)) }],
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // The manifest tells the server (which preloads the listener's) and the bench which chunk holds each
  // language's first-view messages.
  build: { sourcemap: true, manifest: true },
});
