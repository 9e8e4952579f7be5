// The frame of a static page: the shared inner-page header, then readable sections.
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/PageHeader';
import { usePageTitle } from '../../lib/page-title';

export function StaticPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10">{children}</div>
    </>
  );
}

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-heading` : undefined} className="flex flex-col gap-3">
      <h2 id={id ? `${id}-heading` : undefined} className="text-xl font-bold text-stone-50">
        {title}
      </h2>
      <div className="flex flex-col gap-3 leading-relaxed text-stone-300 [&_a]:text-amber-300 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
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
