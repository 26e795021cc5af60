// What the token-confusion checks present as Bearer tokens at each resource (present.ts): the member's
// own code (before it is redeemed), ID and refresh tokens, and JWTs forged from the member's real
// claims (unsigned, or HS256 keyed with the server's public signing key). Nothing here is sent anywhere
// but the target.
import { createHmac, createPublicKey } from 'node:crypto';
import { fetchShared } from '../../lib/discovery/documents.ts';
import { target } from '../../lib/harness/context.ts';
import { blocked } from '../../lib/harness/failure.ts';
import { rememberSecret } from '../../lib/http/mask.ts';
import { authorize } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { issuer } from '../../lib/flows/outcome.ts';
import { useToken } from '../../lib/flows/token-use.ts';
import { grantTokens, redeem, requireCode } from '../../lib/flows/tokens.ts';
import { alterAt } from '../../lib/oauth/alter.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { MEMBER_SHAPE, fileGrant } from '../../lib/flows/plan.ts';
import { presentEverywhere } from '../../lib/flows/present.ts';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

export const material = fileGrant(
  'the member’s tokens, claims and the signing key',
  MEMBER_SHAPE,
  'its code (before it is redeemed), refresh and ID tokens are presented where an access token belongs',
  async () => {
    const client = memberClient();
    // the code, unredeemed, at each resource first: a stolen code is not an access token either
    const rec = await authorize({ client, member: member(), label: 'token-confusion' });
    const codeAnswers = await presentEverywhere([{ name: 'the unredeemed authorization code', value: requireCode(rec) }]);
    const tokens = grantTokens({ rec, response: await redeem(rec) });
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
    const keys = here ? (await fetchShared(jwksUri)).json?.keys : undefined;
    const jwks = Array.isArray(keys) ? (keys.filter((k) => k && typeof k === 'object') as Record<string, unknown>[]) : [];
    return { tokens, claims, jwks, codeAnswers };
  },
);

export function unsecuredJwt(claims: Record<string, unknown>, alg = 'none'): string {
  const jwt = `${b64({ alg, typ: 'JWT' })}.${b64(claims)}.`;
  rememberSecret(jwt);
  return jwt;
}

/**
 * A token the server issued, changed by its holder: a JWS with its payload changed (exp an hour
 * later) or one character of its signature changed; any other token with one character changed.
 */
export function tampered(token: string): { name: string; value: string }[] {
  const parts = token.split('.');
  let payload: Record<string, unknown> | undefined;
  try {
    payload =
      parts.length === 3 ? (JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Record<string, unknown>) : undefined;
  } catch {
    payload = undefined;
  }
  const out =
    payload && parts[2]!.length > 8
      ? [
          {
            name: 'the access token with its payload changed (exp an hour later), its signature kept',
            value: `${parts[0]}.${b64({ ...payload, exp: (typeof payload.exp === 'number' ? payload.exp : Math.floor(Date.now() / 1000)) + 3600 })}.${parts[2]}`,
          },
          {
            name: 'the access token with one character of its signature changed',
            value: `${parts[0]}.${parts[1]}.${alterAt(parts[2]!, 4)}`,
          },
        ]
      : [{ name: 'the access token with one character changed', value: alterAt(token, Math.floor(token.length / 2)) }];
  for (const t of out) rememberSecret(t.value);
  return out;
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
