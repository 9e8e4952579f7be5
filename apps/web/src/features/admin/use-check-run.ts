// Runs "Verify All" or "Run Stream Error Correction" and follows it: the run starts at once, its
// progress arrives as Server-Sent Events, and at the end its full result is fetched.
import type { CheckRun, CheckRunProgress } from '@sauti/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { cancelRun, fetchRun, followRun, type RunKind, startRun } from './api';

export type RunState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'running'; progress: CheckRunProgress }
  | { phase: 'finished'; run: CheckRun }
  | { phase: 'failed' };

function progressOf(run: CheckRun): CheckRunProgress {
  return {
    run_id: run.run_id,
    kind: run.kind,
    status: run.status,
    total_stations: run.total_stations,
    checked_stations: run.checked_stations,
    working_stations: run.working_stations,
    network_failures: run.network_failures,
    applied: run.applied,
    warning: run.warning,
  };
}

export function useCheckRun(kind: RunKind) {
  const client = useQueryClient();
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const following = useRef<AbortController | null>(null);
  useEffect(() => () => following.current?.abort(), []);

  const start = async () => {
    following.current?.abort();
    const controller = new AbortController();
    following.current = controller;
    setState({ phase: 'starting' });
    try {
      const started = await startRun(kind);
      let run: CheckRun = started;
      if (run.status === 'running') {
        setState({ phase: 'running', progress: progressOf(run) });
        await followRun(run.run_id, (progress) => setState({ phase: 'running', progress }), controller.signal);
        run = await fetchRun(run.run_id);
      }
      if (controller.signal.aborted) return;
      setState({ phase: 'finished', run });
      await client.invalidateQueries();
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn(`The ${kind} run failed`, error);
      setState({ phase: 'failed' });
    }
  };

  const cancel = async () => {
    if (state.phase !== 'running') return;
    try {
      await cancelRun(state.progress.run_id);
    } catch (error) {
      console.warn(`Cancelling the ${kind} run failed`, error);
    }
  };

  return { state, start, cancel, busy: state.phase === 'starting' || state.phase === 'running' };
}
