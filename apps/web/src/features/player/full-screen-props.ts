// What the bar gives the full-screen player (the app hands the bar that lazy component).
import type { Station } from '@sauti/contract';

export interface FullScreenPlayerProps {
  station: Station;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** When the station's current show ends (ISO time), from its schedule: the sleep timer offers it. */
  showEndsAt?: string | null;
}
