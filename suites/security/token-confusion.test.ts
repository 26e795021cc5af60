// Token confusion and forged tokens at every resource (/account/graphql, /mcp, UserInfo): only an
// access token the server issued is served. The member's unredeemed code, ID token and refresh token,
// an unsigned JWT with the member's real claims, and an HS256 JWT keyed with the server's public key
// each get no member data. How the refusal looks (401 invalid_token) is errors/invalid_token's to judge.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { blocked } from '../../lib/harness/failure.ts';
import { hs256WithPublicKeys, material, tampered, unsecuredJwt } from './forged.ts';
import { expectNoneServed, presentEverywhere } from '../../lib/flows/present.ts';

async function expectRefusedEverywhere(t: CheckContext, tokens: { name: string; jwt: string }[], what: string): Promise<void> {
  const presented = await presentEverywhere(tokens.map((x) => ({ name: x.name, value: x.jwt })));
  await expectNoneServed(t, presented, what);
}

check(
  'security/resource/access-tokens-only',
  "the member's ID token as the Bearer token at each resource → refused, no member data",
  async (t) => {
    const { tokens } = await material(t);
    if (!tokens.id_token) t.skip('the code exchange gave no ID token (the target offers none for this client): nothing to present');
    await expectRefusedEverywhere(t, [{ name: 'the ID token', jwt: tokens.id_token! }], 'an ID token is not an access token');
  },
  { grants: [material] },
);

check(
  'security/resource/access-tokens-only',
  "the member's refresh token as the Bearer token at each resource → refused, no member data",
  async (t) => {
    const { tokens } = await material(t);
    if (!tokens.refresh_token) blocked('endpoints/token/returns-tokens', 'the code exchange gave no refresh_token');
    await expectRefusedEverywhere(
      t,
      [{ name: 'the refresh token', jwt: tokens.refresh_token! }],
      'a refresh token is never sent to resource servers',
    );
  },
  { grants: [material] },
);

check(
  'security/resource/access-tokens-only',
  "the member's authorization code, before it is redeemed, as the Bearer token at each resource → refused, no member data",
  async (t) => {
    const { codeAnswers } = await material(t);
    await expectNoneServed(t, codeAnswers, 'an authorization code is redeemed at the token endpoint, never taken as an access token');
  },
  { grants: [material] },
);

check(
  'security/resource/unsecured-jwt',
  'a JWT with "alg": "none" and the member’s real claims as the Bearer token at each resource → refused, no member data',
  async (t) => {
    const { claims } = await material(t);
    // "none" spelt otherwise too: a server that refuses the exact value may take "None" for it
    const unsigned = ['none', 'None', 'NONE'].map((alg) => ({ name: `an unsigned JWT ("alg": "${alg}")`, jwt: unsecuredJwt(claims, alg) }));
    await expectRefusedEverywhere(t, unsigned, 'an unsecured JWT is not a valid token');
  },
  { grants: [material] },
);

check(
  'security/resource/alg-confusion',
  'a JWT with the member’s claims signed HS256 with the server’s public key as the secret, at each resource → refused, no member data',
  async (t) => {
    const { claims, jwks } = await material(t);
    if (!jwks.length) t.skip('the target publishes no signing key (no jwks_uri): there is no public key to confuse');
    const forged = hs256WithPublicKeys(claims, jwks).map((f) => ({ name: `HS256 keyed with ${f.secret}`, jwt: f.jwt }));
    await expectRefusedEverywhere(t, forged, 'a public key is never an HMAC secret: each key is used with exactly one algorithm');
  },
  { grants: [material] },
);

check(
  'rfc6750/5.2/integrity',
  "the member's access token changed by its holder (a JWS: its payload, or one character of its signature; else one character) at each resource → refused, no member data",
  async (t) => {
    const { tokens } = await material(t);
    const changed = tampered(tokens.access_token).map((x) => ({ name: x.name, jwt: x.value }));
    await expectRefusedEverywhere(t, changed, 'the token integrity protection prevents the token from being modified');
  },
  { grants: [material] },
);
