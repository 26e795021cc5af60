// Tokens a suite obtained are revoked (RFC 7009), so a run leaves no live grants: when the run ends,
// by the run's broker (lib/flows/run-once-broker.ts), or when the file ends in a run without one. Not
// at the file's end when there is a broker: a server may revoke a whole grant with one of its tokens
// (oidc-provider does, RFC 7009 §2.1 allows it), and the member's browser session, kept between
// drives, can tie the tokens of many files to one grant. Tokens of a flow shared by the whole run
// (lib/flows/run-once.ts) are collected apart and go to the broker the same way.
import { AsyncLocalStorage } from 'node:async_hooks';
import { target } from '../harness/context.ts';
import { revokeRequest } from '../oauth/requests.ts';
import type { FlowClient } from './clients.ts';
import { revokeAtRunEnd } from './run-once.ts';
import { uniqueTracked, type Tracked } from './tracked.ts';

const obtained: Tracked[] = [];
const collector = new AsyncLocalStorage<Tracked[]>();
/** tokens of flows shared by the run: a file that reads them never revokes them */
const runWide = new Set<string>();

export function track(tokens: { access_token: string; refresh_token?: string }, client: FlowClient): void {
  const into = collector.getStore();
  for (const token of [tokens.refresh_token, tokens.access_token]) {
    if (!token || (!into && runWide.has(token))) continue;
    if (into) runWide.add(token);
    (into ?? obtained).push({ token, clientId: client.clientId, clientSecret: client.clientSecret });
  }
}

/** Runs fn; the tokens it obtains go into `list` rather than this file's revocation list. */
export function collectTracked<T>(list: Tracked[], fn: () => Promise<T>): Promise<T> {
  return collector.run(list, fn);
}

/** Tokens another worker obtained for a flow shared by the run: never this file's to revoke. */
export function keepForRun(...tokens: (string | undefined)[]): void {
  for (const t of tokens) if (t) runWide.add(t);
}

export async function revokeObtained(): Promise<void> {
  const list = uniqueTracked(obtained.splice(0));
  if (!list.length || !target().endpoints.revocation) return;
  // a broker that cannot take them: revoked here and now rather than never
  if (await revokeAtRunEnd(list).catch(() => false)) return;
  await Promise.all(
    list.map(({ token, clientId, clientSecret }) =>
      revokeRequest(target(), { token, client_id: clientId, client_secret: clientSecret }).catch(() => undefined),
    ),
  );
}
