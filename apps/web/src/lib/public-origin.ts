// Sauti's own address as the server names it (PUBLIC_URL, in every page's canonical link), so a
// share link names it even when this page was reached under another name. The Vite dev server
// sends no canonical link; there the page's own origin stands in.

type CanonicalSource = Pick<Document, 'querySelector'>;

export function publicOrigin(page: CanonicalSource = document, fallback = window.location.origin): string {
  const canonical = page.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href');
  if (!canonical || !URL.canParse(canonical)) return fallback;
  const url = new URL(canonical);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : fallback;
}
