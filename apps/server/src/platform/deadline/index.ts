// Waiting for something that may never answer, for at most a given time: a query on a database that
// dropped off the network, or a command to an unreachable Redis, which queues it until Redis is back.

export class DeadlineExceeded extends Error {}

/** What `work` gives, or a DeadlineExceeded rejection when `ms` pass first (`work` itself runs on). */
export function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
