// The switch that silences spoken replies; the written ones stay.
import { Volume2, VolumeX } from 'lucide-react';
import styles from './assistant-panel.module.css';

interface VoiceReplyToggleProps {
  muted: boolean;
  onMutedChange(muted: boolean): void;
}

export function VoiceReplyToggle({ muted, onMutedChange }: VoiceReplyToggleProps) {
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={muted}
      title="Mute voice replies"
      onClick={() => onMutedChange(!muted)}
    >
      {muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
      <span className={styles.visuallyHidden}>Mute voice replies</span>
    </button>
  );
}
