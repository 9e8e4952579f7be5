import { describe, expect, it } from 'vitest';
import { uniqueSlug } from './slug';

const none = new Set<string>();

describe('uniqueSlug', () => {
  it('makes a readable lower-case slug from the name', () => {
    expect(uniqueSlug('Wazobia FM Lagos', 'NG', none)).toBe('wazobia-fm-lagos');
    expect(uniqueSlug('  Radio Côte d’Ivoire  ', 'CI', none)).toBe('radio-cote-d-ivoire');
  });

  it('gives Arabic names a latin slug', () => {
    const slug = uniqueSlug('إذاعة القرآن الكريم', 'EG', none);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
  });

  it('falls back to a readable word when nothing in the name can be spelled in latin letters', () => {
    expect(uniqueSlug('📻🎶', 'ET', none)).toMatch(/^[a-z0-9-]+$/);
    expect(uniqueSlug('📻🎶', 'ET', none).length).toBeGreaterThan(0);
  });

  it('adds the country, then a number, when the slug is taken', () => {
    const taken = new Set<string>();
    const slugs = ['Radio Maria', 'Radio Maria', 'Radio Maria', 'Radio Maria'].map((name) => {
      const slug = uniqueSlug(name, 'TZ', taken);
      taken.add(slug);
      return slug;
    });
    expect(slugs).toEqual(['radio-maria', 'radio-maria-tz', 'radio-maria-tz-2', 'radio-maria-tz-3']);
  });

  it('keeps long slugs short and without a trailing dash', () => {
    const slug = uniqueSlug(`Radio ${'very '.repeat(30)}long`, 'KE', none);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).not.toMatch(/-$/);
  });

  it('never gives a slug that a fixed station route already uses', () => {
    expect(uniqueSlug('Count', 'GH', none)).not.toBe('count');
  });
});
