// The playing station's picture: its logo from our own origin, or a radio when it has none, it cannot
// be had, or low-data mode skips logos.
import type { LogoSize, Station } from '@sauti/contract';
import { Radio } from 'lucide-react';
import { useState } from 'react';
import { useLowData } from '../../lib/low-data';
import { isStandIn, logoSources } from '../../lib/station-logo';

const SIZES = { sm: 'size-11', lg: 'size-40 sm:size-56' } as const;
/** The served sizes for a 1x and a 2x screen (44 px, and 160 to 224 px). */
const SERVED: Record<keyof typeof SIZES, [LogoSize, LogoSize]> = { sm: [64, 128], lg: [256, 256] };

export function StationArtwork({ station, size }: { station: Station; size: keyof typeof SIZES }) {
  const [broken, setBroken] = useState<string | null>(null);
  const lowData = useLowData();
  const showLogo = station.logo && broken !== station.logo && !lowData;
  return (
    <div
      className={`${SIZES[size]} flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-gradient-to-br from-amber-500 to-rose-600`}
    >
      {showLogo ? (
        <img
          {...logoSources(station, SERVED[size])}
          alt=""
          onLoad={(event) => {
            if (isStandIn(event.currentTarget)) setBroken(station.logo);
          }}
          onError={() => setBroken(station.logo)}
          className="size-full bg-white object-contain p-1"
        />
      ) : (
        <Radio aria-hidden="true" className="size-1/2 text-white" />
      )}
    </div>
  );
}
