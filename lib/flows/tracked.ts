// A token the harness obtained, to revoke when the run no longer needs it (lib/flows/revoke-later.ts).
// Plain data: the run's broker (lib/flows/run-once-broker.ts) revokes them outside a vitest worker.

export interface Tracked {
  token: string;
  clientId: string;
  clientSecret?: string;
}

/**
 * Each token once for its client: many files can hold the same token of a shared grant, and a token
 * revoked is revoked (RFC 7009 §2.2: a second request changes nothing, and costs a request to a
 * rate-limited target).
 */
export function uniqueTracked(list: readonly Tracked[]): Tracked[] {
  const seen = new Map<string, Tracked>();
  for (const t of list) seen.set(JSON.stringify([t.token, t.clientId, t.clientSecret ?? null]), t);
  return [...seen.values()];
}
