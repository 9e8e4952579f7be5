import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_GUARD, firstPaintHtml, HERO_COPY } from './first-paint';

describe("Home's first paint", () => {
  it("carries the hero's own headline and introduction, HTML-escaped", () => {
    const html = firstPaintHtml();
    expect(html).toContain(`<h1 class="mt-5 max-w-3xl`);
    expect(html).toContain(`>${HERO_COPY.title}</h1>`);
    expect(html).toContain(HERO_COPY.intro);
    expect(html).not.toMatch(/<script/);
  });

  it('is dropped before painting any address other than Home', () => {
    expect(FIRST_PAINT_GUARD).toContain("location.pathname!=='/'");
    expect(FIRST_PAINT_GUARD).toContain('replaceChildren()');
  });
});
