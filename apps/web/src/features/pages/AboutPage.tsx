// About: why Sauti exists, what it stands for, live figures, who builds it, how, and what comes next.
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/Button';
import { useCatalogueNumbers } from '../home';
import { Card, Section, StaticPage } from './StaticPage';

function ImpactFigures() {
  const numbers = useCatalogueNumbers();
  const figures = [
    { label: 'Live stations', value: numbers.stations },
    { label: 'Countries with stations', value: numbers.countries },
    { label: 'Genres', value: numbers.genres },
    { label: 'Languages', value: numbers.languages },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col-reverse rounded-2xl border border-stone-800 bg-stone-900/60 p-4 text-center"
        >
          <dt className="text-sm text-stone-300">{figure.label}</dt>
          <dd className="text-3xl font-extrabold text-amber-300 tabular-nums">{figure.value ?? '…'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AboutPage() {
  return (
    <StaticPage
      title="About Sauti"
      intro="Sauti means “voice” in Swahili. We bring the voices of African radio to listeners everywhere."
    >
      <Section title="Our story">
        <p>
          Millions of Africans live far from home, and millions more love music from a country they have never visited.
          Local radio is where a place sounds like itself: the morning show, the Sunday service, the new song everyone
          is talking about. Sauti started as a way to tune in to those stations from anywhere, without hunting for
          broken links.
        </p>
      </Section>
      <Section title="Mission">
        <p>
          Make every African radio station that streams easy to find and reliable to play, for free, on any phone or
          computer, for the diaspora and for anyone curious about the continent's music.
        </p>
      </Section>
      <Section title="What we value">
        <div className="grid gap-4 sm:grid-cols-3">
          <Card title="All 54 countries">Not only the biggest markets: every country, every language we can find.</Card>
          <Card title="Broadcasters first">
            The streams are theirs. We send listeners to them and credit them clearly.
          </Card>
          <Card title="Works on a slow phone">A light app that loads fast on mobile data, not only on fibre.</Card>
        </div>
      </Section>
      <Section title="Impact, live from our catalogue">
        <ImpactFigures />
      </Section>
      <Section title="Team">
        <p>
          A small, remote team of engineers, designers and radio lovers with roots across West, East and Southern Africa
          and in the diaspora.
        </p>
      </Section>
      <Section title="Technology">
        <p>
          The catalogue comes from the open Radio Browser community directory and from broadcasters' own submissions. We
          check streams regularly, hide the ones that keep failing, and relay streams where browsers cannot play them
          directly.
        </p>
      </Section>
      <Section title="Roadmap">
        <ul>
          <li>Favourites, station chat and reactions for registered listeners.</li>
          <li>A voice assistant: “play some gospel from Ghana”.</li>
          <li>Now-playing titles and live listener counts.</li>
          <li>Premium listening without ads.</li>
        </ul>
      </Section>
      <div className="flex flex-wrap gap-3">
        <Link to="/contact" className={buttonClass('primary')}>
          Contact us
        </Link>
        <Link to="/submit-station" className={buttonClass('secondary')}>
          Submit a station
        </Link>
      </div>
    </StaticPage>
  );
}
