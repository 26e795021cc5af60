// Applies a run's settings to this process: HTTP timeouts and deadline, size cap, its share of the
// rate limit, the origins it may call, and the config's secrets registered for masking.
import { configuredOrigins, type HarnessConfig } from '../config/load.ts';
import { configureHttp } from '../http/client.ts';
import { allowOrigins } from '../http/guard.ts';
import { rememberSecret } from '../http/mask.ts';
import { isSecretName } from '../http/secret-names.ts';

export function applyRunSettings(c: HarnessConfig, processes: number): void {
  const { timeouts, rateLimit, maxResponseBytes } = c;
  configureHttp({
    connectMs: timeouts.connectMs,
    headersMs: timeouts.headersMs,
    bodyMs: timeouts.bodyMs,
    requestMs: timeouts.requestMs,
    maxResponseBytes,
    requestsPerSecond: rateLimit.requestsPerSecond === null ? 0 : rateLimit.requestsPerSecond / Math.max(1, processes),
    tls: { ca: c.tls.ca.map((a) => a.pem), insecure: c.tls.insecure },
  });
  allowOrigins(configuredOrigins(c));
  for (const m of [...(c.members ?? []), ...(c.otherOrigin?.members ?? [])]) rememberSecret(m.password);
  rememberSecret(c.memberClient?.clientSecret);
  rememberSecret(c.otherOrigin?.memberClient?.clientSecret);
  for (const [name, value] of Object.entries(c.start?.env ?? {})) if (isSecretName(name)) rememberSecret(value);
}
