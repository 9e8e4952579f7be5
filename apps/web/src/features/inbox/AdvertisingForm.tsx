// Request a Quote (spec: advertising inquiry), sent to /api/inbox/advertising.
import { inboxEndpoints } from '@sauti/contract';
import { Button } from '../../components/ui/Button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/Field';
import { useFormWords, useTranslation } from '../../i18n';
import { useServerForm } from '../../lib/server-form';
import { FormStatus } from './FormStatus';
import { useFormOptions } from './options';

const EMPTY = { companyName: '', contactName: '', email: '', phone: '', budget: '', adType: '', message: '' };

export function AdvertisingForm() {
  const { t } = useTranslation();
  const words = useFormWords();
  const options = useFormOptions();
  const form = useServerForm({ empty: EMPTY, endpoint: inboxEndpoints.advertising });
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t('forms.quoteLabel')}
      className="flex flex-col gap-4"
    >
      <FormStatus
        acknowledgement={words.acknowledgement(form.acknowledgement, 'forms.thanks.advertising')}
        formError={form.formError}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('forms.companyName')} required autoComplete="organization" {...form.field('companyName')} />
        <TextField label={t('forms.contactName')} required autoComplete="name" {...form.field('contactName')} />
        <TextField label={t('forms.email')} type="email" required autoComplete="email" {...form.field('email')} />
        <TextField label={t('forms.phone')} type="tel" optional autoComplete="tel" {...form.field('phone')} />
        <SelectField
          label={t('forms.budget')}
          required
          placeholder={t('forms.chooseBudget')}
          options={options.budgets}
          {...form.field('budget')}
        />
        <SelectField
          label={t('forms.adFormat')}
          optional
          placeholder={t('forms.notSure')}
          options={options.formats}
          {...form.field('adType')}
        />
      </div>
      <TextAreaField
        label={t('forms.campaign')}
        optional
        rows={4}
        hint={t('forms.campaignHint')}
        {...form.field('message')}
      />
      <Button type="submit" disabled={form.sending} className="self-start">
        {form.sending ? t('common.sending') : t('forms.requestQuote')}
      </Button>
    </form>
  );
}
