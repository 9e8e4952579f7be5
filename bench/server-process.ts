// Starts the built server as a separate process for benchmarks, and times how long it takes to answer.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, waitForHealth } from '../apps/web/e2e/support/server';

export { freePort };

export interface ServerProcess {
  baseUrl: string;
  /** Milliseconds from spawn until /api/health answered. */
  startMs: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Runs `node <script>` (default: the built server) with the given environment until stopped. */
export async function startServerProcess(
  repoRoot: string,
  env: Record<string, string>,
  script = path.join(repoRoot, 'apps/server/dist/main.js'),
): Promise<ServerProcess> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Figures of one part must not include stream checks of the whole catalogue.
      CHECK_SCHEDULER: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 60_000);
  const startMs = performance.now() - started;
  return {
    baseUrl,
    startMs,
    child,
    async stop() {
      // Ended already: exited, or killed by a signal (a benchmark's SIGKILL).
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
