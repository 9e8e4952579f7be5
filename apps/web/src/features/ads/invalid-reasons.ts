// Invalid traffic's reasons as the advertiser and the admin read them: "Clicked before the page could load: 3".
import type { InvalidCount } from '@sauti/contract';
import type { MessageKey } from '../../i18n';
import { formatCount } from '../../lib/format';

export function reasonsText(reasons: readonly InvalidCount[], t: (key: MessageKey) => string, locale: string): string {
  return reasons
    .map((entry) => `${t(`monetization.invalid.${entry.reason}`)}: ${formatCount(entry.count, locale)}`)
    .join('; ');
}
