// Terms of service: twelve numbered sections.
import { Link } from 'react-router-dom';
import { LegalPage } from './StaticPage';

const SECTIONS: Array<{ title: string; body: React.ReactNode }> = [
  {
    title: 'Accepting these terms',
    body: 'By using Sauti you agree to these terms. If you do not agree, please do not use the service.',
  },
  {
    title: 'The service',
    body: 'Sauti lets you find and listen to live radio from African broadcasters. The streams belong to those broadcasters; we link to them and may relay them so they play in your browser.',
  },
  {
    title: 'Your account',
    body: 'Some features need an account. Keep your password to yourself, give accurate details, and tell us if you think someone else has used your account. You must be at least 13 years old.',
  },
  {
    title: 'Prohibited conduct',
    body: (
      <ul>
        <li>Downloading, recording for redistribution, or redistributing streams.</li>
        <li>Using bots, scrapers or other automated tools against the service.</li>
        <li>Impersonating another person, station or organisation.</li>
        <li>Sending spam or unsolicited advertising.</li>
        <li>Posting offensive, hateful or harassing content.</li>
        <li>Anything unlawful.</li>
      </ul>
    ),
  },
  {
    title: 'Content and intellectual property',
    body: 'The Sauti name, design and software are ours; the stations’ audio and logos belong to their owners. When you submit content, such as chat messages or station suggestions, you give Sauti a non-exclusive licence to use it to run and promote the service.',
  },
  {
    title: 'Privacy',
    body: (
      <>
        How we handle personal data is described in our <Link to="/privacy">privacy policy</Link>.
      </>
    ),
  },
  {
    title: 'Disclaimers',
    body: 'Sauti is provided as it is. Stations are run by third parties: we cannot promise that any station is on the air, or answer for what it broadcasts.',
  },
  {
    title: 'Limitation of liability',
    body: 'As far as the law allows, our liability to you is limited to the amount you paid us in the twelve months before the claim.',
  },
  {
    title: 'Termination',
    body: 'You may close your account at any time. We may suspend or terminate accounts that break these terms; their data is then deleted within 30 days.',
  },
  {
    title: 'Changes to these terms',
    body: 'We may update these terms. When the change matters, we say so on the site before it takes effect; using Sauti afterwards means you accept the new terms.',
  },
  {
    title: 'Governing law',
    body: 'These terms are governed by the laws of the country where Sauti is registered, without regard to conflict-of-law rules.',
  },
  {
    title: 'Contact',
    body: (
      <>
        Questions about these terms? Use the <Link to="/contact">contact form</Link>.
      </>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service" intro={<p>Last updated: January 2025</p>}>
      <ol className="flex flex-col gap-8">
        {SECTIONS.map((section, index) => (
          <li key={section.title} className="flex flex-col gap-2">
            <h2 className="text-xl font-bold text-stone-50">
              {index + 1}. {section.title}
            </h2>
            <div className="leading-relaxed text-stone-300 [&_a]:text-amber-300 [&_a]:underline [&_li]:ms-5 [&_ul]:list-disc [&_ul]:space-y-1">
              {section.body}
            </div>
          </li>
        ))}
      </ol>
    </LegalPage>
  );
}
