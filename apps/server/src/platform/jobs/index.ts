// Job queues: in-process with bounded concurrency by default; with REDIS_URL a BullMQ queue in Redis,
// so workers in other processes (npm run worker), on other machines, take jobs too.
import type { Worker } from 'bullmq';

export type JobHandler<T> = (job: T) => Promise<void>;

export interface JobQueue<T> {
  /** Adds jobs; they run in the order added, as workers are free. */
  add(jobs: readonly T[]): Promise<void>;
  /** Runs jobs in this process, at most `concurrency` at once, until the queue is closed. */
  work(handler: JobHandler<T>, concurrency: number): void;
  /** Jobs added and not started yet (with Redis: by every instance and worker, since they share the queue). */
  depth(): Promise<number>;
  /** Stops taking jobs and waits for those running here. Jobs not started stay queued (in Redis) or are dropped (in process). */
  close(): Promise<void>;
}

export interface JobQueueOptions {
  /** Called when a job throws; the job is not retried. */
  onError(error: unknown): void;
}

export function createInProcessQueue<T>(options: JobQueueOptions): JobQueue<T> {
  const waiting: T[] = [];
  const running = new Set<Promise<void>>();
  let handler: JobHandler<T> | null = null;
  let concurrency = 0;
  let closed = false;
  let head = 0;

  const pump = () => {
    while (!closed && handler && running.size < concurrency && head < waiting.length) {
      const job = waiting[head] as T;
      head += 1;
      const done: Promise<void> = handler(job)
        .catch(options.onError)
        .finally(() => {
          running.delete(done);
          pump();
        });
      running.add(done);
    }
    // Drops the jobs already taken once they are the bulk of the array, so a long queue stays small.
    if (head > 1024 && head * 2 > waiting.length) {
      waiting.splice(0, head);
      head = 0;
    }
  };

  return {
    async add(jobs) {
      if (closed) return;
      for (const job of jobs) waiting.push(job);
      pump();
    },
    work(next, limit) {
      handler = next;
      concurrency = limit;
      pump();
    },
    async depth() {
      return waiting.length - head;
    },
    async close() {
      closed = true;
      waiting.length = 0;
      await Promise.all(running);
    },
  };
}

export interface RedisQueueOptions extends JobQueueOptions {
  url: string;
  /** REDIS_NAMESPACE: queues of deployments sharing a Redis stay apart. */
  namespace: string;
  name: string;
}

export function createRedisQueue<T>(options: RedisQueueOptions): JobQueue<T> {
  // BullMQ's workers block on Redis and must retry for ever rather than fail a command.
  const connection = { url: options.url, maxRetriesPerRequest: null };
  const prefix = `${options.namespace}:jobs`;
  // Imported only where Redis is configured: BullMQ and what it needs take a tenth of a second to load.
  const bullmq = import('bullmq');
  const queue = bullmq.then(({ Queue }) => {
    const created = new Queue(options.name, { connection, prefix });
    created.on('error', options.onError);
    return created;
  });
  let worker: Promise<Worker | null> = Promise.resolve(null);
  return {
    async add(jobs) {
      await (await queue).addBulk(
        jobs.map((data) => ({
          name: options.name,
          data,
          // Finished jobs leave Redis at once: results are in the database, and the queue stays small.
          opts: { attempts: 1, removeOnComplete: true, removeOnFail: true },
        })),
      );
    },
    work(handler, concurrency) {
      worker = bullmq.then(({ Worker }) => {
        const created = new Worker(options.name, async (job) => handler(job.data as T), {
          connection,
          prefix,
          concurrency,
        });
        created.on('error', options.onError);
        created.on('failed', (_job, error) => options.onError(error));
        return created;
      });
      worker.catch(options.onError);
    },
    async depth() {
      return (await queue).count();
    },
    async close() {
      await (await worker.catch(() => null))?.close();
      await (await queue).close();
    },
  };
}

export function createJobQueue<T>(
  redis: { url: string | undefined; namespace: string },
  name: string,
  options: JobQueueOptions,
): JobQueue<T> {
  return redis.url
    ? createRedisQueue<T>({ ...options, url: redis.url, namespace: redis.namespace, name })
    : createInProcessQueue<T>(options);
}
