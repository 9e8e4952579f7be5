// /admin and /admin/:tab (spec section 2, "Admin dashboard"): admins get the tab bar and the open tab;
// anyone else is told the area needs an admin, with a way to log in for a visitor. The server refuses
// every admin call to non-admins whatever this screen shows.
import { ShieldAlert } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { buttonClass } from '../../components/ui/Button';
import { usePageTitle, useTranslation } from '../../i18n';
import { useAuth, useFormPath } from '../auth';
import { useOpenReportCount } from './moderation-api';
import { ADMIN_TABS, type AdminTab } from './tabs';
import { ListSkeleton } from './ui';

function AccessRequired({ loggedInAs }: { loggedInAs: string | null }) {
  const { t } = useTranslation();
  const loginPath = useFormPath('/auth');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-amber-300" />
      <h1 className="text-3xl font-bold">{t('admin.accessRequired')}</h1>
      {loggedInAs === null ? (
        <>
          <p className="text-stone-300">{t('admin.accessLogin')}</p>
          <Link to={loginPath} className={buttonClass('primary')}>
            {t('admin.goToLogin')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-stone-300">{t('admin.accessNotAdmin', { username: loggedInAs })}</p>
          <Link to="/discover" className={buttonClass('secondary')}>
            {t('common.discoverStations')}
          </Link>
        </>
      )}
    </section>
  );
}

function TabBar({ tabs, current }: { tabs: readonly AdminTab[]; current: string }) {
  const { t } = useTranslation();
  // The moderation tab's label carries the live count of open reports.
  const openReports = useOpenReportCount(tabs.some((tab) => tab.id === 'moderation'));
  const label = (tab: AdminTab) =>
    tab.id === 'moderation' && openReports.data
      ? t('admin.tab.moderationCount', { count: openReports.data })
      : t(tab.label);
  return (
    // The tabs wrap onto more lines rather than scroll sideways, so a phone shows every one of them.
    <nav aria-label={t('admin.tabs')}>
      <ul className="flex flex-wrap gap-1 border-b border-stone-800 pb-2">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.id === tabs[0]?.id ? '/admin' : `/admin/${tab.id}`}
              aria-current={tab.id === current ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center rounded-full px-3 text-sm font-medium ${
                tab.id === current
                  ? 'bg-amber-400 text-stone-950'
                  : 'text-stone-300 hover:bg-stone-800 hover:text-white'
              }`}
            >
              {label(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AdminArea() {
  const { t } = useTranslation();
  const auth = useAuth();
  // A moderator sees only the tabs for moderators, starting with the first of them.
  const tabs = auth.isAdmin ? ADMIN_TABS : ADMIN_TABS.filter((candidate) => candidate.forModerators);
  const { tab: tabId = tabs[0]?.id ?? 'dashboard' } = useParams();
  const tab = tabs.find((candidate) => candidate.id === tabId);
  usePageTitle(tab && auth.isModerator ? `${t(tab.label)} · ${t('admin.title')}` : t('admin.title'));
  if (auth.checking) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8" aria-busy="true">
        <ListSkeleton rows={3} />
      </div>
    );
  }
  if (!auth.isModerator) return <AccessRequired loggedInAs={auth.user?.username ?? null} />;
  if (!tab) return <Navigate to="/admin" replace />;
  const { Screen } = tab;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('admin.title')}</h1>
      <TabBar tabs={tabs} current={tab.id} />
      <Suspense fallback={<ListSkeleton />}>
        <Screen />
      </Suspense>
    </div>
  );
}
