// The contact form (spec: name, email, country, subject, message), sent to /api/inbox/contact.
import { inboxEndpoints } from '@sauti/contract';
import { Send } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/Field';
import { useFormWords, useTranslation } from '../../i18n';
import { useServerForm } from '../../lib/server-form';
import { FormStatus } from './FormStatus';
import { useFormOptions } from './options';

const EMPTY = { name: '', email: '', country: '', subject: '', message: '' };

export function ContactForm() {
  const { t } = useTranslation();
  const words = useFormWords();
  const options = useFormOptions();
  const form = useServerForm({ empty: EMPTY, endpoint: inboxEndpoints.contact });
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t('forms.contactLabel')}
      className="flex flex-col gap-4"
    >
      <FormStatus
        acknowledgement={words.acknowledgement(form.acknowledgement, 'forms.thanks.contact')}
        formError={form.formError}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('forms.name')} required autoComplete="name" {...form.field('name')} />
        <TextField label={t('forms.email')} type="email" required autoComplete="email" {...form.field('email')} />
        <TextField label={t('forms.country')} optional autoComplete="country-name" {...form.field('country')} />
        <SelectField
          label={t('forms.subject')}
          required
          placeholder={t('forms.chooseSubject')}
          options={options.subjects}
          {...form.field('subject')}
        />
      </div>
      <TextAreaField label={t('forms.message')} required rows={4} {...form.field('message')} />
      <Button type="submit" disabled={form.sending} className="self-start">
        <Send aria-hidden="true" className="size-4" /> {form.sending ? t('common.sending') : t('forms.sendMessage')}
      </Button>
    </form>
  );
}
