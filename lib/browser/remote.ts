// Drives run in the run's service process, next to the browser: a worker sends the consent request
// to the run's service (a loopback listener, lib/flows/run-once-broker.ts) and gets back the outcome
// and the drive's evidence. So the browser sessions are the run's (a member signs in once per run),
// at most concurrency.drives drives run side by side, and no worker loads Playwright.
import { Transcript, currentTranscript, withTranscript } from '../http/transcript.ts';
import { HarnessError, type HarnessErrorCode } from '../http/errors.ts';
import type { Evidence } from '../http/types.ts';
import { driveConsent, type ConsentOutcome, type ConsentRequest, type DriverSettings } from './driver.ts';

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
};

export async function driveRemotely(service: DriveService, req: ConsentRequest): Promise<ConsentOutcome> {
  const res = await fetch(`${service.url}/drive`, {
    method: 'POST',
    headers: { authorization: `Bearer ${service.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(req),
  });
  if (!res.ok) throw new HarnessError('ERR_BROWSER', `the run's drive service answered HTTP ${res.status}`);
  const body = (await res.json()) as Encoded & { evidence: Evidence };
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
): (req: unknown) => Promise<unknown> {
  let running = 0;
  const queue: (() => void)[] = [];
  return async (req) => {
    // a slot is handed from a finished drive straight to the next in the queue
    if (running < limit) running++;
    else await new Promise<void>((resolve) => queue.push(resolve));
    const evidence = new Transcript();
    try {
      const ready = await settings;
      const o = await withTranscript(evidence, () => driveConsent(req as ConsentRequest, ready));
      return { outcome: { ...o, callback: o.callback?.href }, evidence: evidence.toJSON() };
    } catch (e) {
      const err = e as Error & { code?: unknown };
      const code = e instanceof HarnessError ? err.code : undefined;
      const message = code ? err.message.replace(/^\[[A-Z_]+\] /, '') : err.message;
      return { error: { name: err.name ?? 'Error', code, message }, evidence: evidence.toJSON() };
    } finally {
      const next = queue.shift();
      if (next) next();
      else running--;
    }
  };
}
