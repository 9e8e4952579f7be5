// One stream check in words: whether audio came, and what the checker found (codec, bitrate, status).
import type { StreamCheck } from '@sauti/contract';
import { useTranslation } from '../../i18n';

export function CheckResult({ check }: { check: StreamCheck }) {
  const { t } = useTranslation();
  const ok = check.outcome === 'ok';
  const facts = [
    check.codec,
    check.bitrate === null ? null : `${check.bitrate} kbps`,
    check.http_status === null ? null : `HTTP ${check.http_status}`,
    check.hls ? 'HLS' : null,
  ].filter(Boolean);
  return (
    <div className={`rounded-lg border px-3 py-2 text-sm ${ok ? 'border-emerald-800' : 'border-red-800'}`}>
      <p className={`font-semibold ${ok ? 'text-emerald-300' : 'text-red-300'}`}>
        {ok ? t('admin.check.ok') : t('admin.check.failed', { outcome: check.outcome })}
      </p>
      <p className="text-stone-300">
        {check.detail}
        {facts.length > 0 && <span className="text-stone-400"> · {facts.join(' · ')}</span>}
      </p>
    </div>
  );
}
