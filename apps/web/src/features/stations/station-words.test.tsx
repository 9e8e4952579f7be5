import { I18nProvider } from '@lingui/react';
import type { Station } from '@sauti/contract';
import { aStation } from '@sauti/contract/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { loadMessages } from '../../i18n/catalogues';
import { useStationWords } from './station-words';

function Blurb({ station }: { station: Station }) {
  return <>{useStationWords().blurb(station)}</>;
}

async function blurbIn(language: 'en' | 'fr', station: Station): Promise<string> {
  i18n.load(language, await loadMessages(language, ['core']));
  i18n.activate(language);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Blurb station={station} />
    </I18nProvider>,
  );
}

const nairobiGospel = {
  genre: 'gospel',
  city: 'Nairobi',
  country: 'KE',
  country_name: 'Kenya',
  languages: ['sw', 'en'],
} as const;

describe("a station card's blurb", () => {
  it('shows a description a person wrote as it is', async () => {
    const station = aStation({ ...nairobiGospel, languages: ['sw', 'en'], description: 'Praise all day.' });
    expect(await blurbIn('fr', station)).toBe('Praise all day.');
  });

  it("words a generated description's facts in the visitor's language instead of Sauti's English", async () => {
    const station = aStation({
      ...nairobiGospel,
      languages: ['sw', 'en'],
      description: 'Baraka is a Gospel station from Nairobi, Kenya.',
      description_generated: true,
    });
    expect(await blurbIn('en', station)).toBe('Gospel radio from Nairobi, Kenya, in Swahili and English.');
    expect(await blurbIn('fr', station)).toBe('Gospel en direct de Nairobi, Kenya, en swahili et anglais.');
  });

  it('says where the station is, and its genre, when it has no description and no language', async () => {
    const station = aStation({ ...nairobiGospel, languages: [], description: null });
    expect(await blurbIn('en', station)).toBe('Gospel radio from Nairobi, Kenya.');
  });
});
