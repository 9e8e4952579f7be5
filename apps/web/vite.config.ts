import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { FIRST_PAINT_GUARD, firstPaintHtml } from './src/features/home/first-paint.ts';

/** Puts Home's header and headline into index.html so they paint before the JavaScript runs. */
function homeFirstPaint(): Plugin {
  return {
    name: 'sauti-home-first-paint',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace('<div id="root"></div>', `<div id="root">${firstPaintHtml()}</div>${FIRST_PAINT_GUARD}`),
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), homeFirstPaint()],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: { sourcemap: true },
});
