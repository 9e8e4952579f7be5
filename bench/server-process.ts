// Starts the built server as a separate process for benchmarks, on the Node flags npm start gives it, and
// times how long it takes to answer.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, waitForHealth } from '../apps/web/e2e/support/server';
import { serverNodeFlags } from '../scripts/lib/server-flags.mjs';

export { freePort };

export interface ServerProcess {
  baseUrl: string;
  /** performance.now() when the process was spawned. */
  spawnedAt: number;
  /** Milliseconds from spawn until /api/health answered. */
  startMs: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Runs `node <script>` (default: the built server on the bench's own Node) with the given environment until stopped. */
export async function startServerProcess(
  repoRoot: string,
  env: Record<string, string>,
  script = path.join(repoRoot, 'apps/server/dist/main.js'),
  node = process.execPath,
): Promise<ServerProcess> {
  const port = await freePort();
  const spawnedAt = performance.now();
  const child = spawn(node, [...serverNodeFlags, script], {
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
  const startMs = performance.now() - spawnedAt;
  return {
    baseUrl,
    spawnedAt,
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

/** Resolves once readiness (GET /api/health/ready) answers 200, as a load balancer would send the first listener. */
export async function untilReady(baseUrl: string): Promise<void> {
  for (;;) {
    const status = await fetch(`${baseUrl}/api/health/ready`).then((response) => response.status);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
