// The low-data switch (issue 16), in the footer and the full-screen player: a checkbox that reads as a
// switch, with what the mode does beneath it.
import { useId } from 'react';
import { useTranslation } from '../../i18n';
import { setLowData, useLowData } from '../../lib/low-data';

export function LowDataSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const on = useLowData();
  const hintId = useId();
  return (
    <div className={`flex flex-col gap-0.5 text-sm ${className}`}>
      <label className="inline-flex cursor-pointer items-center gap-2 text-stone-200">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          aria-describedby={hintId}
          onChange={(event) => setLowData(event.target.checked)}
          className="size-4 accent-amber-400"
        />
        {t('lowData.label')}
      </label>
      <p id={hintId} className="text-xs text-stone-400">
        {t('lowData.hint')}
      </p>
    </div>
  );
}
