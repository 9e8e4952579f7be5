// When a page fails to render (or a lazy page fails to download), say so and offer a reload.
import { useRouteError } from 'react-router-dom';
import { useTranslation } from '../i18n';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{t('routeError.title')}</h1>
      <p className="text-stone-300">{t('routeError.text')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-full bg-amber-400 px-5 py-2 font-semibold text-stone-950"
      >
        {t('routeError.reload')}
      </button>
    </main>
  );
}
