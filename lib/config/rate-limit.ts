// The rate limit a run keeps: the configured one, else none for a target on this machine (loopback
// origins only: nothing shared to protect) and a polite default for any other.

/** Requests per second sent to a target off this machine when the config names no limit. */
export const REMOTE_RATE_LIMIT = 20;

/** 127.0.0.0/8, ::1 and localhost: a host that is this machine whatever the resolver says. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** The limit in requests per second, or null for none: the configured one wins. */
export function resolveRateLimit(configured: number | undefined, origins: readonly string[]): number | null {
  if (configured !== undefined) return configured;
  return origins.every((o) => isLoopbackHost(new URL(o).hostname)) ? null : REMOTE_RATE_LIMIT;
}
