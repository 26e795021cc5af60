// vitest global setup of a harness run: discovery runs once and every suite gets the frozen Target;
// when the suites need a browser, the run's service process starts (lib/run/run-service.ts): it
// launches Chromium, calibrates the login, makes every drive and brokers the grants the whole run
// shares (their tokens are revoked when the run ends). The checks do not wait for it: the service's
// address is reserved here, drives wait in the service until its browser is ready. A browser that
// cannot be made ready (Chromium does not start, calibration fails, a certificate it cannot trust)
// fails each drive with its reason, so only the checks that need it end in error: the rest are
// judged, and the run names the reason once. A service that dies ends the run with its reason.
import { fork, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { RunContext } from '../harness/context.ts';
import { codeAndMessage, HarnessError, type HarnessErrorCode } from '../http/errors.ts';
import { passConnections, reserveBroker } from '../flows/run-once-broker.ts';
import { discoverTarget, type Target } from '../target/target.ts';
import { parseListen, startDocumentFront } from '../cimd/front.ts';
import { applyRunSettings } from './settings.ts';
import type { ServiceMessage, ServiceReply } from './run-service.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = project.getProvidedContext().run;
  try {
    return await prepare(project, run);
  } catch (e) {
    // vitest prints a failed global setup but does not report it: leave it where runHarness looks
    setupFailed(run, e);
    throw e;
  }
}

export const SETUP_ERROR = 'setup-error.json';
/** Why the browser could not be made ready (runHarness reads and removes it). */
export const BROWSER_ERROR = 'browser-error.json';
/** The browser's name and version, for the run summary (runHarness reads and removes it). */
export const BROWSER_INFO = 'browser.json';

/** Leaves the reason the run could not be set up where runHarness looks (it then reports that alone). */
function setupFailed(run: RunContext, e: unknown): void {
  writeFileSync(join(run.runDir, SETUP_ERROR), JSON.stringify(codeAndMessage(e)));
}

async function prepare(project: TestProject, run: RunContext): Promise<() => Promise<void>> {
  applyRunSettings(run.config, 1);
  // the service process starts loading (Playwright, the browser) while discovery runs
  const child = run.needsBrowser ? startService() : undefined;
  let target: Target;
  try {
    target = await discoverTarget(run.config, run.embeddedReference);
  } catch (e) {
    if (child) stop(child);
    throw e;
  }
  project.provide('target', target);
  const front = await documentFront(run, project);
  if (!child) return async () => front?.close();
  const reserved = await reserveBroker().catch((e: unknown) => {
    stop(child);
    throw e;
  });
  let ending = false;
  const failed = (e: unknown) => {
    if (ending) return;
    ending = true;
    setupFailed(run, e);
    void project.vitest.cancelCurrentRun('the run could not be set up' as 'keyboard-input');
  };
  void request(child, { type: 'start', run, target, address: reserved.address }, 'ready').then(
    (r) => {
      if (!ending) writeFileSync(join(run.runDir, BROWSER_INFO), JSON.stringify({ name: 'chromium', version: r.browserVersion }));
    },
    // the service stays up: each drive ends with this reason, the checks without a browser go on
    (e: unknown) => {
      if (!ending) writeFileSync(join(run.runDir, BROWSER_ERROR), JSON.stringify(codeAndMessage(e)));
    },
  );
  // a service that ends before the run does (after it was ready too): no drive can be made, the run says why
  child.once('exit', (code, signal) =>
    failed(new HarnessError('ERR_BROWSER', `the run's service process ended (${signal ?? `exit code ${code}`})`)),
  );
  passConnections(reserved.listener, child);
  project.provide('runOnce', reserved.address);
  project.provide('drives', reserved.address);
  return async () => {
    ending = true;
    reserved.listener.close();
    await front?.close();
    await request(child, { type: 'close' }, 'closed', 30_000).catch(() => stop(child));
  };
}

/** cimd.listen with a fixed port: one listener there for the whole run, forwarding to each suite file's own. */
async function documentFront(run: RunContext, project: TestProject) {
  const { listen, tls } = run.config.cimd;
  if (!listen || parseListen(listen).port === 0) return undefined;
  const front = await startDocumentFront(listen, tls).catch((e: Error) => {
    throw new HarnessError('ERR_CONFIG', `cimd.listen ${listen}: cannot listen there (${e.message})`);
  });
  project.provide('cimdFront', { port: front.port, key: front.key });
  return front;
}

/** Ends the service process: without its channel it exits (Playwright's signal handlers keep SIGTERM from doing so). */
function stop(child: ChildProcess): void {
  if (child.connected) child.disconnect();
  setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
}

/** The service's module of the build this runs from (lib/boot/bundles.js); else its entry that loads the sources through tsx. */
function startService(): ChildProcess {
  const quiet = !process.env.CS_DEBUG;
  const built = import.meta.CS_BUILD;
  return fork(built ? new URL('service/run-service.js', built) : new URL('./run-service.js', import.meta.url), [], {
    // a harness bug's stack points at the .ts lines with CS_DEBUG (Playwright's many stacks cost too much otherwise)
    execArgv: built && !quiet ? ['--enable-source-maps'] : [],
    serialization: 'advanced',
    stdio: quiet ? ['ignore', 'ignore', 'ignore', 'ipc'] : ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** Sends a message and waits for the reply of that type; the process ending, or an error reply to 'start', rejects. */
function request<T extends ServiceReply['type']>(
  child: ChildProcess,
  message: ServiceMessage,
  expect: T,
  timeoutMs?: number,
): Promise<Extract<ServiceReply, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = timeoutMs
      ? setTimeout(() => done(new HarnessError('ERR_BROWSER', `the run's service did not answer in ${timeoutMs} ms`)), timeoutMs)
      : undefined;
    const onMessage = (m: ServiceReply) => {
      if (m.type === expect) done(undefined, m as Extract<ServiceReply, { type: T }>);
      // the service's one error is its start's: it answers nothing else with one
      else if (m.type === 'error' && expect === 'ready')
        done(new HarnessError(m.code as HarnessErrorCode, m.message.replace(/^\[[A-Z_]+\] /, '')));
    };
    const onExit = (code: number | null) => done(new HarnessError('ERR_BROWSER', `the run's service process ended (exit code ${code})`));
    const done = (e?: Error, value?: Extract<ServiceReply, { type: T }>) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (e) reject(e);
      else resolve(value!);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
    if (child.exitCode !== null || !child.connected) return onExit(child.exitCode);
    child.send(message, (e) => e && done(new HarnessError('ERR_BROWSER', `the run's service process cannot be reached: ${e.message}`)));
  });
}
