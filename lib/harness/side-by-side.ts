// The variants of one check run side by side: their drives and requests queue together in the run's
// browser lanes and rate limit, instead of each joining the queue's end after the one before it
// (a check of ten near misses on a busy machine took ten queue waits). The verdict does not depend on
// which finished first: every variant ends, then the first in the list that did not pass ends the check.

/** fn over every item at once; the results in the items' order, or the first item's failure in that order. */
export async function sideBySide<T, R>(items: readonly T[], fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const settled = await Promise.allSettled(items.map((item, i) => fn(item, i)));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<R>).value);
}
