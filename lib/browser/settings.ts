// The browser's settings, in one place: Chromium's flags and the page viewport the driver uses.

/** Chromium flags measured on these machines (shared/design/toolchain.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=AutofillServerCommunication',
  // no DNS look-up ever leaves the machine: only loopback names resolve
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export const VIEWPORT = { width: 1000, height: 800 };

/**
 * The switches Playwright's own launch gives Chromium (playwright-core's chromiumSwitches, 1.65), so
 * a drive behaves the same whichever launched the browser (lib/browser/tab-factory.ts).
 */
export const PLAYWRIGHT_SWITCHES = [
  '--disable-field-trial-config',
  '--disable-background-networking',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-back-forward-cache',
  '--disable-breakpad',
  '--disable-component-extensions-with-background-pages',
  '--disable-component-update',
  '--no-default-browser-check',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,AvoidCorsURLLoaderRestartOnRedirect,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch',
  '--enable-features=CDPScreenshotNewSurface,SkipListAccountsWithoutGaiaCookies',
  '--allow-pre-commit-input',
  '--disable-hang-monitor',
  '--disable-ipc-flooding-protection',
  '--disable-popup-blocking',
  '--disable-prompt-on-repost',
  '--disable-renderer-backgrounding',
  '--force-color-profile=srgb',
  '--metrics-recording-only',
  '--no-first-run',
  '--password-store=basic',
  '--use-mock-keychain',
  '--no-service-autorun',
  '--disable-search-engine-choice-screen',
  '--unsafely-disable-devtools-self-xss-warnings',
  '--enable-unsafe-swiftshader',
  '--disable-sync',
];

/** What Playwright adds for a headless launch. */
export const HEADLESS_ARGS = [
  '--headless',
  '--hide-scrollbars',
  '--mute-audio',
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
];

/**
 * Chromium keeps only the last of a repeated switch: every --disable-features (and --enable-features)
 * of the list joined into one, at the place of the first.
 */
export function mergeFeatureSwitches(args: readonly string[]): string[] {
  const out: string[] = [];
  const merged = new Map<string, Set<string>>();
  for (const a of args) {
    const m = /^(--(?:disable|enable)-features)=(.*)$/.exec(a);
    if (!m) {
      out.push(a);
      continue;
    }
    const set = merged.get(m[1]!);
    const values = m[2]!.split(',').filter(Boolean);
    if (set) values.forEach((v) => set.add(v));
    else {
      merged.set(m[1]!, new Set(values));
      out.push(m[1]!);
    }
  }
  return out.map((a) => (merged.has(a) ? `${a}=${[...merged.get(a)!].join(',')}` : a));
}

/**
 * Chromium refuses "unsafe" ports (5060, 6000, 10080, …) with net::ERR_UNSAFE_PORT: the ports the
 * run must reach (the target's, its callbacks', the harness's own listeners) are allowed explicitly.
 */
export function allowedPortsArg(ports: Iterable<number>): string[] {
  const list = [...new Set(ports)].filter((p) => Number.isInteger(p) && p > 0).sort((a, b) => a - b);
  return list.length ? [`--explicitly-allowed-ports=${list.join(',')}`] : [];
}

/** The port of a URL, its scheme's default when none is written. */
export function portOf(url: string | undefined): number | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const u = new URL(url);
  return u.port ? Number(u.port) : u.protocol === 'https:' ? 443 : 80;
}
