// One part of the account page: a heading the part is named by, a line saying what it does, its body.
import type { ReactNode } from 'react';

export function AccountSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-stone-800 bg-stone-900/40 p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {intro && <p className="text-sm text-stone-400">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** What a form says after it worked (read out) or failed (announced at once). */
export function FormOutcome({ done, failure }: { done: string | null; failure: string | null }) {
  return (
    <>
      <p role="status" className={done ? 'text-sm text-emerald-300' : 'sr-only'}>
        {done}
      </p>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-950/40 px-3 py-2 text-sm text-red-200">
          {failure}
        </p>
      )}
    </>
  );
}
