// The sticky header: logo, navigation (words on wide screens, icons on phones), the language menu and
// who is logged in.
import { Compass, Heart, Home, ListMusic, LogIn, LogOut, Shield } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useAuth, useFormPath } from '../features/auth';
import { HEADER_CLASSES } from '../features/home';
import { useTranslation } from '../i18n';
import { HeaderLanguageMenu } from './LanguagePicker';

function NavItem({
  to,
  icon,
  label,
  onPhone = true,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  /** Whether a 360-pixel phone's header has room for it; when not, it is reached from another page. */
  onPhone?: boolean;
}) {
  return (
    <NavLink
      to={to}
      end={to === '/'}
      className={({ isActive }) =>
        `${onPhone ? 'inline-flex' : 'hidden sm:inline-flex'} min-h-10 min-w-10 items-center justify-center gap-2 rounded-full px-2.5 text-sm font-medium sm:px-3 ${
          isActive ? 'bg-stone-800 text-amber-300' : 'text-stone-300 hover:bg-stone-800 hover:text-white'
        }`
      }
    >
      {icon}
      <span className="sr-only md:not-sr-only">{label}</span>
    </NavLink>
  );
}

function Account() {
  const auth = useAuth();
  const { t } = useTranslation();
  const loginPath = useFormPath('/login');
  const registerPath = useFormPath('/register');
  if (auth.checking) return <div aria-hidden="true" className="size-9 animate-pulse rounded-full bg-stone-800" />;
  if (!auth.user) {
    return (
      <div className="flex items-center gap-1">
        <Link
          to={loginPath}
          className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-full px-2.5 text-sm font-medium whitespace-nowrap text-stone-200 hover:bg-stone-800 sm:px-3"
        >
          <LogIn aria-hidden="true" className="size-5 sm:hidden rtl:-scale-x-100" />
          <span className="sr-only sm:not-sr-only">{t('account.login')}</span>
        </Link>
        <Link
          to={registerPath}
          className="rounded-full bg-amber-400 px-3 py-2 text-sm font-semibold whitespace-nowrap text-stone-950 hover:bg-amber-300"
        >
          {t('account.register')}
        </Link>
      </div>
    );
  }
  const badge = auth.isAdmin
    ? t('account.badge.admin')
    : auth.user.role === 'moderator'
      ? t('account.badge.moderator')
      : auth.isPremium
        ? t('account.badge.premium')
        : null;
  return (
    <div className="flex items-center gap-2">
      <span className="relative flex">
        <Link
          to="/account"
          title={t('account.yourAccount')}
          className="flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-amber-400 to-rose-500 font-bold text-stone-950 uppercase"
        >
          <span aria-hidden="true">{auth.user.username.charAt(0)}</span>
          <span className="sr-only">{t('account.loggedInAs', { username: auth.user.username })}</span>
        </Link>
        {/* On a phone the header has no room for the badge beside the avatar, so it sits on it. */}
        {badge && (
          <span className="absolute -bottom-1.5 left-1/2 -translate-x-1/2 rounded-full bg-stone-900 px-1 text-[10px] leading-4 font-bold text-amber-300 ring-1 ring-amber-400/40 sm:hidden">
            {badge}
          </span>
        )}
      </span>
      {badge && (
        <span className="hidden rounded-full bg-amber-400/15 px-2 py-0.5 text-xs font-bold text-amber-300 sm:inline">
          {badge}
        </span>
      )}
      <button
        type="button"
        onClick={auth.logout}
        className="inline-flex min-h-10 items-center gap-1 rounded-full px-2.5 text-sm text-stone-300 hover:bg-stone-800 hover:text-white"
      >
        <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <span className="sr-only sm:not-sr-only">{t('account.logout')}</span>
      </button>
    </div>
  );
}

export function Header() {
  const auth = useAuth();
  const { t } = useTranslation();
  return (
    <header className={HEADER_CLASSES.bar}>
      <div className={HEADER_CLASSES.row}>
        <Link to="/" className={HEADER_CLASSES.logo}>
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
          <span className={HEADER_CLASSES.wordmark}>Sauti</span>
        </Link>
        <nav aria-label={t('nav.label')} className="flex items-center gap-0.5 sm:gap-1">
          <NavItem to="/" icon={<Home aria-hidden="true" className="size-5" />} label={t('nav.home')} />
          <NavItem to="/discover" icon={<Compass aria-hidden="true" className="size-5" />} label={t('nav.discover')} />
          {auth.isAuthenticated && (
            <NavItem
              to="/favorites"
              icon={<Heart aria-hidden="true" className="size-5" />}
              label={t('nav.favorites')}
            />
          )}
          {auth.isAuthenticated && (
            <NavItem
              to="/playlists"
              icon={<ListMusic aria-hidden="true" className="size-5" />}
              label={t('nav.playlists')}
              onPhone={false}
            />
          )}
          {auth.isModerator && (
            <NavItem to="/admin" icon={<Shield aria-hidden="true" className="size-5" />} label={t('nav.admin')} />
          )}
        </nav>
        <div className="flex items-center gap-0.5 sm:gap-1">
          <HeaderLanguageMenu />
          <Account />
        </div>
      </div>
    </header>
  );
}
