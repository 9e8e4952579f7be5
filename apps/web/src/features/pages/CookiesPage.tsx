// Cookie policy: the kinds of browser storage, how long each lasts, third parties, and your settings.
import { Card, LegalPage, Section } from './StaticPage';

const KINDS = [
  {
    title: 'Essential',
    text: 'Keep you logged in and the service secure. Authentication storage lasts up to 30 days.',
  },
  { title: 'Functional', text: 'Remember your choices, such as volume. Preference storage lasts up to 12 months.' },
  {
    title: 'Analytics',
    text: 'Help us understand which stations and pages are used. Analytics cookies last up to 24 months.',
  },
  {
    title: 'Performance',
    text: 'Measure loading and playback so we can make them faster. These last up to 12 months.',
  },
];

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
          <li>Analytics providers, to count visits and plays.</li>
          <li>Social networks, when you share a station.</li>
          <li>Content delivery networks, which serve our files quickly from near you.</li>
          <li>Radio stations' own servers, which may set their own cookies when they stream to you.</li>
        </ul>
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
