// UserInfo returns sub, email, name, org_id, roles ("UserInfo and ID-token claims"): GET UserInfo
// → a JSON object with each of them. The spec shows no formats: sub, email and name are strings,
// org_id is present, roles an array or a string. Which access token UserInfo takes the spec leaves
// open: the member's origin-bound token, or else an identity token obtained without resource (with
// it where the server requires it: lib/flows/userinfo.ts); the member token working there is a
// SHOULD-level check of its own.
import { check } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail, show, blocked } from '../../lib/harness/failure.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { useToken } from '../../lib/flows/token-use.ts';
import { userinfoFor } from '../../lib/flows/userinfo.ts';
import { identityGrant } from '../../lib/flows/userinfo.ts';

const granted = sharedMemberGrant;

const present = (v: unknown) => v !== undefined && v !== null;
const CLAIMS: [string, string, (v: unknown) => boolean][] = [
  ['sub', 'a string', (v) => typeof v === 'string'],
  ['email', 'a string', (v) => typeof v === 'string'],
  ['name', 'a string', (v) => typeof v === 'string'],
  ['org_id', 'present (not null)', present],
  ['roles', 'an array or a string', (v) => Array.isArray(v) || typeof v === 'string'],
];

check(
  'resources/claims/userinfo',
  "GET UserInfo with the member's access token → JSON with sub, email, name, org_id, roles",
  async (t) => {
    const tokens = grantTokens(await granted(t));
    const { res, memberTokenRefused } = await userinfoFor(tokens.access_token);
    if (memberTokenRefused && res.status === 200) {
      t.note(
        `UserInfo refused the origin-bound member token (HTTP ${memberTokenRefused.status}); the claims come from an identity token of the member client (identity scopes only)`,
      );
    }
    if (res.status !== 200) {
      const graphql = await useToken('/account/graphql', tokens.access_token);
      if (graphql.status !== 200) {
        blocked(
          'authentication/8/bound-to-origin',
          `the fresh member token is refused at UserInfo (HTTP ${res.status}) and /account/graphql (HTTP ${graphql.status})`,
        );
      }
      fail(
        "UserInfo returns the member's claims",
        'HTTP 200 with the claims (the same token is accepted at /account/graphql)',
        memberTokenRefused
          ? `the member token: HTTP ${memberTokenRefused.status}; the member client's identity token: ${describeResponse(res)}`
          : describeResponse(res),
      );
    }
    const body = res.json();
    if (!body || typeof body !== 'object' || Array.isArray(body))
      fail("UserInfo returns the member's claims", 'a JSON object', describeResponse(res));
    const claims = body as Record<string, unknown>;
    const wrong = CLAIMS.filter(([name, , ok]) => !ok(claims[name]));
    if (wrong.length) {
      fail(
        'UserInfo returns sub, email, name, org_id and roles',
        CLAIMS.map(([n, what]) => `${n}: ${what}`).join('; '),
        wrong.map(([n]) => `${n}: ${show(claims[n])}`).join('; '),
      );
    }
  },
  { grants: [granted, identityGrant] },
);

check(
  'resources/claims/userinfo-member-token',
  "GET UserInfo with the member's origin-bound access token → served (not only a token obtained without resource)",
  async (t) => {
    const tokens = grantTokens(await granted(t));
    const res = await useToken('UserInfo', tokens.access_token);
    if (res.status === 200) return;
    const graphql = await useToken('/account/graphql', tokens.access_token);
    if (graphql.status !== 200) {
      blocked('authentication/8/bound-to-origin', `the member token is refused at /account/graphql too (HTTP ${graphql.status})`);
    }
    fail(
      'a client holding the member token can ask UserInfo with it',
      'HTTP 200 at UserInfo for the token /account/graphql serves',
      describeResponse(res),
    );
  },
  { grants: [granted] },
);
