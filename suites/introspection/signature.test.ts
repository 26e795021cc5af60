// RFC 7662 §4: if the token has been signed, the authorization server validates the signature. When
// the member's access token is a JWS, copies of it with the signature altered, and with the header
// saying alg "none" and no signature, are introspected: each must be inactive. An opaque token
// carries no signature the harness can alter: the check is skipped there.
import { decodeProtectedHeader } from 'jose';
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { introspect, introspection, requireIntrospection } from './introspection-flows.ts';

// introspection changes nothing: the run's shared grant's access token is introspected (altered copies of it)
const grant = async (t: CheckContext) => {
  const g = await sharedMemberGrant(t);
  return { g, tokens: grantTokens(g) };
};

/** The JWS header of a compact token, or undefined when it is not one. */
function jwsHeader(token: string): Record<string, unknown> | undefined {
  if (token.split('.').length !== 3) return undefined;
  try {
    return decodeProtectedHeader(token) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

check(
  'rfc7662/4/signature',
  "the member's access token, when a JWS: introspected with its signature altered, then with alg none and no signature → active: false each",
  async (t) => {
    requireIntrospection(true);
    const { g, tokens } = await grant(t);
    const token = tokens.access_token;
    const header = jwsHeader(token);
    if (!header || typeof header.alg !== 'string')
      return t.skip('the access token is not a JWS (an opaque token): it carries no signature to alter');
    const genuine = introspection(await introspect(g.rec.client, token), 'an active token is introspected');
    if (genuine.active !== true) blocked('authentication/8/introspection', 'the member access token itself is not active at introspection');
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const copies: [string, string][] = [
      ['signature altered', `${head}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`],
      ['alg none, no signature', `${Buffer.from(JSON.stringify({ ...header, alg: 'none' })).toString('base64url')}.${payload}.`],
    ];
    const active: string[] = [];
    for (const [what, copy] of copies) {
      const body = introspection(await introspect(g.rec.client, copy), `a token whose ${what} is introspected`);
      if (body.active !== false) active.push(`${what}: "active": ${show(body.active)}`);
    }
    if (active.length)
      fail(
        "the authorization server validates a signed token's signature (RFC 7662 §4)",
        '"active": false for each altered copy',
        active.join('; '),
      );
  },
  { grants: [sharedMemberGrant] },
);
