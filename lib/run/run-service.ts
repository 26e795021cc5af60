// The run's service process, forked by the global setup (lib/run/global-setup.ts) when the suites
// need a browser: it serves, at the address the main process listens on, every drive of the run
// (lib/browser/remote.ts) and the grants the whole run shares (lib/flows/run-once.ts), and launches
// the run's Chromium and calibrates the login meanwhile: the checks start at once, and a drive waits
// until the browser is ready. Apart from the main process, which runs vitest (and, for the embedded
// reference, the target), so the browser work has a core of its own.
import type { Socket } from 'node:net';
import type { RunContext } from '../harness/context.ts';
import type { Target } from '../target/target.ts';
import { configuredOrigins, signInOrigins, type HarnessConfig } from '../config/load.ts';
import type { BrokerAddress } from '../flows/run-once.ts';
import { launchBrowser } from '../browser/launch.ts';
import { logBrowserCpu } from '../browser/browser-cpu.ts';
import { calibrateLogin } from '../browser/calibrate.ts';
import { strategyFor } from '../browser/strategies.ts';
import type { DriverSettings } from '../browser/driver.ts';
import { portOf } from '../browser/settings.ts';
import { drawHandler, driveHandler } from '../browser/remote.ts';
import { startBroker, type Broker } from '../flows/run-once-broker.ts';
import { codeAndMessage } from '../http/errors.ts';
import { flushMetrics } from '../http/metrics.ts';
import { applyRunSettings } from './settings.ts';
import { readPlaywrightConfig } from '../browser/playwright-config.ts';

/** `connection` comes with a connection to the broker's address as its handle, unread. */
export type ServiceMessage =
  { type: 'start'; run: RunContext; target: Target; address: BrokerAddress } | { type: 'connection' } | { type: 'close' };
export type ServiceReply =
  { type: 'ready'; browserVersion: string } | { type: 'error'; code: string; message: string } | { type: 'closed' };

const send = (m: ServiceReply) => process.send?.(m);
let close: (() => Promise<void>) | undefined;
let broker: Broker | undefined;

process.on('message', (m: ServiceMessage, socket?: Socket) => {
  if (m.type === 'start') broker = start(m.run, m.target, m.address);
  // 'start' comes first: a connection without a broker is one the service cannot serve
  if (m.type === 'connection' && socket) {
    if (broker) broker.accept(socket);
    else socket.destroy();
  }
  if (m.type === 'close')
    void (close?.() ?? Promise.resolve()).finally(() => {
      send({ type: 'closed' });
      process.exit(0);
    });
});
// the main process gone (killed, crashed): nothing is left to serve
process.on('disconnect', () => process.exit(0));

function start(run: RunContext, target: Target, address: BrokerAddress): Broker {
  applyRunSettings(run.config, 1);
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let browserEnded = false;
  const ready = (async (): Promise<DriverSettings> => {
    // every request of the browser goes through the guard proxy: only the configured origins
    // the user's playwright.config.ts, under the run's config file and flags
    const pw = await readPlaywrightConfig();
    const strategy = await strategyFor(run.config.login, run.config.configFile);
    const trace = run.trace ?? pw.trace;
    browser = await launchBrowser({
      headless: run.config.login.headless ?? pw.headless,
      args: pw.args,
      ports: browserPorts(run.config),
      allowedOrigins: browserOrigins(run.config),
      tls: { ca: run.config.tls.ca.map((a) => a.pem), insecure: run.config.tls.insecure },
      // a login script's or step list's Page, and traces, are Playwright's
      playwright: !!strategy.needsPage || (trace !== undefined && trace !== 'off'),
      tabs: { viewport: pw.viewport, locale: pw.locale, timezoneId: pw.timezoneId },
    });
    browser.onClose(() => (browserEnded = true));
    const { pageTimeoutMs, screenshots, plainPages } = run.config.login;
    const settings = { browser, strategy, pageTimeoutMs, runDir: run.runDir, trace, screenshots, plainPages, cpuPerDrive: run.cpuPerDrive };
    if (run.calibrate !== false) await calibrateLogin(target, run.config, settings);
    return settings;
  })();
  const broker = startBroker({ '/drive': driveHandler(ready, run.config.concurrency.drives), '/draw': drawHandler(ready) }, address);
  close = async () => {
    // a browser that ended early was reaped here: its figure would be gone, so none is written
    if (browser && !browserEnded) logBrowserCpu(run.runDir, browser.pid);
    // no drive is left to make: the browser closes while the shared grants are revoked (HTTP only)
    await Promise.all([broker.close(target), browser?.close().catch(() => undefined)]);
    flushMetrics(run.runDir);
  };
  ready.then(
    (s) => {
      flushMetrics(run.runDir);
      send({ type: 'ready', browserVersion: s.browser.version() });
    },
    (e: unknown) => send({ type: 'error', ...codeAndMessage(e) }),
  );
  return broker;
}

/** The ports the browser visits: the target's, the other origin's, the callbacks' and the CIMD document's. */
function browserPorts(c: HarnessConfig): number[] {
  const urls = [
    c.baseUrl,
    c.otherOrigin?.baseUrl,
    c.memberClient?.redirectUri,
    c.otherOrigin?.memberClient?.redirectUri,
    c.cimd.url,
    ...c.login.origins,
  ];
  return urls.map(portOf).filter((p): p is number => p !== undefined);
}

/** The origins the browser may load from: the configured ones and the sign-in origins (login.origins). */
function browserOrigins(c: HarnessConfig): string[] {
  return [...new Set([...configuredOrigins(c), ...signInOrigins(c)])];
}
