// A consent for a check: made by the run's drive service in the main process when there is one
// (lib/browser/remote.ts), else here with the run's browser and the configured login strategy;
// evidence into the current transcript and screenshots into the run directory.
import { inject } from 'vitest';
import { config, runContext } from '../harness/context.ts';
import { HarnessError } from '../http/errors.ts';
import { driveConsent, type ConsentOutcome, type ConsentRequest, type DriverSettings } from './driver.ts';
import { driveRemotely } from './remote.ts';
import { strategyFor, type Strategy } from './strategies.ts';

let strategy: Promise<Strategy> | undefined;

export async function driverSettings(): Promise<DriverSettings> {
  const browser = inject('browser');
  if (!browser) throw new HarnessError('ERR_HARNESS', 'this check needs the browser, but the run did not start one');
  const c = config();
  strategy ??= strategyFor(c.login, c.configFile);
  // loaded only here: a worker whose drives the main process makes never loads Playwright
  const { connectBrowser } = await import('./launch.ts');
  return {
    browser: await connectBrowser(browser.wsEndpoint),
    strategy: await strategy,
    pageTimeoutMs: c.login.pageTimeoutMs,
    runDir: runContext().runDir,
  };
}

export async function consent(req: ConsentRequest): Promise<ConsentOutcome> {
  const service = inject('drives');
  if (service) return driveRemotely(service, req);
  return driveConsent(req, await driverSettings());
}
