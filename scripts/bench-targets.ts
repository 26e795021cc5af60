// For `npm run bench`: the rows beyond the default run. A foreign engine (the oidc-provider
// fixture) run in full, over a plain undici replay of its exchanges; and the embedded reference
// behind proxies that add latency to every request, with the critical path that latency exposes.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../lib/config/load.ts';
import { runHarness } from '../lib/run/run.ts';
import type { RunSummary } from '../lib/report/types.ts';
import { createOidcProviderTarget } from '../fixtures/oidc-provider/server.ts';
import { createServer } from '../fixtures/reference/server.ts';
import { recordingRequests, replay, type Recorded } from './bench-replay.ts';
import { delayingProxies, longestChain } from './bench-latency.ts';

const reportDir = () => mkdtempSync(join(tmpdir(), 'csc-bench-'));

export interface ForeignRow {
  wallMs: number;
  summary: RunSummary;
  requests: number;
  replayMs: number;
  replayLanesMs: number;
}

/** A full default run against the oidc-provider fixture (login script calibrated), and a replay of its exchanges. */
export async function foreignEngine(lanes: number): Promise<ForeignRow> {
  const all: Recorded[] = [];
  const target = await createOidcProviderTarget({ requestClass: (site) => recordingRequests(all, site) });
  const started = performance.now();
  let summary: RunSummary;
  try {
    summary = await runHarness({ config: loadConfig({ env: {}, defaults: target.targetConfig() }), reportDir: reportDir(), seed: 1 });
  } finally {
    await target.close();
  }
  const wallMs = performance.now() - started;
  // the target's resource server asks its own introspection endpoint (fixtures/oidc-provider/bearer.ts): not the harness's
  const recorded = all.filter((r) => !new URLSearchParams(r.body.toString()).get('client_id')?.endsWith('-account-api'));
  const fresh = await createOidcProviderTarget();
  try {
    const replayMs = await replay(recorded, fresh, 1);
    const replayLanesMs = await replay(recorded, fresh, lanes);
    return { wallMs, summary, requests: recorded.length, replayMs, replayLanesMs };
  } finally {
    await fresh.close();
  }
}

export interface LatencyRow {
  delayMs: number;
  wallMs: number;
  exchanges: number;
  /** the longest chain of exchanges that ran one after another */
  chain: number;
  summary: RunSummary;
}

/** A full default run against the embedded reference reached through proxies that hold every request `delayMs`. */
export async function withLatency(delayMs: number): Promise<LatencyRow> {
  const proxies = delayingProxies(delayMs);
  const server = await createServer({ front: proxies.front });
  const started = performance.now();
  let summary: RunSummary;
  try {
    const config = loadConfig({ env: {}, defaults: server.targetConfig() });
    summary = await runHarness({ config, reportDir: reportDir(), seed: 1, embeddedReference: true });
  } finally {
    await server.close();
    await proxies.close();
  }
  const wallMs = performance.now() - started;
  return { delayMs, wallMs, exchanges: proxies.spans.length, chain: longestChain(proxies.spans), summary };
}
