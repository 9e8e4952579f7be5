// The footer's newsletter box: one email field, sent to the newsletter endpoint; signing up twice is fine.
import { inboxEndpoints } from '@sauti/contract';
import { Mail } from 'lucide-react';
import { useId } from 'react';
import { useFormWords, useTranslation } from '../../i18n';
import { useServerForm } from '../../lib/server-form';

export function NewsletterBox() {
  const { t } = useTranslation();
  const words = useFormWords();
  const id = useId();
  const form = useServerForm({ empty: { email: '' }, endpoint: inboxEndpoints.newsletter });
  const { error, ...email } = form.field('email');
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <Mail aria-hidden="true" className="size-4 text-amber-300" /> {t('newsletter.title')}
      </h2>
      <p className="text-sm text-stone-400">{t('newsletter.intro')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          {t('newsletter.email')}
        </label>
        <input
          id={id}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`min-w-0 flex-1 rounded-full border bg-stone-900 px-4 py-2 text-stone-100 placeholder:text-stone-500 ${
            error ? 'border-red-400' : 'border-stone-700'
          }`}
          {...email}
        />
        <button
          type="submit"
          disabled={form.sending}
          className="rounded-full bg-amber-400 px-5 py-2 text-sm font-semibold text-stone-950 hover:bg-amber-300 disabled:opacity-60"
        >
          {form.sending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      )}
      <div role="status" className="text-sm text-emerald-300">
        {words.acknowledgement(form.acknowledgement, 'forms.thanks.newsletter')}
      </div>
      {form.formError && (
        <p role="alert" className="text-sm text-red-300">
          {form.formError}
        </p>
      )}
    </form>
  );
}
