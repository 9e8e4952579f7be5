// The real 404: the address names no page (or no station); offer the ways back in.
import { Compass, Home } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/Button';
import { usePageTitle } from '../../lib/page-title';

export function NotFoundPage({ title = 'Page not found' }: { title?: string }) {
  usePageTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-amber-300">404</p>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-stone-300">This address is off the air. It may have moved, or the link may be mistyped.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          <Home aria-hidden="true" className="size-4" /> Home
        </Link>
        <Link to="/discover" className={buttonClass('secondary')}>
          <Compass aria-hidden="true" className="size-4" /> Discover stations
        </Link>
      </div>
    </section>
  );
}
