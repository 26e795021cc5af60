// Protected endpoints take `Authorization: Bearer <ACCESS_TOKEN>` (Authentication 10, RFC 6750 §2.1):
// the scheme name is case-insensitive (RFC 9110 §11.1), and another scheme is no bearer token.
// Probed at UserInfo and /account/graphql, wherever the token is accepted as `Bearer <token>`.
import { check } from '../../lib/harness/check.ts';
import { once } from '../../lib/harness/once.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail } from '../../lib/harness/failure.ts';
import { acceptingPlaces, useToken } from '../../lib/flows/token-use.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';

// the run's shared member token: these checks only present it (other schemes are no bearer token)
const token = once('a member token accepted as "Bearer <token>"', async () => {
  const tokens = grantTokens(await sharedMemberGrant());
  return { token: tokens.access_token, places: await acceptingPlaces(tokens.access_token) };
});

async function sendAs(t: Parameters<typeof token>[0], scheme: string) {
  const { token: value, places } = await token(t);
  const answers = [];
  for (const place of places) answers.push({ place, res: await useToken(place, value, scheme) });
  return answers;
}

check(
  'authentication/10/bearer',
  'the member\'s token as "bearer <token>" (lower-case scheme) → accepted (HTTP 200)',
  async (t) => {
    const refused = (await sendAs(t, 'bearer')).filter((a) => a.res.status !== 200);
    if (refused.length) {
      fail(
        'the Bearer scheme name is case-insensitive (RFC 9110 §11.1)',
        'HTTP 200, as with "Bearer <token>"',
        refused.map((a) => `${a.place}: ${describeResponse(a.res)}`).join('; '),
      );
    }
  },
  { grants: [sharedMemberGrant] },
);

check(
  'authentication/10/bearer',
  'the member\'s token as "Token <token>" (another scheme) → refused (401, or 400)',
  async (t) => {
    const accepted = (await sendAs(t, 'Token')).filter((a) => a.res.status !== 401 && a.res.status !== 400);
    if (accepted.length) {
      fail(
        'protected endpoints take the token only as "Bearer <token>"',
        'HTTP 401 (or 400 invalid_request, RFC 6750 §3.1)',
        accepted.map((a) => `${a.place}: ${describeResponse(a.res)}`).join('; '),
      );
    }
  },
  { grants: [sharedMemberGrant] },
);
