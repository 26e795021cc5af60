// The outbound rule: the harness talks only to the configured origins (the target, the other
// origin, the cimd.url document). A URL the target hands out that points anywhere else is never
// called: the request fails the check that tried it. (The browser has its own guard, lib/browser/guard-proxy.ts.)
import { TransportError } from './errors.ts';

let allowed: Set<string> | undefined;

/** Restricts every request of this process to these origins. */
export function allowOrigins(urls: readonly (string | undefined)[]): void {
  allowed = new Set(urls.filter((u): u is string => !!u && URL.canParse(u)).map((u) => new URL(u).origin));
}

export function allowedOrigins(): string[] {
  return allowed ? [...allowed] : [];
}

export function isAllowed(url: string): boolean {
  return !allowed || (URL.canParse(url) && allowed.has(new URL(url).origin));
}

/** Throws before anything is sent when the URL is outside the configured origins. */
export function guard(url: string): void {
  if (isAllowed(url)) return;
  throw new TransportError(
    'ERR_OFF_ORIGIN',
    `the target pointed the harness at ${url}, outside the configured origins (${allowedOrigins().join(', ')}): not called`,
  );
}
