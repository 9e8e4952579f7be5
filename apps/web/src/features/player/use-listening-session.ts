// Listening sessions (spec section 4): a logged-in listener's session starts when a station starts
// playing and ends, with its whole seconds, when the station changes, playback fails or the player
// closes; pausing keeps it. A heartbeat tells the server the session is still alive.
import { LISTENING_HEARTBEAT_SECONDS, listeningEndpoints } from '@sauti/contract';
import { useEffect } from 'react';
import { callEndpoint } from '../../lib/api';
import { useAuth } from '../auth';

// The spec logs failures of session calls rather than interrupting the music.
const logFailure = (error: unknown) => console.warn('listening session call failed', error);

function endSession(sessionId: string, startedAt: number): void {
  const duration = Math.round((Date.now() - startedAt) / 1000);
  callEndpoint(listeningEndpoints.end, { body: { session_id: sessionId, duration } }).catch(logFailure);
}

export function useListeningSession(stationId: string | null, listening: boolean): void {
  const { isAuthenticated } = useAuth();
  const active = isAuthenticated && listening && stationId !== null;

  useEffect(() => {
    if (!active || !stationId) return;
    const startedAt = Date.now();
    let sessionId: string | null = null;
    let over = false;
    callEndpoint(listeningEndpoints.start, { query: { station_id: stationId } })
      .then(({ data }) => {
        if (over) endSession(data.session_id, startedAt);
        else sessionId = data.session_id;
      })
      .catch(logFailure);
    const heartbeat = setInterval(() => {
      if (!sessionId) return;
      callEndpoint(listeningEndpoints.heartbeat, { body: { session_id: sessionId } }).catch(logFailure);
    }, LISTENING_HEARTBEAT_SECONDS * 1000);
    return () => {
      over = true;
      clearInterval(heartbeat);
      if (sessionId) endSession(sessionId, startedAt);
    };
  }, [active, stationId]);
}
