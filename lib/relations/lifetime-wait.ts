// How long a lifetime check waits, and whether this run's tier waits that long. An artefact is used
// again once its lifetime and the server's leeway (lifetimes.leewaySeconds) have passed since the
// harness got it. The default run waits lifetimes.waitSeconds at most; --profile security waits up to
// the bound the text gives the artefact (none: up to the run's deadline). Neither waits past the run's
// deadline (timeouts.runMs). A wait the tier does not make ends the check "not run in this tier",
// listed as such in the completeness summary. The wait is a wait for the target's clock, not the
// check's own work: the check's time limit gives it back (lib/http/waits.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import { config, runContext } from '../harness/context.ts';
import { notRunInTier } from '../harness/failure.ts';
import { waitingOn } from '../http/waits.ts';
import type { LifetimeKey } from '../surface/model.ts';

/** The run's deadline is not the wait's: the check still has to use the artefact and end. */
const SLACK_MS = 60_000;

export const secs = (ms: number): string => `${Math.round(ms / 100) / 10} s`;

/** The lifetime the config declares for an artefact, in seconds. */
export const declared = (key: LifetimeKey): number | undefined => config().lifetimes[key];

export const leewayMs = (): number => config().lifetimes.leewaySeconds * 1000;

/** The longest any lifetime check may wait in this run (its vitest backstop). */
export const longestWaitMs = (): number => runContext().config.timeouts.runMs;

/**
 * Ends the check "not run in this tier" unless this run waits `lifetimeMs` plus the leeway for it:
 * `what` names the artefact and where its lifetime comes from, `boundMs` is the bound the text gives.
 */
export function withinTier(what: string, lifetimeMs: number, boundMs?: number): void {
  const run = runContext();
  const wait = lifetimeMs + leewayMs();
  const needs = `${what} is ${secs(lifetimeMs)}, a wait of ${secs(wait)} with the ${secs(leewayMs())} leeway (lifetimes.leewaySeconds)`;
  if (run.lifetimeTier === 'bound') {
    if (boundMs !== undefined && lifetimeMs > boundMs)
      notRunInTier(`${needs}: beyond the ${secs(boundMs)} the text bounds it to, which --profile security waits at most`);
  } else {
    const budget = run.config.lifetimes.waitSeconds * 1000;
    if (wait > budget)
      notRunInTier(
        `${needs}: longer than the ${secs(budget)} this run waits (lifetimes.waitSeconds; --profile security waits up to the bound the text gives)`,
      );
  }
  const left = (run.startedAt ?? Date.now()) + run.config.timeouts.runMs - SLACK_MS - Date.now();
  if (wait > left) notRunInTier(`${needs}: it would end after the run's deadline (timeouts.runMs)`);
}

/** Waits until `since` + `lifetimeMs` + the leeway (epoch ms), as a wait for the target's clock. */
export async function waitPast(since: number, lifetimeMs: number): Promise<void> {
  const ms = since + lifetimeMs + leewayMs() - Date.now();
  if (ms > 0) await waitingOn(sleep(ms));
}
