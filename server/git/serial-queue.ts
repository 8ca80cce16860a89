// Runs tasks one at a time, in the order they arrive. Git allows one index writer per repo, and
// "does this slug exist?" followed by "write it" must not interleave with another request.
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  /** Tasks queued or running. */
  get size(): number {
    return this.waiting;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    this.waiting += 1;
    const result = this.tail.then(task);
    // The chain continues whether the task failed or not; the caller sees its own outcome.
    this.tail = result.then(
      () => undefined,
      () => undefined,
    ).finally(() => (this.waiting -= 1));
    return result;
  }
}
