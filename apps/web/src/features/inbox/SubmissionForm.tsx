// Submit a Radio Station (spec: station submission), sent to /api/inbox/submissions for review.
import { inboxEndpoints } from '@sauti/contract';
import { Button } from '../../components/ui/Button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/Field';
import { useFormWords, useTranslation } from '../../i18n';
import { useServerForm } from '../../lib/server-form';
import { FormStatus } from './FormStatus';
import { useFormOptions } from './options';

const EMPTY = {
  stationName: '',
  streamUrl: '',
  country: '',
  city: '',
  language: '',
  genre: '',
  description: '',
  website: '',
  email: '',
  submitterName: '',
  submitterEmail: '',
  notes: '',
};

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-stone-800 p-4">
      <legend className="px-1 text-sm font-semibold text-amber-200">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Fields filled in before the visitor types, e.g. the country of a tile that has no station yet. */
export type SubmissionPreset = Partial<Record<keyof typeof EMPTY, string>>;

export function SubmissionForm({ preset = {} }: { preset?: SubmissionPreset }) {
  const { t } = useTranslation();
  const words = useFormWords();
  const options = useFormOptions();
  const form = useServerForm({ empty: { ...EMPTY, ...preset }, endpoint: inboxEndpoints.submission });
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t('forms.submissionLabel')}
      className="flex flex-col gap-5"
    >
      <FormStatus
        acknowledgement={words.acknowledgement(form.acknowledgement, 'forms.thanks.submission')}
        formError={form.formError}
      />
      <Group legend={t('forms.theStation')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('forms.stationName')} required {...form.field('stationName')} />
          <TextField
            label={t('forms.streamUrl')}
            type="url"
            required
            inputMode="url"
            hint={t('forms.streamUrlHint')}
            {...form.field('streamUrl')}
          />
          <SelectField
            label={t('forms.country')}
            required
            placeholder={t('forms.chooseCountry')}
            options={options.countries}
            {...form.field('country')}
          />
          <TextField label={t('forms.city')} optional {...form.field('city')} />
          <SelectField
            label={t('forms.language')}
            required
            placeholder={t('forms.chooseLanguage')}
            options={options.languages}
            {...form.field('language')}
          />
          <SelectField
            label={t('forms.genre')}
            required
            placeholder={t('forms.chooseGenre')}
            options={options.genres}
            {...form.field('genre')}
          />
          <TextField label={t('forms.website')} type="url" optional inputMode="url" {...form.field('website')} />
          <TextField label={t('forms.stationEmail')} type="email" optional {...form.field('email')} />
        </div>
        <TextAreaField label={t('forms.description')} optional rows={4} {...form.field('description')} />
      </Group>
      <Group legend={t('forms.aboutYou')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('forms.yourName')} required autoComplete="name" {...form.field('submitterName')} />
          <TextField
            label={t('forms.yourEmail')}
            type="email"
            required
            autoComplete="email"
            {...form.field('submitterEmail')}
          />
        </div>
        <TextAreaField label={t('forms.notes')} optional rows={3} {...form.field('notes')} />
      </Group>
      <Button type="submit" disabled={form.sending} className="self-start">
        {form.sending ? t('common.sending') : t('forms.submitStation')}
      </Button>
    </form>
  );
}
