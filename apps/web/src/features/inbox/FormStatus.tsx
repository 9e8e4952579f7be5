// Above a form: the server's acknowledgement after a send, or why the send failed.
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from '../../i18n';

export function FormStatus({
  acknowledgement,
  formError,
}: {
  acknowledgement: string | null;
  formError: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div role="status">
        {acknowledgement && (
          <p className="flex items-start gap-2 rounded-xl border border-emerald-700/60 bg-emerald-950/40 p-4 text-emerald-200">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> {acknowledgement}
          </p>
        )}
      </div>
      {formError && (
        <p role="alert" className="rounded-xl border border-red-800/60 bg-red-950/40 p-4 text-red-200">
          {formError} {t('forms.keptInput')}
        </p>
      )}
    </>
  );
}
