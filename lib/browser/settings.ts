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
