// Submit a Radio Station: the guidelines, the form, and what happens after sending it.
import { SubmissionForm } from '../inbox';
import { Card, Section, StaticPage } from './StaticPage';

export function SubmitStationPage() {
  return (
    <StaticPage
      title="Submit a Radio Station"
      intro="Know a station that belongs on Sauti? Broadcasters and listeners can suggest one; our team reviews every submission."
    >
      <Section title="Guidelines">
        <div className="grid gap-4 sm:grid-cols-2">
          <Card title="We accept stations that">
            <ul className="ml-5 list-disc space-y-1">
              <li>are African, or play African music;</li>
              <li>have a working stream (MP3, M3U or PLS);</li>
              <li>broadcast legally, with the licences they need.</li>
            </ul>
          </Card>
          <Card title="We decline">
            <ul className="ml-5 list-disc space-y-1">
              <li>dead or unreachable links;</li>
              <li>offensive content;</li>
              <li>pirated streams;</li>
              <li>personal playlists or DJ mixes;</li>
              <li>streams with excessive advertising.</li>
            </ul>
          </Card>
        </div>
      </Section>
      <Section title="Station details" id="submission">
        <SubmissionForm />
      </Section>
      <Section title="What happens next">
        <ol className="grid gap-4 sm:grid-cols-3">
          <li className="rounded-2xl border border-stone-800 bg-stone-900/60 p-4">
            <p className="font-semibold text-stone-50">1. Review</p>
            <p className="text-sm">Our team reviews your submission within 3–5 business days.</p>
          </li>
          <li className="rounded-2xl border border-stone-800 bg-stone-900/60 p-4">
            <p className="font-semibold text-stone-50">2. Testing</p>
            <p className="text-sm">We test the stream and verify the station's details.</p>
          </li>
          <li className="rounded-2xl border border-stone-800 bg-stone-900/60 p-4">
            <p className="font-semibold text-stone-50">3. Live</p>
            <p className="text-sm">The station goes live on Sauti for listeners everywhere.</p>
          </li>
        </ol>
      </Section>
    </StaticPage>
  );
}
