// Readiness, the load balancer's check (GET /api/health/ready): an instance gets new traffic only while
// it serves and reaches its database and Redis. Draining after SIGTERM, it says so at once, so the load
// balancer sends it no new listeners while it finishes what it holds.
import type { DependencyCheck, Readiness } from '@sauti/contract';
import { within } from '../../platform/deadline';

// A load balancer checks every second or so and times a check out after a few: a dependency that has
// not answered in this long is unreachable for this check, rather than holding it.
export const PROBE_WITHIN_MS = 1000;

export interface Dependencies {
  /** Resolves when the database answers a trivial query. */
  database(): Promise<unknown>;
  /** Resolves when Redis answers; only with REDIS_URL. */
  redis?: () => Promise<unknown>;
}

export class ReadinessService {
  private draining = false;
  private warming = false;

  constructor(
    private readonly dependencies: Dependencies,
    private readonly probeWithinMs = PROBE_WITHIN_MS,
  ) {}

  /** From now on the instance reports that it is draining (it goes on serving until it closes). */
  drain(): void {
    this.draining = true;
  }

  /**
   * Reports "starting" until this work is done, however it ends: the warm-up after the server
   * listens, during which a load balancer should send nothing here yet.
   */
  async startingUntil(work: Promise<unknown>): Promise<void> {
    this.warming = true;
    try {
      await work;
    } finally {
      this.warming = false;
    }
  }

  async report(): Promise<Readiness> {
    if (this.draining) return { status: 'draining', checks: {} };
    if (this.warming) return { status: 'starting', checks: {} };
    const { redis } = this.dependencies;
    const [database, redisCheck] = await Promise.all([
      this.databaseCheck(),
      redis ? this.probe(redis, 'Redis') : undefined,
    ]);
    const checks = redisCheck ? { database, redis: redisCheck } : { database };
    const reachable = Object.values(checks).every((check) => check === 'ok');
    return { status: reachable ? 'ready' : 'unavailable', checks };
  }

  databaseCheck(): Promise<DependencyCheck> {
    return this.probe(this.dependencies.database, 'the database');
  }

  private probe(dependency: () => Promise<unknown>, name: string): Promise<DependencyCheck> {
    return within(dependency(), this.probeWithinMs, name).then(
      () => 'ok',
      () => 'unreachable',
    );
  }
}
