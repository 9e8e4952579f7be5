// The fields of a station as the add-station form and the edit dialog show them, checked with the
// contract's schema before sending; the server's own messages land beside their fields.
import { GENRE_IDS, type GenreId } from '@sauti/contract';
import { useMemo } from 'react';
import type { z } from 'zod';
import { SelectField, TextAreaField, TextField } from '../../components/ui/Field';
import { type FieldProblem, problemsByField, useFormWords, useNames, useTranslation } from '../../i18n';
import { useAdminCountries } from './api';

export const STATION_FIELDS = [
  'name',
  'url',
  'country',
  'language',
  'genre',
  'city',
  'website',
  'logo',
  'description',
  'tags',
] as const;
export type StationField = (typeof STATION_FIELDS)[number];
export type StationValues = Record<StationField, string>;
export type StationProblems = Partial<Record<string, FieldProblem>>;

export const EMPTY_STATION: StationValues = {
  name: '',
  url: '',
  country: 'NG',
  language: 'en',
  genre: '',
  city: '',
  website: '',
  logo: '',
  description: '',
  tags: '',
};

/** What the form's text becomes in a request: tags split at commas, the rest as typed ('' clears). */
export function stationBody(values: StationValues) {
  const tags = values.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return { ...values, genre: values.genre || null, tags };
}

/** The form's values checked by `schema`: the body to send, or each field's first problem. */
export function checkStation<S extends z.ZodType>(
  schema: S,
  body: unknown,
): { ok: true; body: z.output<S> } | { ok: false; problems: StationProblems } {
  const checked = schema.safeParse(body);
  return checked.success
    ? { ok: true, body: checked.data }
    : { ok: false, problems: problemsByField(checked.error.issues) };
}

export function StationFields({
  values,
  problems,
  onChange,
}: {
  values: StationValues;
  problems: StationProblems;
  onChange: (field: StationField, value: string) => void;
}) {
  const { t } = useTranslation();
  const words = useFormWords();
  const names = useNames();
  const countries = useAdminCountries();
  const countryOptions = useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ value: country.code, label: names.country(country.code, country.name) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [countries.data, names],
  );
  const genreOptions = useMemo(
    () => GENRE_IDS.map((genre) => ({ value: genre, label: names.genre(genre as GenreId) })),
    [names],
  );
  const field = (name: StationField) => ({
    name,
    value: values[name],
    error: words.problem(problems[name]),
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('admin.station.name')} required {...field('name')} />
      <TextField label={t('admin.station.url')} type="url" inputMode="url" required {...field('url')} />
      <SelectField
        label={t('admin.station.country')}
        required
        options={countryOptions}
        placeholder={t('admin.station.chooseCountry')}
        {...field('country')}
      />
      <TextField label={t('admin.station.language')} hint={t('admin.station.languageHint')} {...field('language')} />
      <SelectField
        label={t('admin.station.genre')}
        optional
        options={genreOptions}
        placeholder={t('admin.station.noGenre')}
        {...field('genre')}
      />
      <TextField label={t('admin.station.city')} optional {...field('city')} />
      <TextField label={t('admin.station.website')} type="url" optional {...field('website')} />
      <TextField label={t('admin.station.logo')} type="url" optional {...field('logo')} />
      <TextField label={t('admin.station.tags')} hint={t('admin.station.tagsHint')} optional {...field('tags')} />
      <div className="sm:col-span-2">
        <TextAreaField label={t('admin.station.description')} rows={4} optional {...field('description')} />
      </div>
    </div>
  );
}
