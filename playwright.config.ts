// The consent driver's browser, in Playwright's own shape. cs-conformance reads this file when it
// launches Chromium, so an edit here takes effect on the next run: e.g. `headless: false` to watch a
// sign-in page, or `trace: 'retain-on-failure'`. A run's config file (`login.headless`) and flags
// (`--trace`) override it. The harness adds its own Chromium flags (lib/browser/settings.ts) to
// `launchOptions.args`. Traces open with `npx playwright show-trace <file.zip>`.
// (A type import only: loading @playwright/test to read this file cost each run about 0.3 s.)
import type { PlaywrightTestConfig } from '@playwright/test';

export default {
  use: {
    headless: true,
    viewport: { width: 1000, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: { args: [] },
    trace: 'off',
  },
} satisfies PlaywrightTestConfig;
