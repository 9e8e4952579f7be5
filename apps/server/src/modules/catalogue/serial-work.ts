// Index updates run one at a time, in the order asked, so an update that read the database later is
// never overtaken by one that read it earlier. Asking for work that is already waiting to start
// joins it: that work will read the database after the request anyway.
export class SerialWork {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly waiting = new Map<string, Promise<void>>();

  run(kind: string, work: () => Promise<void>): Promise<void> {
    const queued = this.waiting.get(kind);
    if (queued) return queued;
    const started = this.tail.then(() => {
      this.waiting.delete(kind);
      return work();
    });
    this.waiting.set(kind, started);
    this.tail = started.catch(() => undefined);
    return started;
  }

  /** Settles once the work asked so far has run, whatever its outcome. */
  async idle(): Promise<void> {
    await this.tail;
  }
}
