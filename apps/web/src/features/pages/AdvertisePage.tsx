// Advertise: why, formats and prices, targeting, two examples, contact and the quote form.
import { AdvertisingForm } from '../inbox';
import { Card, Section, StaticPage } from './StaticPage';

const FORMATS = [
  {
    title: 'Banner ads',
    price: '$0.50 per 1,000 impressions',
    text: 'Display ads on Home, Discover and station pages.',
  },
  {
    title: 'Audio ads',
    price: '$2.00 per 1,000 plays',
    text: 'Spots of 15–30 seconds played before a station starts.',
  },
  { title: 'Sponsored stations', price: '$5.00 per day', text: 'Your station shown first, with a Boosted badge.' },
];

export function AdvertisePage() {
  return (
    <StaticPage
      title="Advertise with Sauti"
      intro="Reach listeners of African radio across the continent and in the diaspora."
    >
      <Section title="Why advertise with us">
        <ul>
          <li>An audience that chose African music and news, listening for long stretches.</li>
          <li>Listeners in all 54 African countries and in the diaspora in Europe and the Americas.</li>
          <li>Simple prices, clear reports of impressions, plays and clicks.</li>
        </ul>
      </Section>
      <Section title="Formats and prices">
        <div className="grid gap-4 sm:grid-cols-3">
          {FORMATS.map((format) => (
            <Card key={format.title} title={format.title}>
              <p className="text-lg font-bold text-amber-300">{format.price}</p>
              <p className="mt-1">{format.text}</p>
            </Card>
          ))}
        </div>
      </Section>
      <Section title="Targeting">
        <ul>
          <li>By country, for local campaigns or the diaspora.</li>
          <li>By genre: reach gospel, Afrobeats or news listeners.</li>
          <li>By language.</li>
          <li>By position: header, between stations, or the Discover page.</li>
        </ul>
      </Section>
      <Section title="How campaigns can work">
        <div className="grid gap-4 sm:grid-cols-2">
          <Card title="A music label launching a single">
            Audio spots targeted to Afrobeats and Amapiano listeners in Nigeria, South Africa and the UK diaspora, with
            banners on Discover linking to the release.
          </Card>
          <Card title="A money-transfer service">
            Banners for listeners outside Africa tuned to stations from their home country, where sending money home is
            on their mind.
          </Card>
        </div>
      </Section>
      <Section title="Talk to our team">
        <p>Send the form below and our advertising team replies within 24 hours with a quote.</p>
      </Section>
      <Section title="Request a quote" id="quote">
        <AdvertisingForm />
      </Section>
    </StaticPage>
  );
}
