// The frame of a static page: the shared inner-page header, then readable sections. Legal pages keep
// their English text (marked as English for readers and screen readers) under a note in the
// visitor's language.
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/PageHeader';
import { usePageTitle, useTranslation } from '../../i18n';

export function StaticPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10">{children}</div>
    </>
  );
}

export function LegalPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const { t, language } = useTranslation();
  usePageTitle(title);
  return (
    <>
      <PageHeader
        title={
          <span lang="en" dir="ltr">
            {title}
          </span>
        }
        intro={
          <div lang="en" dir="ltr">
            {intro}
          </div>
        }
      />
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10">
        {language !== 'en' && (
          <p role="note" className="flex items-start gap-2 rounded-xl border border-sky-800/60 bg-sky-950/40 p-4">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-300" /> {t('legal.note')}
          </p>
        )}
        <div lang="en" dir="ltr" className="flex flex-col gap-10">
          {children}
        </div>
      </div>
    </>
  );
}

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-heading` : undefined} className="flex flex-col gap-3">
      <h2 id={id ? `${id}-heading` : undefined} className="text-xl font-bold text-stone-50">
        {title}
      </h2>
      <div className="flex flex-col gap-3 leading-relaxed text-stone-300 [&_a]:text-amber-300 [&_a]:underline [&_li]:ms-5 [&_ul]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </section>
  );
}

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-stone-800 bg-stone-900/60 p-5">
      <h3 className="font-semibold text-stone-50">{title}</h3>
      <div className="mt-2 text-sm leading-relaxed text-stone-300">{children}</div>
    </div>
  );
}
