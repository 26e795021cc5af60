// The CLI's door to the reference servers (fixtures/): the only harness module that imports them.
// Everything else reaches a target over HTTP only. Two engines: the harness's own reference
// (with faults) and the spec on node oidc-provider (fixtures/oidc-provider, no faults).
import { createServer, type ReferenceServer } from '../../fixtures/reference/server.ts';
import { loadFaults } from '../../fixtures/reference/faults/index.ts';
import type { OidcProviderTarget } from '../../fixtures/oidc-provider/server.ts';
import type { PlatformOptions } from '../../fixtures/reference/platform.ts';

export const ENGINES = ['reference', 'oidc-provider'] as const;
export type Engine = (typeof ENGINES)[number];

/** port: the first site's; the others' follow it (port + 1, …) */
export async function startReference(faults: string[] = [], port?: number, lifetimes?: DeclaredLifetimes): Promise<ReferenceServer> {
  const shortLived = lifetimes && shortLivedOf(lifetimes);
  return createServer({
    faults,
    ports: port === undefined ? undefined : [port, port + 1, port + 2],
    ...(shortLived ? { options: { shortLived } } : {}),
  });
}

interface DeclaredLifetimes {
  authorizationCode?: number;
  accessToken?: number;
  refreshToken?: number;
}

/** Lifetimes a config declares for the embedded reference: those of a short-lived client of it (a test deployment's). */
function shortLivedOf(l: DeclaredLifetimes): PlatformOptions['shortLived'] {
  const s = { codeTtl: l.authorizationCode, accessTokenTtl: l.accessToken, refreshTokenTtl: l.refreshToken };
  const given = Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined));
  return Object.keys(given).length ? given : undefined;
}

/** Loaded only when asked for: the engine warns on stderr at import (it prefers Node 22). */
export async function startOidcProvider(): Promise<OidcProviderTarget> {
  const { createOidcProviderTarget } = await import('../../fixtures/oidc-provider/server.ts');
  return createOidcProviderTarget();
}

export async function listFaults(): Promise<{ id: string; description: string; clauses: string[] }[]> {
  return (await loadFaults()).map(({ id, description, clauses }) => ({ id, description, clauses }));
}

/** What `reference --engine oidc-provider` prints: each site's origin, members (with passwords), clients and vendors. */
export function describeOidcProvider(target: OidcProviderTarget, out: (line: string) => void): void {
  out('Course-School on node oidc-provider (configured through its documented options)');
  for (const { id, name, origin, view } of target.sites) {
    out(`  site ${id} (${name}): ${origin}`);
    for (const m of view.members) out(`      member ${m.email}  password ${m.password}  roles ${m.roles.join(',')}`);
    for (const c of view.memberClients)
      out(`      member client ${c.clientId}  redirect ${c.redirectUris.join(' ')} (any port)  scopes ${c.scopes.join(' ')}`);
  }
  for (const v of target.sites[0]?.view.vendors ?? []) out(`  vendor integration "${v.clientName}" → client_id ${v.clientId}`);
  out(
    '  login: its own pages at /interaction/<uid>; the harness drives them with login.strategy "script" (fixtures/oidc-provider/login-script.ts)',
  );
}
