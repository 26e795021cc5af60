// The identity-vendor agent_auth extension (autonomous identity assertion, service authentication,
// anonymous claim ceremony) is not supported, in any of the ways a server could still offer it:
// - no discovery document advertises it: no key or value naming agent_auth, its registration or
//   claim URIs, or its identity-assertion token type;
// - no claim ceremony answers at its well-known paths (nothing there hands out a claim or a credential);
// - the token endpoint grants nothing for its grant types (the claim grant, an identity assertion).
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, show, blocked } from '../../lib/harness/failure.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { http } from '../../lib/http/client.ts';
import { fetchWellKnown, type DocumentKind } from '../../lib/discovery/documents.ts';
import { memberClient } from '../../lib/flows/clients.ts';
import { expectRefused } from '../../lib/oauth/oauth-error.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { tokenRequest } from '../../lib/oauth/requests.ts';
import { WELL_KNOWN } from '../../lib/target/well-known.ts';

const DOCUMENTS: DocumentKind[] = ['protectedResource', 'authorizationServer', 'openidConfiguration'];
/** what the extension puts in metadata: its object, its URIs, its grant and token types */
const NAMES = /agent[_-]?auth|register_uri|claim_uri|identity_types_supported|token-type:id-jag|grant-type:claim/i;
/** where the extension's registration and claim ceremony live (workos/auth.md's sample service and its revisions) */
const CEREMONY_PATHS = ['/agent/auth', '/agent/auth/claim', '/agent/identity', '/agent/identity/claim'];
/** what a ceremony hands out */
const CREDENTIALS = ['claim_token', 'user_code', 'identity_assertion', 'access_token', 'verification_uri'];

/** Every key path and string value under `value` that names the extension. */
function mentions(value: unknown, path: string, out: string[]): string[] {
  if (typeof value === 'string') {
    if (NAMES.test(value)) out.push(`${path} = ${show(value, 120)}`);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => mentions(v, `${path}[${i}]`, out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (NAMES.test(k)) out.push(`${path}.${k} (key)`);
      mentions(v, `${path}.${k}`, out);
    }
  }
  return out;
}

const WHAT = 'the agent_auth extension is not supported';

check(
  'authentication/3/no-agent-auth',
  'GET the protected-resource, authorization-server and OpenID metadata → none advertises agent_auth, its URIs, grant or token types',
  async () => {
    const found: string[] = [];
    let served = 0;
    for (const kind of DOCUMENTS) {
      const doc = await fetchWellKnown(kind);
      if (doc.response.status !== 200 || !doc.json) continue;
      served++;
      mentions(doc.json, WELL_KNOWN[kind], found);
    }
    if (!served) blocked('endpoints/discovery/authorization-server', 'no discovery document was served');
    if (found.length)
      fail(WHAT, 'no key or value naming agent_auth, register_uri, claim_uri or its grant and token types', found.join('; '));
  },
);

check(
  'authentication/3/no-agent-auth',
  `POST an anonymous registration and a claim to ${CEREMONY_PATHS.join(', ')} → nothing answers with a claim or a credential`,
  async () => {
    const handed: string[] = [];
    for (const path of CEREMONY_PATHS) {
      const res = await http({ url: target().origin + path, json: { type: 'anonymous', claim_token: `cs-${randomValue(16)}` } });
      const body = res.json() as Record<string, unknown> | undefined;
      const given = body && typeof body === 'object' ? CREDENTIALS.filter((k) => k in body) : [];
      if (res.status < 300 && given.length) handed.push(`${path}: ${describeResponse(res)}`);
    }
    if (handed.length) fail(WHAT, 'there is no claim step: no answer carrying a claim_token, user_code or credential', handed.join('; '));
  },
);

const grants: [string, () => Record<string, string | undefined>][] = [
  [
    'the claim-ceremony grant urn:workos:agent-auth:grant-type:claim',
    () => ({ grant_type: 'urn:workos:agent-auth:grant-type:claim', claim_token: `cs-${randomValue(16)}` }),
  ],
  [
    'an identity assertion (urn:ietf:params:oauth:grant-type:jwt-bearer, an unsigned ID-JAG)',
    () => ({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: unsignedAssertion() }),
  ],
];

for (const [what, form] of grants) {
  check('authentication/3/no-agent-auth', `token request with ${what} → refused, no token`, async () => {
    const c = memberClient();
    const res = await tokenRequest(target(), { ...form(), client_id: c.clientId, client_secret: c.clientSecret });
    expectRefused(res, `${WHAT}: its grants give no token`);
  });
}

/** An ID-JAG-shaped assertion for this origin, signed by nobody (alg none). */
function unsignedAssertion(): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: 'https://agent-provider.cs-conformance.invalid',
    sub: `agent-${randomValue(6)}`,
    aud: target().origin,
    iat: now,
    exp: now + 300,
  };
  return `${part({ alg: 'none', typ: 'oauth-id-jag+jwt' })}.${part(claims)}.`;
}
