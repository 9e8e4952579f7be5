// A station's logo at a fixed size, lazy-loaded; the genre icon stands in when there is none or it fails.
import type { Station } from '@sauti/contract';
import { useState } from 'react';
import { genreLook } from './genre-look';

const SIZES = { md: 'size-14', lg: 'size-20' } as const;
const PIXELS = { md: 56, lg: 80 } as const;

export function StationLogo({ station, size = 'md' }: { station: Station; size?: keyof typeof SIZES }) {
  const [broken, setBroken] = useState(false);
  const look = genreLook(station.genre);
  if (station.logo && !broken) {
    return (
      <img
        src={station.logo}
        alt=""
        width={PIXELS[size]}
        height={PIXELS[size]}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className={`${SIZES[size]} shrink-0 rounded-xl bg-white object-contain p-1`}
      />
    );
  }
  const Icon = look.icon;
  return (
    <div
      aria-hidden="true"
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-xl bg-gradient-to-br ${look.tone}`}
    >
      <Icon className="size-1/2 text-white" />
    </div>
  );
}
