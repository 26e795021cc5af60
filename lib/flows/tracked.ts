// A token the harness obtained, to revoke when the run no longer needs it (lib/flows/revoke-later.ts).
// Apart from revoke-later.ts, which pulls in vitest (through run-once.ts): the run's broker imports
// this in the service process.

export interface Tracked {
  token: string;
  clientId: string;
  clientSecret?: string;
}

/**
 * Each (token, client id, secret) once: a flow can track one token response again, and a refresh
 * that keeps its refresh token tracks it again. A repeat only costs the rate-limited target a
 * request (RFC 7009 §2.2: a token already revoked gets 200, its purpose achieved). The credentials
 * stay in the key: a request with other ones may be the one the server accepts (§2.1).
 */
export function uniqueTracked(list: readonly Tracked[]): Tracked[] {
  const seen = new Map<string, Tracked>();
  for (const t of list) {
    const key = JSON.stringify([t.token, t.clientId, t.clientSecret]);
    if (!seen.has(key)) seen.set(key, t);
  }
  return [...seen.values()];
}
