// vitest global setup of a harness run: discovery runs once and every suite gets the frozen Target;
// when the suites need a browser, one Chromium server is launched and the login is calibrated.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { RunContext } from '../harness/context.ts';
import { discoverTarget } from '../target/target.ts';
import { launchBrowserServer, connectBrowser } from '../browser/launch.ts';
import { calibrateLogin } from '../browser/calibrate.ts';
import { strategyFor } from '../browser/strategies.ts';
import { applyRunSettings } from './settings.ts';
import { portOf } from '../browser/settings.ts';
import type { HarnessConfig } from '../config/load.ts';
import { flushMetrics } from '../http/metrics.ts';

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
  const target = await discoverTarget(run.config, run.embeddedReference);
  project.provide('target', target);
  if (!run.needsBrowser) {
    project.provide('browser', undefined);
    return async () => {};
  }
  const server = await launchBrowserServer({ headless: run.config.login.headless, ports: browserPorts(run.config) });
  project.provide('browser', { wsEndpoint: server.wsEndpoint() });
  const browser = await connectBrowser(server.wsEndpoint());
  writeFileSync(join(run.runDir, BROWSER_INFO), JSON.stringify({ name: 'chromium', version: browser.version() }));
  try {
    const strategy = await strategyFor(run.config.login, run.config.configFile);
    if (run.calibrate !== false)
      await calibrateLogin(target, run.config, { browser, strategy, pageTimeoutMs: run.config.login.pageTimeoutMs, runDir: run.runDir });
  } catch (e) {
    await server.close();
    throw e;
  }
  flushMetrics(run.runDir);
  return async () => {
    await browser.close().catch(() => undefined);
    await server.close();
  };
}

/** The ports the browser visits: the target's, the other origin's, the callbacks' and the CIMD document's. */
function browserPorts(c: HarnessConfig): number[] {
  const urls = [c.baseUrl, c.otherOrigin?.baseUrl, c.memberClient?.redirectUri, c.otherOrigin?.memberClient?.redirectUri, c.cimd.url];
  return urls.map(portOf).filter((p): p is number => p !== undefined);
}
