// RFC 7662 §2.1, §4: the introspection endpoint answers only a caller it can identify (client
// authentication or a token of its own), so nobody can scan for live tokens. Asked about the member's
// live access token with no client_id (and with a made-up one), a server refuses (400/401), or answers
// {"active": false}, which discloses nothing; never "active": true or the token's data.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { once } from '../../lib/harness/once.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail } from '../../lib/harness/failure.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { introspectRequest } from '../../lib/oauth/requests.ts';
import { requireIntrospection } from './introspection-flows.ts';

// the run's shared member token: introspection only reads it
const live = once('the member access token', async () => grantTokens(await sharedMemberGrant()).access_token);

/** What the answer gives away about the token: active, or any member beside "active". */
function disclosed(body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const b = body as Record<string, unknown>;
  return [
    ...(b.active === true ? ['"active": true'] : []),
    ...Object.keys(b).filter((k) => k !== 'active' && k !== 'error' && k !== 'error_description'),
  ];
}

check(
  'rfc7662/2.1/requires-authorization',
  'introspect the member access token with no client_id, then with a made-up client_id (no credentials) → refused, or "active": false, never the token',
  async (t) => {
    requireIntrospection(true);
    const token = await live(t);
    const callers = [
      { who: 'no client_id and no credentials', params: { token } },
      { who: 'a made-up client_id', params: { token, client_id: `cs-conformance-${randomValue(8)}` } },
    ];
    for (const { who, params } of callers) {
      const res = await introspectRequest(target(), params);
      const told = res.status === 200 ? disclosed(res.json()) : [];
      if (res.status < 400 && (res.status !== 200 || told.length)) {
        fail(
          `the introspection endpoint requires some form of authorization (RFC 7662 §2.1): a caller with ${who} learns nothing about the token`,
          'HTTP 400 or 401 (e.g. invalid_client), or HTTP 200 {"active": false}',
          res.status === 200 ? `HTTP 200 disclosing ${told.join(', ')}` : describeResponse(res),
        );
      }
    }
  },
  { grants: [sharedMemberGrant] },
);
