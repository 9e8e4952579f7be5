// The choices of a question the assistant asked ('which Congo?') as buttons: pressing one sends its
// name as the answer, as if it had been typed.
import type { ClarifyQuestion } from '@sauti/contract';
import { useTranslation } from '../../i18n';

interface ClarifyOptionsProps {
  question: ClarifyQuestion | null;
  disabled: boolean;
  onChoose(label: string): void;
}

export function ClarifyOptions({ question, disabled, onChoose }: ClarifyOptionsProps) {
  const { t } = useTranslation();
  if (!question) return null;
  return (
    <ul aria-label={t('assistant.chooseOne')} className="flex flex-wrap gap-2 px-4 pb-2">
      {question.options.map((option) => (
        <li key={option.country}>
          <button
            type="button"
            className="rounded-full border border-brand px-3 py-1 text-sm text-brand-strong hover:bg-brand/10 disabled:opacity-50"
            disabled={disabled}
            onClick={() => onChoose(option.label)}
          >
            {option.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
