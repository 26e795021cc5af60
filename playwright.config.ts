// The one place where browser settings live. The consent driver (lib/browser) launches Chromium
// with these options; the Playwright test runner, if used, reads the same config.
// Debian's chromium is used: Playwright cannot download its own browsers on these machines.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/** Debian's Chromium, or Playwright's own browser when present (CS_CHROMIUM overrides). */
export const chromiumPath = process.env.CS_CHROMIUM ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

export const launchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-features=AutofillServerCommunication',
    // no DNS look-up ever leaves the machine: only loopback names resolve
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
};

export const contextOptions = {
  viewport: { width: 1100, height: 900 },
  ignoreHTTPSErrors: false,
  locale: 'en-US',
};

export default defineConfig({
  use: { browserName: 'chromium', launchOptions, ...contextOptions, screenshot: 'only-on-failure' },
  timeout: 30_000,
});
