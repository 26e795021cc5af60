// For `npm run bench`: what a target on another machine costs. The oidc-provider fixture reached
// through proxies that hold every request 25 ms (scripts/bench-latency.ts), at the default remote
// rate limit (a loopback target has none by default): wall time, the exchanges the harness sent and
// per check, the longest chain of exchanges one after another, and the requests it sent more than
// once unchanged (same site, method, path, headers and body), the ones to look at for waste.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../lib/config/load.ts';
import { REMOTE_RATE_LIMIT } from '../lib/config/rate-limit.ts';
import { runHarness } from '../lib/run/run.ts';
import type { RunSummary } from '../lib/report/types.ts';
import { createOidcProviderTarget } from '../fixtures/oidc-provider/server.ts';
import { recordingRequests, type Recorded } from './bench-replay.ts';
import { delayingProxies, longestChain } from './bench-latency.ts';

export interface RemoteRow {
  delayMs: number;
  requestsPerSecond: number;
  wallMs: number;
  summary: RunSummary;
  /** the requests the harness sent (the browser's are told apart by their user agent) */
  requests: number;
  /** every exchange through the proxies, the browser's too */
  exchanges: number;
  chain: number;
  /** requests sent again unchanged: how many extra, and the most repeated ones */
  repeated: { extra: number; top: { what: string; times: number }[] };
}

export async function remoteEngine(delayMs: number): Promise<RemoteRow> {
  const proxies = delayingProxies(delayMs);
  const sent: Recorded[] = [];
  const target = await createOidcProviderTarget({ front: proxies.front, requestClass: (site) => recordingRequests(sent, site) });
  const started = performance.now();
  let summary: RunSummary;
  try {
    const defaults = { ...target.targetConfig(), rateLimit: { requestsPerSecond: REMOTE_RATE_LIMIT } };
    summary = await runHarness({
      config: loadConfig({ env: {}, defaults }),
      reportDir: mkdtempSync(join(tmpdir(), 'csc-bench-')),
      seed: 1,
    });
  } finally {
    await target.close();
    await proxies.close();
  }
  const wallMs = performance.now() - started;
  // the target's resource server asks its own introspection endpoint (fixtures/oidc-provider/bearer.ts): not the harness's
  const harness = sent.filter((r) => !new URLSearchParams(r.body.toString()).get('client_id')?.endsWith('-account-api'));
  return {
    delayMs,
    requestsPerSecond: REMOTE_RATE_LIMIT,
    wallMs,
    summary,
    requests: harness.length,
    exchanges: proxies.spans.length,
    chain: longestChain(proxies.spans),
    repeated: repeats(harness),
  };
}

function repeats(sent: Recorded[]): RemoteRow['repeated'] {
  const times = new Map<string, number>();
  for (const r of sent) {
    const key = JSON.stringify([r.site, r.method, r.path, Object.entries(r.headers).sort(), r.body.toString('base64')]);
    times.set(key, (times.get(key) ?? 0) + 1);
  }
  let extra = 0;
  for (const n of times.values()) extra += n - 1;
  const top = [...times]
    .filter(([, n]) => n > 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([key, n]) => {
      const [site, method, path] = JSON.parse(key) as [number, string, string];
      return { what: `site ${site} ${method} ${path.split('?')[0]}`, times: n };
    });
  return { extra, top };
}

/** Prints the row under `line`'s labels. */
export function printRemote(r: RemoteRow, line: (label: string, value: string) => void): void {
  const checks = r.summary.totals.total;
  line('  wall time', `${(r.wallMs / 1000).toFixed(1)} s (harness ${(r.summary.durationMs / 1000).toFixed(1)} s), ${checks} checks`);
  line(
    '  requests the harness sent',
    `${r.requests}, ${(r.requests / checks).toFixed(1)} per check; ${r.exchanges} exchanges with the browser's`,
  );
  line('  at the rate limit alone', `${(r.requests / r.requestsPerSecond).toFixed(0)} s of ${r.requestsPerSecond} requests per second`);
  line('  longest chain of exchanges', `${r.chain} one after another (${((r.chain * r.delayMs) / 1000).toFixed(1)} s of latency at least)`);
  line(
    '  sent again unchanged',
    `${r.repeated.extra}${r.repeated.top.length ? ': ' + r.repeated.top.map((t) => `${t.what} ×${t.times}`).join(', ') : ''}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const row = await remoteEngine(25);
  console.log('remote: the oidc-provider fixture behind 25 ms per request, at the default remote rate limit:');
  printRemote(row, (label, value) => console.log(`${label.padEnd(36)} ${value}`));
}
