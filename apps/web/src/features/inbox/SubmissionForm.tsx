// Submit a Radio Station (spec: station submission), sent to /api/inbox/submissions for review.
import { StationSubmission } from '@sauti/contract';
import { Button } from '../../components/ui/Button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/Field';
import { useServerForm } from '../../lib/server-form';
import { FormStatus } from './FormStatus';
import { countryOptions, genreOptions, languageOptions } from './options';

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

export function SubmissionForm() {
  const form = useServerForm({ empty: EMPTY, schema: StationSubmission, path: '/api/inbox/submissions' });
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Submit a station"
      className="flex flex-col gap-5"
    >
      <FormStatus acknowledgement={form.acknowledgement} formError={form.formError} />
      <Group legend="The station">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Station name" required {...form.field('stationName')} />
          <TextField
            label="Stream URL"
            type="url"
            required
            inputMode="url"
            hint="MP3, M3U or PLS address, starting with http:// or https://"
            {...form.field('streamUrl')}
          />
          <SelectField
            label="Country"
            required
            placeholder="Choose a country"
            options={countryOptions}
            {...form.field('country')}
          />
          <TextField label="City" optional {...form.field('city')} />
          <SelectField
            label="Language"
            required
            placeholder="Choose a language"
            options={languageOptions}
            {...form.field('language')}
          />
          <SelectField
            label="Genre"
            required
            placeholder="Choose a genre"
            options={genreOptions}
            {...form.field('genre')}
          />
          <TextField label="Website" type="url" optional inputMode="url" {...form.field('website')} />
          <TextField label="Station email" type="email" optional {...form.field('email')} />
        </div>
        <TextAreaField label="Description" optional rows={4} {...form.field('description')} />
      </Group>
      <Group legend="About you">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Your name" required autoComplete="name" {...form.field('submitterName')} />
          <TextField label="Your email" type="email" required autoComplete="email" {...form.field('submitterEmail')} />
        </div>
        <TextAreaField label="Notes for our team" optional rows={3} {...form.field('notes')} />
      </Group>
      <Button type="submit" disabled={form.sending} className="self-start">
        {form.sending ? 'Sending…' : 'Submit station'}
      </Button>
    </form>
  );
}
