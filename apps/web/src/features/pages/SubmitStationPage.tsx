// Submit a Radio Station: the guidelines, the form, and what happens after sending it.
import { SUBMISSION_COUNTRIES } from '@sauti/contract';
import { useSearchParams } from 'react-router-dom';
import { type MessageKey, useNames, useTranslation } from '../../i18n';
import { SubmissionForm, type SubmissionPreset } from '../inbox';
import { Card, Section, StaticPage } from './StaticPage';

const ACCEPTED: MessageKey[] = ['submit.accept.african', 'submit.accept.stream', 'submit.accept.legal'];
const DECLINED: MessageKey[] = [
  'submit.decline.dead',
  'submit.decline.offensive',
  'submit.decline.pirated',
  'submit.decline.playlists',
  'submit.decline.ads',
];
const STEPS: Array<{ title: MessageKey; text: MessageKey }> = [
  { title: 'submit.next.review', text: 'submit.next.review.text' },
  { title: 'submit.next.testing', text: 'submit.next.testing.text' },
  { title: 'submit.next.live', text: 'submit.next.live.text' },
];

/**
 * ?country=XX (from a country tile with no station yet) chooses that country in the form; one the form
 * does not list becomes "Another country" with its name in the notes. ?name= and ?stream= fill in the
 * station's name and stream address.
 */
function usePreset(): SubmissionPreset {
  const { t } = useTranslation();
  const names = useNames();
  const [params] = useSearchParams();
  const found = {
    ...(params.get('name') && { stationName: params.get('name') ?? '' }),
    ...(params.get('stream') && { streamUrl: params.get('stream') ?? '' }),
  };
  const code = params.get('country')?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(code)) return found;
  if ((SUBMISSION_COUNTRIES as readonly string[]).includes(code)) return { ...found, country: code };
  return { ...found, country: 'other', notes: t('submit.countryNote', { country: names.country(code, code) }) };
}

export function SubmitStationPage() {
  const { t } = useTranslation();
  const preset = usePreset();
  return (
    <StaticPage title={t('submit.title')} intro={t('submit.intro')}>
      <Section title={t('submit.guidelines')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card title={t('submit.accept')}>
            <ul className="ms-5 list-disc space-y-1">
              {ACCEPTED.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </Card>
          <Card title={t('submit.decline')}>
            <ul className="ms-5 list-disc space-y-1">
              {DECLINED.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>
      <Section title={t('submit.details')} id="submission">
        <SubmissionForm preset={preset} />
      </Section>
      <Section title={t('submit.next')}>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map((step) => (
            <li key={step.title} className="rounded-2xl border border-stone-800 bg-stone-900/60 p-4">
              <p className="font-semibold text-stone-50">{t(step.title)}</p>
              <p className="text-sm">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </Section>
    </StaticPage>
  );
}
