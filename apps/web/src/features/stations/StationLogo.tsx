// A station's logo at a fixed size, lazy-loaded over its genre icon: the icon shows while the logo
// loads, and stays when there is no logo, it fails, or low-data mode skips logos. The logo comes from
// our own origin (GET /api/logos/:id), never from the station's host.
import type { LogoSize, Station } from '@sauti/contract';
import { useState } from 'react';
import { useLowData } from '../../lib/low-data';
import { isStandIn, logoSources } from '../../lib/station-logo';
import { genreLook } from './genre-look';

const SIZES = { md: 'size-14', lg: 'size-20' } as const;
const PIXELS = { md: 56, lg: 80 } as const;
/** The served sizes for a 1x and a 2x screen. */
const SERVED: Record<keyof typeof SIZES, [LogoSize, LogoSize]> = { md: [64, 128], lg: [128, 256] };

type LogoState = 'loading' | 'shown' | 'broken';

export function StationLogo({ station, size = 'md' }: { station: Station; size?: keyof typeof SIZES }) {
  const [state, setState] = useState<LogoState>('loading');
  const lowData = useLowData();
  const look = genreLook(station.genre);
  const Icon = look.icon;
  return (
    <div
      className={`${SIZES[size]} relative flex shrink-0 items-center justify-center overflow-hidden rounded-xl`}
      style={look.background}
    >
      <Icon aria-hidden="true" className="size-1/2 text-white" />
      {station.logo && state !== 'broken' && !lowData && (
        <img
          {...logoSources(station, SERVED[size])}
          alt=""
          width={PIXELS[size]}
          height={PIXELS[size]}
          loading="lazy"
          decoding="async"
          onLoad={(event) => setState(isStandIn(event.currentTarget) ? 'broken' : 'shown')}
          onError={() => setState('broken')}
          className={`absolute inset-0 size-full bg-white object-contain p-1 transition-opacity ${
            state === 'shown' ? 'opacity-100' : 'opacity-0'
          }`}
        />
      )}
    </div>
  );
}
