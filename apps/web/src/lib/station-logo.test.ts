import { logoVersion } from '@sauti/contract';
import { describe, expect, it } from 'vitest';
import { isStandIn, logoSources } from './station-logo';

describe('station logos in the page', () => {
  it('come from our origin at a 1x and a 2x size, and not at all without a logo', () => {
    const version = logoVersion('http://joy.example.com/logo.png');
    expect(logoSources({ id: 'st-1', logo: 'http://joy.example.com/logo.png' }, [64, 128])).toEqual({
      src: `/api/logos/st-1?size=64&v=${version}`,
      srcSet: `/api/logos/st-1?size=64&v=${version} 1x, /api/logos/st-1?size=128&v=${version} 2x`,
    });
    expect(logoSources({ id: 'st-1', logo: null }, [64, 128])).toBeNull();
  });

  it('tell the genre stand-in (48 px, 24 on a 2x screen) from a served logo', () => {
    const picture = (naturalWidth: number) => ({ naturalWidth }) as HTMLImageElement;
    expect([64, 128, 256].map((width) => isStandIn(picture(width)))).toEqual([false, false, false]);
    expect([48, 24, 0].map((width) => isStandIn(picture(width)))).toEqual([true, true, true]);
  });
});
