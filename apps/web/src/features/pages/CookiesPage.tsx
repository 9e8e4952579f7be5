// Cookie policy: the kinds of browser storage, how long each lasts, third parties, and your settings:
// "Manage Preferences" and "Accept All" store the visitor's choice, and the page says what it changes.
// The policy is English only, like every legal page; the choice's controls speak the visitor's language.
import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { isRightToLeft, type MessageKey, useTranslation } from '../../i18n';
import { browserStorage } from '../../lib/browser-storage';
import { type CookieChoice, storeCookieChoice, storedCookieChoice } from './cookie-choice';
import { Card, LegalPage, Section } from './StaticPage';

const KINDS = [
  {
    title: 'Essential',
    text: 'Keep you logged in and the service secure. Authentication storage lasts up to 30 days.',
  },
  { title: 'Functional', text: 'Remember your choices, such as volume. Preference storage lasts up to 12 months.' },
  {
    title: 'Analytics',
    text: 'Would help us understand which stations and pages are used; Sauti sets none today. Analytics cookies last up to 24 months.',
  },
  {
    title: 'Performance',
    text: 'Would measure loading and playback so we can make them faster; Sauti sets none today. These last up to 12 months.',
  },
];

const OPTIONAL: Array<{ kind: keyof CookieChoice; label: MessageKey }> = [
  { kind: 'analytics', label: 'cookies.choice.analyticsLabel' },
  { kind: 'performance', label: 'cookies.choice.performanceLabel' },
];

/** What the stored choice allows, in words. */
function choiceWords(choice: CookieChoice | null): MessageKey {
  if (!choice) return 'cookies.choice.none';
  if (choice.analytics && choice.performance) return 'cookies.choice.both';
  if (choice.analytics) return 'cookies.choice.analytics';
  return choice.performance ? 'cookies.choice.performance' : 'cookies.choice.essentialOnly';
}

/** The visitor's choice, in their language: the policy around it stays in English, these controls do not. */
function CookieSettings() {
  const { t, language } = useTranslation();
  const [choice, setChoice] = useState(() => storedCookieChoice(browserStorage()));
  const [managing, setManaging] = useState(false);
  const [draft, setDraft] = useState<CookieChoice>(() => choice ?? { analytics: false, performance: false });
  const [saved, setSaved] = useState(false);
  const panelId = useId();

  function save(next: CookieChoice) {
    storeCookieChoice(browserStorage(), next);
    setChoice(next);
    setDraft(next);
    setManaging(false);
    setSaved(true);
  }

  return (
    <div lang={language} dir={isRightToLeft(language) ? 'rtl' : 'ltr'} className="flex flex-col gap-4">
      <p>{t('cookies.choice.intro')}</p>
      <p role="status" className="font-medium text-stone-100">
        {saved ? `${t('cookies.choice.saved')} ` : ''}
        {t(choiceWords(choice))}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          aria-expanded={managing}
          aria-controls={panelId}
          onClick={() => setManaging(!managing)}
        >
          {t('cookies.choice.manage')}
        </Button>
        <Button onClick={() => save({ analytics: true, performance: true })}>{t('cookies.choice.acceptAll')}</Button>
      </div>
      {managing && (
        <form
          id={panelId}
          aria-label={t('cookies.choice.form')}
          onSubmit={(event) => {
            event.preventDefault();
            save(draft);
          }}
          className="flex flex-col gap-3 rounded-2xl border border-stone-800 p-4"
        >
          <label className="flex items-center gap-3">
            <input type="checkbox" checked disabled className="size-4 accent-amber-400" />
            {t('cookies.choice.essential')}
          </label>
          {OPTIONAL.map(({ kind, label }) => (
            <label key={kind} className="flex items-center gap-3">
              <input
                type="checkbox"
                checked={draft[kind]}
                onChange={(event) => setDraft({ ...draft, [kind]: event.target.checked })}
                className="size-4 accent-amber-400"
              />
              {t(label)}
            </label>
          ))}
          <Button type="submit" className="self-start">
            {t('cookies.choice.save')}
          </Button>
        </form>
      )}
    </div>
  );
}

export function CookiesPage() {
  return (
    <LegalPage title="Cookie Policy" intro={<p>Last updated: January 2025</p>}>
      <Section title="What cookies are">
        <p>
          Cookies and similar browser storage are small pieces of data a site keeps on your device. Sauti uses them to
          keep you logged in, remember your settings and understand how the service is used.
        </p>
      </Section>
      <Section title="The kinds we use">
        <div className="grid gap-4 sm:grid-cols-2">
          {KINDS.map((kind) => (
            <Card key={kind.title} title={kind.title}>
              {kind.text}
            </Card>
          ))}
        </div>
      </Section>
      <Section title="Third parties">
        <ul>
          <li>Analytics providers: none today. Should we add one, it will follow your choice below.</li>
          <li>Social networks, when you share a station.</li>
          <li>Content delivery networks, which serve our files quickly from near you.</li>
          <li>Radio stations' own servers, which may set their own cookies when they stream to you.</li>
        </ul>
      </Section>
      <Section title="Your choice">
        <CookieSettings />
      </Section>
      <Section title="Your browser settings">
        <p>
          Every browser lets you see, block and delete cookies, usually under Settings, then Privacy. Blocking essential
          storage will log you out and reset your preferences; listening keeps working.
        </p>
      </Section>
    </LegalPage>
  );
}
