// Applies a run's settings to this process: HTTP timeouts, size cap, its share of the rate
// limit, and the config's secrets registered for masking.
import { configureHttp } from '../http/client.ts';
import { rememberSecret } from '../http/mask.ts';
import type { RunContext } from '../harness/context.ts';

export function applyRunSettings(run: RunContext, processes: number): void {
  const { timeouts, rateLimit, maxResponseBytes } = run.config;
  configureHttp({
    connectMs: timeouts.connectMs,
    headersMs: timeouts.headersMs,
    bodyMs: timeouts.bodyMs,
    maxResponseBytes,
    requestsPerSecond: rateLimit.requestsPerSecond / Math.max(1, processes),
  });
  const c = run.config;
  for (const m of [...(c.members ?? []), ...(c.otherOrigin?.members ?? [])]) rememberSecret(m.password);
  rememberSecret(c.memberClient?.clientSecret);
  rememberSecret(c.otherOrigin?.memberClient?.clientSecret);
}
