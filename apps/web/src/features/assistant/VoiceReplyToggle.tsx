// The switch that silences spoken replies; the written ones stay.
import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { ICON_BUTTON_CLASS } from './panel-buttons';

interface VoiceReplyToggleProps {
  muted: boolean;
  onMutedChange(muted: boolean): void;
}

export function VoiceReplyToggle({ muted, onMutedChange }: VoiceReplyToggleProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={ICON_BUTTON_CLASS}
      aria-pressed={muted}
      title={t('assistant.muteVoice')}
      onClick={() => onMutedChange(!muted)}
    >
      {muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
      <span className="sr-only">{t('assistant.muteVoice')}</span>
    </button>
  );
}
