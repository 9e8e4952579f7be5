// Help Center: answers to what listeners ask most, and where to go next.
import { Link } from 'react-router-dom';
import { Card, Section, StaticPage } from './StaticPage';

export function HelpPage() {
  return (
    <StaticPage
      title="Help Center"
      intro="Quick answers about listening on Sauti. Still stuck? Write to us and we reply within 24–48 hours."
    >
      <Section title="Getting started">
        <div className="grid gap-4 sm:grid-cols-2">
          <Card title="Do I need an account?">
            No. Anyone can browse, search and play every station for free. An account adds favourites, station chat and
            reactions.
          </Card>
          <Card title="How do I find a station?">
            Open <Link to="/discover">Discover</Link> and search by name, city or tag, or filter by country, language
            and genre. Small typos are forgiven.
          </Card>
          <Card title="Can I share a station?">
            Yes. Every station has its own address. Use Share on a station card or in its details, and the link opens
            that station for whoever you send it to.
          </Card>
          <Card title="Does it cost anything?">
            Listening is free. Sauti is supported by advertising; a Premium membership without ads is on its way.
          </Card>
        </div>
      </Section>
      <Section title="When a station does not play">
        <ul>
          <li>Stations broadcast from their own servers. If one is off the air, try again later or pick another.</li>
          <li>Each station shows its Stream Health from our latest checks: stations that keep failing are hidden.</li>
          <li>Check your device volume and the player's volume slider.</li>
          <li>On a slow connection, stations with a lower bitrate start faster and stall less.</li>
        </ul>
      </Section>
      <Section title="Stations and broadcasters">
        <p>
          Missing a station you love? <Link to="/submit-station">Submit it</Link> and our team reviews it within 3–5
          business days. Broadcasters can also ask us to correct a station's details through the{' '}
          <Link to="/contact">contact form</Link>.
        </p>
      </Section>
      <Section title="Privacy and your account">
        <p>
          Read how we handle your data in the <Link to="/privacy">privacy policy</Link>, and what we store in your
          browser in the <Link to="/cookies">cookie policy</Link>.
        </p>
      </Section>
    </StaticPage>
  );
}
