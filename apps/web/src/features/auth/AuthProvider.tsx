// Who is logged in (spec section 4, Auth): a stored token is checked with /api/auth/me at start and
// cleared when the server refuses it (not when the network is down: offline, the last answer stands);
// login and register store token and user and switch to the account's language (the one chosen at
// sign-up, or later on the account page), logout clears both and the account's offline cache.
import { type AuthResponse, authEndpoints, type User } from '@sauti/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { changeLanguage, isLanguage } from '../../i18n';
import { ApiError, callEndpoint } from '../../lib/api';
import { forgetCachedAccount } from '../../lib/offline-cache';
import { tokenStorage } from '../../lib/token-storage';

export interface AuthState {
  user: User | null;
  /** True while a stored token is being checked at start. */
  checking: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Moderators and admins: the chat's moderation and the admin area's moderation tab. */
  isModerator: boolean;
  isPremium: boolean;
  signIn(response: AuthResponse): void;
  /** The account as the server now answers it, after the listener changed it. */
  updateUser(user: User): void;
  logout(): void;
}

const AuthContext = createContext<AuthState | null>(null);
export const ME_KEY = ['auth', 'me'];

/** The account's language, when it is one the app speaks; the visitor's own choice stands otherwise. */
export function applyAccountLanguage(user: User): void {
  const language = user.preferred_language;
  if (language && isLanguage(language)) {
    changeLanguage(language).catch((error) => console.warn('Language not loaded', error));
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => tokenStorage.get());
  const me = useQuery({
    queryKey: [...ME_KEY, token],
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      try {
        return (await callEndpoint(authEndpoints.me)).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          tokenStorage.clear();
          setToken(null);
        }
        throw error;
      }
    },
  });

  const signIn = useCallback(
    (response: AuthResponse) => {
      tokenStorage.set(response.access_token);
      queryClient.setQueryData([...ME_KEY, response.access_token], response.user);
      setToken(response.access_token);
      applyAccountLanguage(response.user);
    },
    [queryClient],
  );

  const updateUser = useCallback(
    (user: User) => queryClient.setQueryData([...ME_KEY, tokenStorage.get()], user),
    [queryClient],
  );

  const logout = useCallback(() => {
    callEndpoint(authEndpoints.logout).catch(() => undefined);
    tokenStorage.clear();
    setToken(null);
    queryClient.removeQueries({ queryKey: ME_KEY });
    forgetCachedAccount().catch((error) => console.warn('Offline account cache not cleared', error));
  }, [queryClient]);

  const state = useMemo<AuthState>(() => {
    const user = token ? (me.data ?? null) : null;
    return {
      user,
      checking: token !== null && me.isPending,
      isAuthenticated: user !== null,
      isAdmin: user?.role === 'admin',
      isModerator: user?.role === 'admin' || user?.role === 'moderator',
      isPremium: user?.role === 'premium' || user?.role === 'admin',
      signIn,
      updateUser,
      logout,
    };
  }, [token, me.data, me.isPending, signIn, updateUser, logout]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
