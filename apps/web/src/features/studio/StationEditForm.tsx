// The owner's form for their station. Description, website, social links, genre, languages, tags and
// city are public as soon as they are saved; a new name, country or stream address goes to an admin
// for review (the stream is checked first), and the changes waiting are listed under the form.
import {
  GENRE_IDS,
  type GenreId,
  type PendingStationEdit,
  type StudioStation,
  type StudioStationUpdate,
} from '@sauti/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/Field';
import { useFormWords, useNames, useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { useStudioChanges } from './api';
import { LogoUpload } from './LogoUpload';

const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

function formOf(studio: StudioStation) {
  const { station } = studio;
  return {
    description: station.description ?? '',
    website: station.website ?? '',
    social_links: studio.social_links.join('\n'),
    genre: station.genre as string,
    languages: station.languages.join(', '),
    tags: station.tags.join(', '),
    city: station.city ?? '',
    name: station.name,
    country: station.country,
    url: station.url,
  };
}

type Form = ReturnType<typeof formOf>;

/** Only what the owner changed is sent. */
function changesOf(before: Form, after: Form): StudioStationUpdate {
  const changed = (field: keyof Form) => after[field].trim() !== before[field].trim();
  const body: StudioStationUpdate = {};
  if (changed('description')) body.description = after.description;
  if (changed('website')) body.website = after.website;
  if (changed('social_links')) body.social_links = lines(after.social_links);
  if (changed('genre')) body.genre = after.genre as GenreId;
  if (changed('languages')) body.languages = lines(after.languages);
  if (changed('tags')) body.tags = lines(after.tags);
  if (changed('city')) body.city = after.city;
  if (changed('name')) body.name = after.name;
  if (changed('country')) body.country = after.country;
  if (changed('url')) body.url = after.url;
  return body;
}

function PendingEdits({ edits }: { edits: PendingStationEdit[] }) {
  const { t } = useTranslation();
  if (edits.length === 0) return null;
  const statusWords = {
    waiting: 'studio.edit.waiting',
    approved: 'studio.edit.approved',
    rejected: 'studio.edit.rejected',
  } as const;
  return (
    <section aria-labelledby="pending-edits-heading" className="flex flex-col gap-2">
      <h3 id="pending-edits-heading" className="font-semibold">
        {t('studio.edit.reviewed')}
      </h3>
      <ul className="flex flex-col gap-2 text-sm">
        {edits.map((edit) => (
          <li key={edit.id} className="rounded-xl bg-stone-900 p-3">
            <span className="font-semibold">{t(statusWords[edit.status])}</span>
            <ul className="mt-1">
              {Object.entries(edit.changes).map(([field, value]) => (
                <li key={field} dir="auto" className="break-all">
                  {field}: {value}
                </li>
              ))}
            </ul>
            {edit.stream_check && (
              <p className={edit.stream_check.outcome === 'ok' ? 'text-emerald-300' : 'text-red-300'}>
                {edit.stream_check.outcome === 'ok' ? t('studio.edit.streamPlays') : t('studio.edit.streamFails')}{' '}
                <span dir="auto">{edit.stream_check.detail}</span>
              </p>
            )}
            {edit.rejection_reason && <p dir="auto">{edit.rejection_reason}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StationEditForm({ studio }: { studio: StudioStation }) {
  const { t } = useTranslation();
  const names = useNames();
  const words = useFormWords();
  const { update } = useStudioChanges(studio.station.id);
  const [saved, setSaved] = useState(() => formOf(studio));
  const [form, setForm] = useState(saved);
  const set = (field: keyof Form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const fieldErrors = update.error instanceof ApiError ? (update.error.fields ?? {}) : {};
  const body = changesOf(saved, form);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(body, { onSuccess: (result) => setSaved(formOf(result.studio)) });
  };
  const genres = GENRE_IDS.map((genre) => ({ value: genre, label: names.genre(genre as GenreId) }));
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <h2 className="text-lg font-semibold">{t('studio.edit.publicTitle')}</h2>
      <p className="-mt-2 text-sm text-stone-400">{t('studio.edit.publicHint')}</p>
      <LogoUpload studio={studio} />
      <TextAreaField
        label={t('studio.edit.description')}
        rows={4}
        maxLength={2000}
        value={form.description}
        error={fieldErrors.description}
        onChange={set('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('studio.edit.website')}
          type="url"
          value={form.website}
          error={fieldErrors.website}
          onChange={set('website')}
        />
        <TextField label={t('studio.edit.city')} value={form.city} error={fieldErrors.city} onChange={set('city')} />
        <SelectField
          label={t('studio.edit.genre')}
          options={genres}
          placeholder={t('studio.edit.genre')}
          value={form.genre}
          onChange={set('genre')}
        />
        <TextField
          label={t('studio.edit.languages')}
          hint={t('studio.edit.languagesHint')}
          value={form.languages}
          error={fieldErrors.languages}
          onChange={set('languages')}
        />
      </div>
      <TextField
        label={t('studio.edit.tags')}
        hint={t('studio.edit.tagsHint')}
        value={form.tags}
        error={fieldErrors.tags}
        onChange={set('tags')}
      />
      <TextAreaField
        label={t('studio.edit.socialLinks')}
        hint={t('studio.edit.socialLinksHint')}
        rows={3}
        value={form.social_links}
        error={fieldErrors.social_links}
        onChange={set('social_links')}
      />
      <h2 className="mt-2 text-lg font-semibold">{t('studio.edit.reviewedTitle')}</h2>
      <p className="-mt-2 text-sm text-stone-400">{t('studio.edit.reviewedHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('studio.edit.name')} value={form.name} error={fieldErrors.name} onChange={set('name')} />
        <TextField
          label={t('studio.edit.country')}
          hint={t('studio.edit.countryHint')}
          maxLength={2}
          value={form.country}
          error={fieldErrors.country}
          onChange={set('country')}
        />
      </div>
      <TextField
        label={t('studio.edit.stream')}
        type="url"
        value={form.url}
        error={fieldErrors.url}
        onChange={set('url')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={update.isPending || Object.keys(body).length === 0}>
          {update.isPending ? t('studio.edit.saving') : t('studio.edit.save')}
        </Button>
        {update.isSuccess && (
          <p role="status" className="text-sm text-emerald-300">
            {update.data.waiting ? t('studio.edit.savedAndWaiting') : t('studio.edit.saved')}
          </p>
        )}
        {update.isError && (
          <p role="alert" className="text-sm text-red-300">
            {words.failure(update.error, { fallback: 'studio.failed' })}
          </p>
        )}
      </div>
      <PendingEdits edits={studio.edits} />
    </form>
  );
}
