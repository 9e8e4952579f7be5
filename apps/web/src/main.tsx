import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/service-worker';
import { AuthProvider } from './features/auth';
import { PlayerProvider } from './features/player';
// From its own file, not the feature's face: the face also brings the playlists' API, which the first view does not need.
import { PlaylistPlaybackProvider } from './features/playlists/playback';
import { i18n, startI18n } from './i18n';
import './index.css';

// offlineFirst: offline, queries still run, so the service worker can answer them from its cache.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, networkMode: 'offlineFirst' } },
});
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The visitor's language first loads its catalogue chunk (English's too), which the page the server sent
// preloads; the page's own HTML shows meanwhile.
startI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <PlayerProvider>
              <PlaylistPlaybackProvider>
                <App />
              </PlaylistPlaybackProvider>
            </PlayerProvider>
          </AuthProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  ),
);
registerServiceWorker(() => void queryClient.invalidateQueries());
