// The playing station's picture: its logo, or a radio when it has none or low-data mode skips logos.
import type { Station } from '@sauti/contract';
import { Radio } from 'lucide-react';
import { useState } from 'react';
import { useLowData } from '../../lib/low-data';

const SIZES = { sm: 'size-11', lg: 'size-40 sm:size-56' } as const;

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
          src={station.logo ?? undefined}
          alt=""
          referrerPolicy="no-referrer"
          onError={() => setBroken(station.logo)}
          className="size-full bg-white object-contain p-1"
        />
      ) : (
        <Radio aria-hidden="true" className="size-1/2 text-white" />
      )}
    </div>
  );
}
