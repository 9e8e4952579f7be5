// Where an advertisement will go (spec ad positions). Empty and zero-height until the ads feature
// fills it, so no blank box shows meanwhile.
export type AdPosition =
  | 'header'
  | 'sidebar'
  | 'footer'
  | 'between_stations'
  | 'audio_break'
  | 'hero_section'
  | 'discover_top';

export function AdSlot({ position }: { position: AdPosition }) {
  return <div data-ad-slot={position} />;
}
