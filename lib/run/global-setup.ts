// vitest global setup of a harness run: discovery runs once and every suite gets the frozen Target;
// when the suites need a browser, the run's service process starts (lib/run/run-service.ts): it
// launches Chromium, calibrates the login, makes every drive and brokers the grants the whole run
// shares (their tokens are revoked when the run ends).
import { fork, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { RunContext } from '../harness/context.ts';
import { HarnessError, type HarnessErrorCode } from '../http/errors.ts';
import { discoverTarget, type Target } from '../target/target.ts';
import { applyRunSettings } from './settings.ts';
import type { ServiceMessage, ServiceReply } from './run-service.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = project.getProvidedContext().run;
  try {
    return await prepare(project, run);
  } catch (e) {
    // vitest prints a failed global setup but does not report it: leave it where runHarness looks
    const code = (e as { code?: unknown }).code;
    writeFileSync(
      join(run.runDir, SETUP_ERROR),
      JSON.stringify({
        code: typeof code === 'string' && code.startsWith('ERR_') ? code : 'ERR_HARNESS',
        message: (e as Error).message ?? String(e),
      }),
    );
    throw e;
  }
}

export const SETUP_ERROR = 'setup-error.json';
/** The browser's name and version, for the run summary (runHarness reads and removes it). */
export const BROWSER_INFO = 'browser.json';

async function prepare(project: TestProject, run: RunContext): Promise<() => Promise<void>> {
  applyRunSettings(run.config, 1);
  // the service process starts (and launches the browser) while discovery runs
  const child = run.needsBrowser ? startService() : undefined;
  let target: Target;
  try {
    target = await discoverTarget(run.config, run.embeddedReference);
  } catch (e) {
    if (child) stop(child);
    throw e;
  }
  project.provide('target', target);
  if (!child) return async () => {};
  const ready = await request(child, { type: 'start', run, target }, 'ready').catch((e: unknown) => {
    stop(child);
    throw e;
  });
  writeFileSync(join(run.runDir, BROWSER_INFO), JSON.stringify({ name: 'chromium', version: ready.browserVersion }));
  project.provide('runOnce', ready.service);
  project.provide('drives', ready.service);
  return async () => {
    await request(child, { type: 'close' }, 'closed', 30_000).catch(() => stop(child));
  };
}

/** Ends the service process: without its channel it exits (Playwright's signal handlers keep SIGTERM from doing so). */
function stop(child: ChildProcess): void {
  if (child.connected) child.disconnect();
  setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
}

function startService(): ChildProcess {
  const quiet = !process.env.CS_DEBUG;
  return fork(new URL('./run-service.js', import.meta.url), [], {
    execArgv: [],
    serialization: 'advanced',
    stdio: quiet ? ['ignore', 'ignore', 'ignore', 'ipc'] : ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** Sends a message and waits for the reply of that type; an error reply, or the process ending, rejects. */
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
      else if (m.type === 'error') done(new HarnessError(m.code as HarnessErrorCode, m.message.replace(/^\[[A-Z_]+\] /, '')));
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
