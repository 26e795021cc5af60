// The run's service process, forked by the global setup (lib/run/global-setup.ts) when the suites
// need a browser: it launches the run's Chromium, calibrates the login, and serves on 127.0.0.1
// every drive of the run (lib/browser/remote.ts) and the grants the whole run shares
// (lib/flows/run-once.ts). Apart from the main process, which runs vitest (and, for the embedded
// reference, the target), so the browser work has a core of its own.
import type { RunContext } from '../harness/context.ts';
import type { Target } from '../target/target.ts';
import type { HarnessConfig } from '../config/load.ts';
import { launchBrowser } from '../browser/launch.ts';
import { calibrateLogin } from '../browser/calibrate.ts';
import { strategyFor } from '../browser/strategies.ts';
import { portOf } from '../browser/settings.ts';
import { driveHandler } from '../browser/remote.ts';
import { startBroker } from '../flows/run-once-broker.ts';
import { flushMetrics } from '../http/metrics.ts';
import { applyRunSettings, configuredOrigins } from './settings.ts';

export type ServiceMessage = { type: 'start'; run: RunContext; target: Target } | { type: 'close' };
export type ServiceReply =
  | { type: 'ready'; browserVersion: string; service: { url: string; secret: string } }
  | { type: 'error'; code: string; message: string }
  | { type: 'closed' };

const send = (m: ServiceReply) => process.send?.(m);
let close: (() => Promise<void>) | undefined;

process.on('message', (m: ServiceMessage) => {
  if (m.type === 'start') void start(m.run, m.target).catch(failed);
  if (m.type === 'close')
    void (close?.() ?? Promise.resolve()).finally(() => {
      send({ type: 'closed' });
      process.exit(0);
    });
});
// the main process gone (killed, crashed): nothing is left to serve
process.on('disconnect', () => process.exit(0));

async function start(run: RunContext, target: Target): Promise<void> {
  applyRunSettings(run.config, 1);
  // every request of the browser goes through the guard proxy: only the configured origins
  const browser = await launchBrowser({
    headless: run.config.login.headless,
    ports: browserPorts(run.config),
    allowedOrigins: configuredOrigins(run.config),
  });
  close = () => browser.close();
  const strategy = await strategyFor(run.config.login, run.config.configFile);
  const settings = { browser, strategy, pageTimeoutMs: run.config.login.pageTimeoutMs, runDir: run.runDir };
  if (run.calibrate !== false) await calibrateLogin(target, run.config, settings);
  const broker = await startBroker({ '/drive': driveHandler(settings) });
  close = async () => {
    await broker.close(target);
    await browser.close().catch(() => undefined);
    flushMetrics(run.runDir);
  };
  flushMetrics(run.runDir);
  send({ type: 'ready', browserVersion: browser.version(), service: broker.address });
}

/** A service that could not start reports why, cleans up and ends. */
async function failed(e: unknown): Promise<void> {
  const code = (e as { code?: unknown }).code;
  send({
    type: 'error',
    code: typeof code === 'string' && code.startsWith('ERR_') ? code : 'ERR_HARNESS',
    message: (e as Error).message ?? String(e),
  });
  await close?.().catch(() => undefined);
  process.disconnect?.();
}

/** The ports the browser visits: the target's, the other origin's, the callbacks' and the CIMD document's. */
function browserPorts(c: HarnessConfig): number[] {
  const urls = [c.baseUrl, c.otherOrigin?.baseUrl, c.memberClient?.redirectUri, c.otherOrigin?.memberClient?.redirectUri, c.cimd.url];
  return urls.map(portOf).filter((p): p is number => p !== undefined);
}
