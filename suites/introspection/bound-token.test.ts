// Binding is reported through token introspection (Authentication 8, RFC 7662 §2.2): a member token
// that works at this origin is active with `aud` naming the origin; once revoked, it is inactive,
// and an inactive token's answer holds nothing but that.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, show, blocked } from '../../lib/harness/failure.ts';
import { sameOrigin } from '../../lib/target/well-known.ts';
import { acceptingPlaces, useToken } from '../../lib/flows/token-use.ts';
import { memberFileGrant, revokeAs } from '../../lib/flows/revoke-flow.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { introspect, introspection, requireIntrospection } from './introspection-flows.ts';

const scenario = memberFileGrant('introspection', 'its access token is revoked', async (g, tokens) => {
  const places = await acceptingPlaces(tokens.access_token);
  const active = await introspect(g.rec.client, tokens.access_token);
  const revocation = await revokeAs(g.rec.client, tokens.access_token);
  const after = [];
  for (const place of places) after.push({ place, status: (await useToken(place, tokens.access_token)).status });
  return { g, active, revocation, after, revoked: await introspect(g.rec.client, tokens.access_token) };
});

check(
  'authentication/8/introspection',
  'introspect a member access token that works at this origin → active: true, aud naming the origin',
  async (t) => {
    requireIntrospection();
    const body = introspection((await scenario(t)).active, 'an active token is introspected');
    const origin = target().origin;
    const aud = body.aud;
    const names = Array.isArray(aud) ? aud.some((a) => sameOrigin(a, origin)) : sameOrigin(aud, origin);
    if (body.active !== true || !names) {
      fail(
        'introspection reports the origin the token is bound to',
        `"active": true and "aud" ${show(origin)} (a string, or an array containing it; one trailing slash allowed)`,
        `"active": ${show(body.active)}, "aud": ${show(aud)}`,
      );
    }
  },
  { grants: [scenario] },
);

check(
  'authentication/8/introspection',
  'introspect the member access token after it was revoked → active: false',
  async (t) => {
    requireIntrospection();
    const { revocation, after, revoked } = await scenario(t);
    const working = after.filter((a) => a.status !== 401);
    if (working.length) {
      blocked(
        'authentication/11/revoke-access',
        `the revoked token still works (revocation HTTP ${revocation.status}; ${working.map((a) => `${a.place} HTTP ${a.status}`).join(', ')})`,
      );
    }
    const body = introspection(revoked, 'a revoked token is introspected');
    if (body.active !== false) fail('a revoked token is reported inactive', '"active": false', `"active": ${show(body.active)}`);
  },
  { grants: [scenario] },
);

// RFC 7662 §2.2, §4: an inactive token's answer says only that it is inactive, not why or whose.
check(
  'rfc7662/2.2/inactive-no-details',
  'introspect a never-issued token, and the member access token after it was revoked → {"active": false} and no other member',
  async (t) => {
    requireIntrospection(true);
    const { g, revoked } = await scenario(t);
    const answers = [
      {
        what: 'a never-issued token',
        body: introspection(await introspect(g.rec.client, randomValue(32)), 'an unknown token is introspected'),
      },
      { what: 'the revoked access token', body: introspection(revoked, 'a revoked token is introspected') },
    ];
    const talkative = answers.filter((a) => a.body.active === false && Object.keys(a.body).some((k) => k !== 'active'));
    if (talkative.length) {
      fail(
        'the answer for an inactive token carries no additional information (RFC 7662 §2.2: SHOULD NOT include any, including why the token is inactive)',
        'a JSON object whose only member is "active": false',
        talkative
          .map(
            (a) =>
              `${a.what}: members ${Object.keys(a.body)
                .map((k) => show(k))
                .join(', ')}`,
          )
          .join('; '),
      );
    }
  },
  { grants: [scenario] },
);
