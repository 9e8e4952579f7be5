// Privacy policy (dated January 2025): what we collect, why, how long, and your choices.
import { Link } from 'react-router-dom';
import { LegalPage, Section } from './StaticPage';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" intro={<p>Last updated: January 2025</p>}>
      <Section title="Who we are">
        <p>
          Sauti is a free platform for listening to live African radio. This policy explains what we collect when you
          use it, why, and the choices you have.
        </p>
      </Section>
      <Section title="What we collect">
        <ul>
          <li>Account details you give us: username, email address, country and preferred language.</li>
          <li>What you do on Sauti when logged in: favourites, chat messages, reactions and listening sessions.</li>
          <li>
            Messages you send through our forms: contact, advertising inquiries, station submissions and newsletter
            sign-ups.
          </li>
          <li>
            Technical data your browser sends, such as device type and approximate country, to keep the service running.
          </li>
        </ul>
      </Section>
      <Section title="How we use it">
        <ul>
          <li>To run the service: play stations, keep you logged in, and show your favourites.</li>
          <li>To improve it: which stations work and which countries need more of them.</li>
          <li>To answer you: support replies usually arrive within 24–48 hours.</li>
          <li>To show advertising that keeps Sauti free. We never sell your personal data.</li>
        </ul>
      </Section>
      <Section title="Children">
        <p>Sauti is not meant for children under 13, and we do not knowingly collect data from them.</p>
      </Section>
      <Section title="How long we keep it">
        <p>
          We keep your data while your account is open. When an account is closed or terminated, its data is deleted
          within 30 days, except where the law requires us to keep a record.
        </p>
      </Section>
      <Section title="Your choices">
        <ul>
          <li>See, correct or delete your account data by writing to us.</li>
          <li>Unsubscribe from the newsletter at any time.</li>
          <li>
            Control what your browser stores: see the <Link to="/cookies">cookie policy</Link>.
          </li>
        </ul>
      </Section>
      <Section title="Contact">
        <p>
          Questions about your privacy? Use the <Link to="/contact">contact form</Link>; we reply within 24–48 hours.
        </p>
      </Section>
    </LegalPage>
  );
}
