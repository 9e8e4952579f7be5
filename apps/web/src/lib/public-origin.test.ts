import { describe, expect, it } from 'vitest';
import { publicOrigin } from './public-origin';

/** A page whose only element of interest is its canonical link (or none). */
const pageWithCanonical = (href: string | null) => ({
  querySelector: (selector: string) =>
    selector === 'link[rel="canonical"]' && href !== null ? ({ getAttribute: () => href } as never) : null,
});

describe('our public origin', () => {
  it("is the origin of the server's canonical link, not the address this page was reached at", () => {
    expect(publicOrigin(pageWithCanonical('https://sauti.example/discover'), 'http://10.0.0.5:8080')).toBe(
      'https://sauti.example',
    );
  });

  it("is the page's own origin without a canonical link, as under the Vite dev server", () => {
    expect(publicOrigin(pageWithCanonical(null), 'http://localhost:5173')).toBe('http://localhost:5173');
  });

  it('ignores a canonical link that is not a web address', () => {
    expect(publicOrigin(pageWithCanonical('javascript:alert(1)'), 'http://localhost:5173')).toBe(
      'http://localhost:5173',
    );
    expect(publicOrigin(pageWithCanonical('/relative'), 'http://localhost:5173')).toBe('http://localhost:5173');
  });
});
