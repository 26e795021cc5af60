// Drives run in the run's service process, next to the browser: a worker sends the consent request
// to the run's service (a loopback listener, lib/flows/run-once-broker.ts) and gets back the outcome
// and the drive's evidence. So the browser sessions are the run's (a member signs in once per run),
// at most concurrency.drives drives run side by side, and no worker loads Playwright. The drives that
// queue for a lane go oldest check first, so that a check's later drives do not wait behind every
// newer check's first; the time a drive queued is given back to its check's time limit.
import { Transcript, currentTranscript, withTranscript } from '../http/transcript.ts';
import { currentLedger, waitingOn } from '../http/waits.ts';
import { HarnessError, type HarnessErrorCode } from '../http/errors.ts';
import type { Evidence } from '../http/types.ts';
import { driveConsent, type ConsentOutcome, type ConsentRequest, type DriverSettings } from './driver.ts';
import { drawCaptures } from './captures.ts';

export interface DriveService {
  url: string;
  secret: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    /** where the run's drives are made (absent when listing tests, or in a run without a browser) */
    drives?: DriveService;
  }
}

type Encoded = {
  outcome?: Omit<ConsentOutcome, 'callback'> & { callback?: string };
  error?: { name: string; code?: string; message: string };
  /** how long the drive waited for a lane and for the browser to be ready */
  queuedMs: number;
};

/** What a worker sends: the request, and when its check started (its place in the queue). */
interface Envelope {
  req: ConsentRequest;
  since: number;
}

export async function driveRemotely(service: DriveService, req: ConsentRequest): Promise<ConsentOutcome> {
  // the clock waits for the answer to know how long the drive queued (given back to the check)
  const body = await waitingOn(
    (async () => {
      const res = await fetch(`${service.url}/drive`, {
        method: 'POST',
        headers: { authorization: `Bearer ${service.secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ req, since: currentLedger()?.since ?? Date.now() } satisfies Envelope),
      });
      if (!res.ok) throw new HarnessError('ERR_BROWSER', `the run's drive service answered HTTP ${res.status}`);
      return (await res.json()) as Encoded & { evidence: Evidence };
    })(),
    (answer) => answer?.queuedMs ?? 0,
  );
  currentTranscript()?.include(body.evidence);
  if (body.error) {
    const { name, code, message } = body.error;
    if (code) throw new HarnessError(code as HarnessErrorCode, message);
    throw Object.assign(new Error(message), { name });
  }
  const o = body.outcome!;
  return { ...o, callback: o.callback === undefined ? undefined : new URL(o.callback) };
}

/**
 * The service's side: each request a drive of its own, its evidence recorded apart. `settings` may
 * still be coming (the browser launching, the login being calibrated): drives wait for it, and a
 * browser that could not start fails each of them with its reason.
 */
export function driveHandler(
  settings: DriverSettings | Promise<DriverSettings>,
  /** drives made at the same time (concurrency.drives); more queue */
  limit: number,
  drive: typeof driveConsent = driveConsent,
): (req: unknown) => Promise<unknown> {
  let running = 0;
  const queue: { since: number; go: () => void }[] = [];
  return async (body) => {
    const { req, since } = body as Envelope;
    const queued = performance.now();
    // a slot is handed from a finished drive straight to the oldest check's drive in the queue
    if (running < limit) running++;
    else await new Promise<void>((go) => queue.splice(queue.findLastIndex((q) => q.since <= since) + 1, 0, { since, go }));
    const evidence = new Transcript();
    let queuedMs = 0;
    try {
      const ready = await settings;
      queuedMs = Math.round(performance.now() - queued);
      const o = await withTranscript(evidence, () => drive(req, ready));
      return { outcome: { ...o, callback: o.callback?.href }, evidence: evidence.toJSON(), queuedMs };
    } catch (e) {
      const err = e as Error & { code?: unknown };
      const code = e instanceof HarnessError ? err.code : undefined;
      const message = code ? err.message.replace(/^\[[A-Z_]+\] /, '') : err.message;
      return { error: { name: err.name ?? 'Error', code, message }, evidence: evidence.toJSON(), queuedMs };
    } finally {
      const next = queue.shift();
      if (next) next.go();
      else running--;
    }
  };
}

/** The longest a check waits for its pending screenshots to be drawn (each page is bounded on its own too). */
const DRAW_MS = 30_000;

/** Asks the run's service to draw pending screenshots (lib/browser/captures.ts); the paths it drew. */
export async function drawRemotely(service: DriveService, paths: string[]): Promise<string[]> {
  const res = await fetch(`${service.url}/draw`, {
    method: 'POST',
    headers: { authorization: `Bearer ${service.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ paths }),
    signal: AbortSignal.timeout(DRAW_MS),
  });
  if (!res.ok) return [];
  return ((await res.json()) as { drawn: string[] }).drawn;
}

/** The service's side: draws what is asked, once the browser is ready (a browser that could not start draws nothing). */
export function drawHandler(settings: DriverSettings | Promise<DriverSettings>): (body: unknown) => Promise<unknown> {
  return async (body) => {
    const ready = await Promise.resolve(settings).catch(() => undefined);
    const paths = ((body as { paths?: unknown }).paths ?? []) as string[];
    const safe = paths.filter((p) => typeof p === 'string' && /^attachments\/[\w.-]+\.png$/.test(p));
    return { drawn: ready ? await drawCaptures(ready.browser, ready.runDir, safe) : [] };
  };
}
