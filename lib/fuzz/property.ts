// A fuzz session: one arbitrary, one request per generated case, several invariants. Each
// invariant is its own check under its own clause; all of them walk the same seeded sequence and
// share a response cache, so each case reaches the target once and shrinking still works.
import fc from 'fast-check';
import type { ClauseId } from '../spec/registry.ts';
import { check, type CheckOptions } from '../harness/check.ts';
import { runContext } from '../harness/context.ts';
import { Blocked, fail, NotTestable, show } from '../harness/failure.ts';
import { http, USER_AGENT, type HttpRequest, type HttpResponse } from '../http/client.ts';
import { HarnessError, isInfrastructure, TransportError } from '../http/errors.ts';
import { untracked } from '../http/transcript.ts';
import { maskHeaderValue } from '../http/mask.ts';
import { count } from '../http/metrics.ts';
import { casesPerSession, sessionSeed, totalBudget } from './budget.ts';
import { prefetch } from './prefetch.ts';

/** What one case got: a response, or a transport failure (a hang past the timeout, a reset). */
export interface Answer {
  res?: HttpResponse;
  error?: TransportError;
}

/** An invariant returns undefined when the answer is acceptable, else what is wrong with it. */
export type Invariant<V> = (value: V, answer: Answer) => string | undefined;

export interface FuzzSession<V> {
  name: string;
  arbitrary: fc.Arbitrary<V>;
  request(value: V): HttpRequest | Promise<HttpRequest>;
  /** the grants its requests use (each of its checks declares them) */
  grants?: CheckOptions['grants'];
}

export function fuzz<V>(session: FuzzSession<V>) {
  const cache = new Map<string, Promise<Answer>>();
  const send = async (value: V): Promise<Answer> => {
    const generated = await session.request(value);
    const req = { ...generated, headers: { 'user-agent': `${USER_AGENT} fuzz`, ...generated.headers } };
    const key = JSON.stringify([req.method, req.url, req.headers, req.body?.toString('base64')]);
    let hit = cache.get(key);
    if (!hit) {
      const started = Date.now();
      // hundreds of cases: recorded nowhere, only a counterexample's exchange becomes evidence
      hit = untracked(() => http(req)).then(
        (res) => {
          count.fuzz(1, Date.now() - started);
          return { res };
        },
        (e: unknown) => {
          if (e instanceof TransportError && !isInfrastructure(e) && e.code !== 'ERR_OFF_ORIGIN') return { error: e };
          if (e instanceof TransportError) throw e;
          // the harness could not even send the case: a harness bug, never a finding about the target
          throw new HarnessError('ERR_HARNESS', `fuzz case could not be sent: ${(e as Error).message}`);
        },
      );
      cache.set(key, hit);
    }
    return hit;
  };
  let prefetched: Promise<void> | undefined;

  return (clause: ClauseId, title: string, expected: string, invariant: Invariant<V>) => {
    check(
      clause,
      `fuzz ${session.name}: ${title}`,
      async (t) => {
        const seed = sessionSeed(session.name);
        const numRuns = casesPerSession();
        // every check of the session walks the same cases: sent once, a few at a time (prefetch.ts)
        await (prefetched ??= prefetch(fc.sample(session.arbitrary, { seed, numRuns }), send, runContext().config.concurrency.fuzz));
        const result = await fc.check(
          fc.asyncProperty(session.arbitrary, async (v) => invariant(v, await send(v)) === undefined),
          { seed, numRuns },
        );
        t.note(
          `${result.numRuns} cases of ${numRuns} (seed ${seed}, total budget ${totalBudget()}); replay with: cs-conformance run --seed ${runContext().seed} --suite fuzz`,
        );
        if (!result.failed) return;
        // a case that could not be judged (blocked, not testable, a harness or transport error) ends the check as such
        if (isUnjudged(result.errorInstance)) throw result.errorInstance;
        if (result.counterexample) {
          const [value] = result.counterexample;
          const answer = await send(value);
          const reproduce = rawCurl(await session.request(value));
          if (answer.res) t.transcript.add(answer.res.exchange);
          else if (answer.error?.exchange) t.transcript.add(answer.error.exchange());
          fail(
            title,
            expected,
            [
              invariant(value, answer) ?? '(not reproduced on replay)',
              `Counterexample (shrunk): ${show(value, 2000)}`,
              `Seed: ${seed}, path: ${result.counterexamplePath}, after ${result.numRuns} cases and ${result.numShrinks} shrinks`,
              `Reproduce: ${reproduce}`,
            ].join('\n'),
          );
        }
        throw result.errorInstance;
      },
      { timeout: 600_000, grants: session.grants },
    );
  };
}

/** An error that stopped a case before its invariant could judge it. */
function isUnjudged(e: unknown): boolean {
  return (
    e instanceof Blocked ||
    e instanceof NotTestable ||
    e instanceof HarnessError ||
    (e instanceof TransportError && (isInfrastructure(e) || e.code === 'ERR_OFF_ORIGIN'))
  );
}

/** A transport failure or a 5xx: never acceptable, whatever was sent. */
export const noServerError: Invariant<unknown> = (_v, a) =>
  a.error
    ? `no usable answer: ${a.error.message}`
    : a.res!.status >= 500
      ? `HTTP ${a.res!.status}: ${a.res!.body.slice(0, 200)}`
      : undefined;

/**
 * A curl command that sends exactly the case's bytes. Fuzzed values are not secrets, so only the
 * Authorization header (which may carry a real member token) is masked.
 */
export function rawCurl(req: HttpRequest): string {
  const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const parts = ['curl', '-sS', '-i', '-X', req.method ?? 'GET', q(req.url)];
  const body = req.json !== undefined ? JSON.stringify(req.json) : req.body;
  const headers = { ...(req.json !== undefined ? { 'content-type': 'application/json' } : {}), ...req.headers };
  for (const [k, v] of Object.entries(headers)) parts.push('-H', q(`${k}: ${maskHeaderValue(k, v)}`));
  if (body !== undefined) {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
    const printable = /^[\x20-\x7e]*$/.test(bytes.toString('latin1'));
    parts.push(
      '--data-binary',
      printable ? q(bytes.toString('latin1')) : `$'${[...bytes].map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('')}'`,
    );
  }
  return parts.join(' ');
}
