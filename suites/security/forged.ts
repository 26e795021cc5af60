// What the token-confusion checks present as Bearer tokens at each resource, and how each answers:
// the member's own ID and refresh tokens, and JWTs forged from the member's real claims (unsigned, or
// HS256 keyed with the server's public signing key). Nothing here is sent anywhere but the target.
import { createHmac, createPublicKey } from 'node:crypto';
import { fetchDocument } from '../../lib/target/fetch-document.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { rememberSecret } from '../../lib/http/mask.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { issuer } from '../../lib/flows/outcome.ts';
import { useToken } from '../../lib/flows/token-use.ts';
import { grant, grantTokens } from '../../lib/flows/tokens.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { graphql } from '../../lib/resource/graphql.ts';
import { describeAttempt, mcpAttempt } from '../../lib/resource/mcp.ts';
import { MEMBER_SHAPE, fileGrant } from '../../lib/flows/plan.ts';

export type Resource = 'UserInfo' | '/account/graphql' | '/mcp';

export interface Answer {
  status?: number;
  /** the resource served the member's data: UserInfo a 2xx, /account/graphql a viewer, /mcp a tool the anonymous session lacks */
  served: boolean;
  text: string;
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

export async function present(where: Resource, token: string): Promise<Answer> {
  if (where === '/mcp') {
    const a = await mcpAttempt(token);
    await a.close();
    const extra = a.error ? [] : a.tools.map((x) => x.name).filter((n) => !anonymousTools().includes(n));
    return {
      status: a.error ? a.responses.find((r) => r.status >= 400)?.status : 200,
      served: extra.length > 0,
      text: a.error
        ? describeAttempt(a)
        : extra.length
          ? `served: ${extra.join(', ')}, which an anonymous session is not offered`
          : `served the anonymous session (${a.tools.length} tool(s))`,
    };
  }
  if (where === 'UserInfo') {
    const res = await useToken('UserInfo', token);
    return { status: res.status, served: res.status >= 200 && res.status < 300, text: describeResponse(res) };
  }
  const res = await graphql(token, '{ viewer { id email } }');
  const viewer = (res.json() as { data?: { viewer?: unknown } } | undefined)?.data?.viewer;
  return { status: res.status, served: res.status >= 200 && res.status < 300 && !!viewer, text: describeResponse(res) };
}

let anonymous: string[] | undefined;
const anonymousTools = () => anonymous ?? [];

/** The tools /mcp lists with no token at all: what a forged token may be offered without being accepted. */
export async function loadAnonymousTools(): Promise<void> {
  if (anonymous) return;
  const a = await mcpAttempt();
  await a.close();
  anonymous = a.error ? [] : a.tools.map((x) => x.name);
}

/** The resources of this target (UserInfo only when it has that endpoint). */
export const resources = (): Resource[] => [...(target().endpoints.userinfo ? ['UserInfo' as const] : []), '/account/graphql', '/mcp'];

/** A token never issued is refused with 401 at each resource, or the check is blocked (errors/invalid_token reports it). */
export const controls = once('a never-issued token at each resource', async () => {
  await loadAnonymousTools();
  const out: [Resource, Answer][] = [];
  for (const where of resources()) out.push([where, await present(where, `cs-unknown-${randomValue(24)}`)]);
  return out;
});

export function requireControls(answers: [Resource, Answer][]): void {
  const wrong = answers.filter(([, a]) => a.status !== 401);
  if (wrong.length)
    blocked(
      'errors/invalid_token',
      `a never-issued token is not refused with 401 at ${wrong.map(([w, a]) => `${w} (${a.text})`).join(', ')}`,
    );
}

export const material = fileGrant(
  'the member’s tokens, claims and the signing key',
  MEMBER_SHAPE,
  'its refresh and ID tokens are presented where an access token belongs',
  async () => {
    const client = memberClient();
    const g = await grant({ client, member: member(), label: 'token-confusion' });
    const tokens = grantTokens(g);
    const fromId = tokens.id_token
      ? (JSON.parse(Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>)
      : undefined;
    const fromUserinfo =
      !fromId && target().endpoints.userinfo
        ? ((await useToken('UserInfo', tokens.access_token)).json() as Record<string, unknown>)
        : undefined;
    const real = fromId ?? fromUserinfo;
    if (!real || typeof real.sub !== 'string')
      blocked('resources/claims/userinfo', 'neither an ID token nor UserInfo gave the member’s claims');
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      ...real,
      iss: issuer(),
      aud: [target().resource ?? target().origin, client.clientId],
      client_id: client.clientId,
      scope: tokens.scope ?? client.scopes.join(' '),
      iat: now,
      exp: now + 600,
      jti: randomValue(12),
    };
    const jwksUri = target().metadata.authorizationServer?.jwks_uri ?? target().metadata.openidConfiguration?.jwks_uri;
    // a key set on another origin is never fetched (the harness talks to the target's origin only)
    const here = !!jwksUri && URL.canParse(jwksUri) && new URL(jwksUri).origin === target().origin;
    const keys = here ? (await fetchDocument(jwksUri)).json?.keys : undefined;
    const jwks = Array.isArray(keys) ? (keys.filter((k) => k && typeof k === 'object') as Record<string, unknown>[]) : [];
    return { tokens, claims, jwks };
  },
);

export function unsecuredJwt(claims: Record<string, unknown>): string {
  const jwt = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
  rememberSecret(jwt);
  return jwt;
}

/** HS256 JWTs keyed with each public key: its JWK as published (JSON), and its SPKI PEM. */
export function hs256WithPublicKeys(claims: Record<string, unknown>, jwks: Record<string, unknown>[]): { secret: string; jwt: string }[] {
  const out: { secret: string; jwt: string }[] = [];
  for (const jwk of jwks) {
    const secrets: [string, string][] = [[`the JWK ${String(jwk.kid ?? '')} as published`, JSON.stringify(jwk)]];
    try {
      const pem = createPublicKey({ key: jwk as never, format: 'jwk' })
        .export({ type: 'spki', format: 'pem' })
        .toString();
      secrets.push([`the SPKI PEM of ${String(jwk.kid ?? '')}`, pem]);
    } catch {
      // a key node cannot read: its JSON is still a secret a confused server might use
    }
    for (const [name, secret] of secrets) {
      const input = `${b64({ alg: 'HS256', typ: 'JWT', ...(jwk.kid ? { kid: jwk.kid } : {}) })}.${b64(claims)}`;
      const jwt = `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
      rememberSecret(jwt);
      out.push({ secret: name, jwt });
    }
  }
  return out;
}
