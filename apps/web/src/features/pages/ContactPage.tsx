// Contact: the form, how we answer, and the questions that save a message.
import { Clock, LifeBuoy, Radio } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ContactForm } from '../inbox';
import { Card, Section, StaticPage } from './StaticPage';

export function ContactPage() {
  return (
    <StaticPage
      title="Contact us"
      intro="Questions, problems, ideas or partnerships: tell us and a person on our team will answer."
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <Section title="Send us a message">
          <ContactForm />
        </Section>
        <aside aria-label="Support information" className="flex flex-col gap-4">
          <Card title="Response time">
            <p className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 text-amber-300" /> We reply within 24–48 hours.
            </p>
          </Card>
          <Card title="Help Center">
            <p className="flex items-center gap-2">
              <LifeBuoy aria-hidden="true" className="size-4 text-amber-300" />
              <span>
                Many answers are already in the{' '}
                <Link to="/help" className="text-amber-300 underline">
                  Help Center
                </Link>
                .
              </span>
            </p>
          </Card>
          <Card title="Broadcasters">
            <p className="flex items-center gap-2">
              <Radio aria-hidden="true" className="size-4 text-amber-300" />
              <span>
                Adding a station? Use{' '}
                <Link to="/submit-station" className="text-amber-300 underline">
                  Submit a Station
                </Link>
                .
              </span>
            </p>
          </Card>
        </aside>
      </div>
      <Section title="Frequently asked">
        <div className="grid gap-4 sm:grid-cols-2">
          <Card title="A station stopped playing">
            Stations stream from their own servers, so outages happen. Choose “Audio or playback problem” and name the
            station; we check it and hide it if it stays down.
          </Card>
          <Card title="Can you add my favourite station?">
            Choose “Request a station”, or submit it yourself with its stream address for a faster review.
          </Card>
          <Card title="I want to advertise">
            See our <Link to="/advertise">advertising options</Link> and request a quote; the team answers within 24
            hours.
          </Card>
          <Card title="Delete my account">Choose “Account help”. Your account data is deleted within 30 days.</Card>
        </div>
      </Section>
    </StaticPage>
  );
}
