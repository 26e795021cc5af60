// A consent for a check: the run's shared browser, the configured login strategy, evidence into the
// current transcript and screenshots into the run directory.
import { inject } from 'vitest';
import { config, runContext } from '../harness/context.ts';
import { HarnessError } from '../http/errors.ts';
import { driveConsent, type ConsentOutcome, type ConsentRequest, type DriverSettings } from './driver.ts';
import { connectBrowser } from './launch.ts';
import { strategyFor, type Strategy } from './strategies.ts';

let strategy: Promise<Strategy> | undefined;

export async function driverSettings(): Promise<DriverSettings> {
  const browser = inject('browser');
  if (!browser) throw new HarnessError('ERR_HARNESS', 'this check needs the browser, but the run did not start one');
  const c = config();
  strategy ??= strategyFor(c.login, c.configFile);
  return {
    browser: await connectBrowser(browser.wsEndpoint),
    strategy: await strategy,
    pageTimeoutMs: c.login.pageTimeoutMs,
    runDir: runContext().runDir,
  };
}

export async function consent(req: ConsentRequest): Promise<ConsentOutcome> {
  return driveConsent(req, await driverSettings());
}
