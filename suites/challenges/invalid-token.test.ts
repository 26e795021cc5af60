// A token the server never issued is refused at /account/graphql with 401 invalid_token, and the
// challenge points to the protected-resource metadata (RFC 6750 §3.1, RFC 9728 §5.1), there and at
// UserInfo (whose 401 code is the userinfo suite's to judge; /mcp's and the admin API's are in their suites).
// A real token with one character changed is refused at every resource alike (no lenient lookup).
import { check } from '../../lib/harness/check.ts';
import { once } from '../../lib/harness/once.ts';
import { alterAt } from '../../lib/oauth/alter.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { graphql } from '../../lib/resource/graphql.ts';
import { useToken } from '../../lib/flows/token-use.ts';
import { fail } from '../../lib/harness/failure.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { mcpInitialize } from '../../lib/flows/every-resource.ts';
import { describeRefusal, expectErrorCode, expectResourceMetadata, requireStatus } from '../../lib/resource/refusal.ts';

const QUERY = '{ viewer { id email } }';
// well-formed b64token values (RFC 6750 §2.1) that no server issued
const unknown = once('unknown token at /account/graphql', async () => graphql(`cs-unknown-${randomValue(24)}`, QUERY));
const atUserinfo = once('unknown token at UserInfo', async () => useToken('UserInfo', `cs-unknown-${randomValue(24)}`));
const malformed = once('malformed token at /account/graphql', async () => graphql('eyJhbGciOiJub25lIn0.e30.not-a-signature', QUERY));

check('errors/invalid_token', 'POST /account/graphql with an unknown Bearer token → 401, error="invalid_token"', async (t) => {
  expectErrorCode(await unknown(t), 401, 'invalid_token', 'a token the server never issued is invalid_token (HTTP 401)');
});

check(
  'errors/invalid_token',
  'POST /account/graphql with a malformed (unsigned JWT-shaped) Bearer token → 401, error="invalid_token"',
  async (t) => {
    expectErrorCode(await malformed(t), 401, 'invalid_token', 'a malformed token is invalid_token (HTTP 401)');
  },
);

check(
  'errors/www-authenticate',
  'the 401 for an unknown token at /account/graphql → Bearer challenge whose resource_metadata resolves to the protected-resource metadata',
  async (t) => {
    const res = await unknown(t);
    requireStatus(res, 401, 'errors/invalid_token');
    await expectResourceMetadata(res, 'a 401 invalid_token carries a resource_metadata pointer to the protected-resource metadata');
  },
);

check(
  'errors/www-authenticate',
  'the 401 for an unknown token at UserInfo → Bearer challenge whose resource_metadata resolves to the protected-resource metadata',
  async (t) => {
    const res = await atUserinfo(t);
    requireStatus(res, 401, 'errors/invalid_token');
    await expectResourceMetadata(
      res,
      'a 401 invalid_token carries a resource_metadata pointer to the protected-resource metadata (at UserInfo too)',
    );
  },
);

check(
  'errors/invalid_token',
  "the member's access token with one character in its middle changed, at /account/graphql, UserInfo and /mcp → 401 each, never served",
  async (t) => {
    const token = grantTokens(await sharedMemberGrant(t)).access_token;
    const altered = alterAt(token, Math.floor(token.length / 2));
    const answers = [
      { place: '/account/graphql', res: await graphql(altered, QUERY) },
      { place: 'UserInfo', res: await useToken('UserInfo', altered) },
      { place: '/mcp', res: await mcpInitialize(altered) },
    ];
    const wrong = answers.filter((a) => a.res.status !== 401);
    if (wrong.length)
      fail(
        'a token modified by anyone but the server is invalid (RFC 6749 §10.3): a copy of an issued token with one character changed is no token',
        'HTTP 401 (invalid_token) at each resource',
        wrong.map((a) => `${a.place}: ${describeRefusal(a.res)}`).join('; '),
      );
  },
  { grants: [sharedMemberGrant] },
);
