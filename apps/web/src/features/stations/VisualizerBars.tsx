// A decorative level animation while the station plays. It does not read the audio: the stream's
// samples reach the page only once the gateway relays it, so this stays honest by staying decorative.
// Low-data mode leaves it out, as it does the player's visualizer.
import { useTranslation } from '../../i18n';
import { useLowData } from '../../lib/low-data';

export type Vibe = 'chill' | 'hype' | 'deep';

const VIBE_LOOK: Record<Vibe, { colour: string; seconds: number }> = {
  chill: { colour: 'bg-sky-400', seconds: 1.4 },
  hype: { colour: 'bg-amber-400', seconds: 0.6 },
  deep: { colour: 'bg-violet-500', seconds: 2.2 },
};

const BARS = 24;

export function VisualizerBars({ active, vibe }: { active: boolean; vibe: Vibe }) {
  const { t } = useTranslation();
  const lowData = useLowData();
  const look = VIBE_LOOK[vibe];
  if (lowData) return null;
  return (
    <div className="relative">
      {!active && (
        <p className="absolute inset-x-0 top-0 text-center text-xs text-stone-400">{t('station.visualizerIdle')}</p>
      )}
      <div aria-hidden="true" className="flex h-12 items-end gap-1">
        {Array.from({ length: BARS }, (_, bar) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: bars are identical but for their position
            key={bar}
            className={`h-full flex-1 origin-bottom rounded-sm ${look.colour} ${active ? 'equalizer-bar' : 'scale-y-[0.15] opacity-30'}`}
            style={
              { '--bar-seconds': `${look.seconds}s`, '--bar-delay': `${(bar % 7) * -0.17}s` } as React.CSSProperties
            }
          />
        ))}
      </div>
    </div>
  );
}
