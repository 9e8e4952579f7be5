// Search as you type: the query reaches the URL (and so the API) once typing pauses.
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';

const PAUSE_MS = 300;

export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  // What is typed but not yet sent; null when the box shows the URL's value.
  const [draft, setDraft] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function send(text: string) {
    clearTimeout(timer.current);
    onSearch(text.trim());
    setDraft(null);
  }

  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send(draft ?? value);
        }}
        className="flex flex-col gap-1.5"
      >
        <label htmlFor={id} className="text-sm font-medium text-stone-200">
          {t('discover.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
          />
          <input
            id={id}
            type="search"
            value={draft ?? value}
            placeholder={t('discover.searchPlaceholder')}
            autoComplete="off"
            onChange={(event) => {
              const text = event.target.value;
              setDraft(text);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => send(text), PAUSE_MS);
            }}
            className="w-full rounded-lg border border-stone-700 bg-stone-900 py-2 ps-9 pe-3 text-stone-100 placeholder:text-stone-500 focus:border-amber-400"
          />
        </div>
      </form>
    </search>
  );
}
