// Evidence is never a reason for a drive to hang: reading a page for the report (a screenshot, its
// text) is bounded in time, and a page that did not answer in time is not used by a later drive.
import type { Tab } from './tab.ts';

export const EVIDENCE_TIMEOUT_MS = 5_000;
const stalled = new WeakSet<Tab>();

/** f's result, or a rejection after EVIDENCE_TIMEOUT_MS (the page then counts as stalled). */
export function bounded<T>(tab: Tab, what: string, f: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      stalled.add(tab);
      reject(new Error(`${what} timed out`));
    }, EVIDENCE_TIMEOUT_MS);
  });
  return Promise.race([f(), late]).finally(() => clearTimeout(timer));
}

/** A page that did not answer in time: a screenshot may still hold its view, a script its thread. */
export function screenshotStalled(tab: Tab): boolean {
  return stalled.has(tab);
}
