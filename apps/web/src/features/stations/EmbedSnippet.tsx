// "Embed on your site": the code a broadcaster or fan pastes to show the station's player on their own
// site, as our oEmbed answers it (GET /api/oembed), asked for only when the section is opened.
import { embedEndpoints, type Station } from '@sauti/contract';
import { useQuery } from '@tanstack/react-query';
import { Check, Code2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { callEndpoint } from '../../lib/api';
import { stationAddress } from './ShareButton';

type Outcome = 'idle' | 'copied' | 'failed';

export function EmbedSnippet({ station }: { station: Station }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const codeId = useId();
  const oembed = useQuery({
    queryKey: ['oembed', station.slug],
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => (await callEndpoint(embedEndpoints.oembed, { query: { url: stationAddress(station) } })).data,
  });
  const snippet = oembed.data?.html ?? '';

  async function copy() {
    const copied = await navigator.clipboard?.writeText(snippet).then(
      () => true,
      () => false,
    );
    setOutcome(copied ? 'copied' : 'failed');
    setTimeout(() => setOutcome('idle'), 2500);
  }

  return (
    <details
      className="mt-4 rounded-2xl bg-stone-900/60 p-3 text-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-10 cursor-pointer items-center gap-2 font-semibold text-stone-200">
        <Code2 aria-hidden="true" className="size-4" /> {t('station.embed')}
      </summary>
      <label htmlFor={codeId} className="mt-2 block text-stone-400">
        {t('station.embedHint', { name: station.name })}
      </label>
      <textarea
        id={codeId}
        readOnly
        rows={3}
        value={snippet}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-2 w-full resize-none rounded-lg bg-stone-950 p-2 font-mono text-xs text-stone-200"
      />
      <button
        type="button"
        onClick={copy}
        disabled={!snippet}
        className="mt-2 inline-flex min-h-10 items-center gap-2 rounded-full px-3 text-stone-200 hover:bg-stone-800 disabled:opacity-50"
      >
        {outcome === 'copied' && <Check aria-hidden="true" className="size-4 text-emerald-400" />}
        {outcome === 'copied'
          ? t('station.codeCopied')
          : outcome === 'failed'
            ? t('station.copyFailed')
            : t('station.copyCode')}
      </button>
    </details>
  );
}
