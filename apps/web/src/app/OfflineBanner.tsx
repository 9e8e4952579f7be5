// Said at the top of every page while the browser is offline: the app still opens with what it last
// showed (the service worker keeps it), but live radio needs a connection.
import { WifiOff } from 'lucide-react';
import { useTranslation } from '../i18n';
import { useOnline } from '../lib/online';

export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-center text-sm font-semibold text-stone-950"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {t('offline.banner')}
    </p>
  );
}
