// Credentials that cannot be guessed or read (RFC 6749 §10.10, RFC 7636 §4.4): every code and token
// the harness is given (by the code exchange and by the refresh grant) and a registered client's
// secret hold at least 128 bits, judged from length and alphabet (an upper bound: a long counter would
// pass, a short value cannot), and no two alike; a signed JWT is judged by its signature, not its
// length. The code carries the PKCE challenge in no form another party can extract (plain, base64url,
// hexadecimal).
import { decodeProtectedHeader } from 'jose';
import { check } from '../../lib/harness/check.ts';
import { fail } from '../../lib/harness/failure.ts';
import { callbackParam } from '../../lib/flows/authorize.ts';
import { freshCode } from '../../lib/flows/token-checks.ts';
import { fileGrant, OWN_MEMBER_SHAPE } from '../../lib/flows/plan.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { registerLoopbackClient } from '../../lib/flows/clients.ts';
import { target } from '../../lib/harness/context.ts';
import { tokenRequest } from '../../lib/oauth/requests.ts';

const issued = fileGrant(
  'two fresh codes, one exchanged and its tokens refreshed',
  OWN_MEMBER_SHAPE,
  'one of its two codes is redeemed, and its refresh token used',
  async () => {
    const a = await freshCode('guessing-a');
    const b = await freshCode('guessing-b');
    const tokens = tokensOf(await redeem(a), a);
    const refresh = tokens?.refresh_token
      ? await tokenRequest(target(), {
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
          client_id: a.client.clientId,
          client_secret: a.client.clientSecret,
          resource: a.resource,
        })
      : undefined;
    const refreshed = refresh && tokensOf(refresh, a);
    // a confidential client's secret is a credential the server generates too
    const secret = (await registerLoopbackClient({ token_endpoint_auth_method: 'client_secret_post' })).clientSecret;
    return { codes: [a, b], tokens, refreshed, secret };
  },
  2,
);

const isJws = (v: string) => {
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(v)) return false;
  try {
    return typeof decodeProtectedHeader(v).alg === 'string';
  } catch {
    return false;
  }
};

/** The most bits a value of this length and alphabet can hold. */
function bits(v: string): number {
  const size = /^[0-9]+$/.test(v) ? 10 : /^[0-9a-f]+$/i.test(v) ? 16 : /^[A-Za-z0-9]+$/.test(v) ? 62 : /^[\w-]+$/.test(v) ? 64 : 95;
  return Math.floor(v.length * Math.log2(size));
}

check(
  'rfc6749/10.10/guess-probability',
  'two fresh codes and the tokens of one → each holds at least 128 bits (length and alphabet), no two alike',
  async (t) => {
    const { codes, tokens, refreshed, secret } = await issued(t);
    const values: [string, string][] = codes.map((rec, i) => [`code ${i + 1}`, callbackParam(rec, 'code')!]);
    for (const k of ['access_token', 'refresh_token'] as const) if (tokens?.[k]) values.push([k, tokens[k]!]);
    for (const k of ['access_token', 'refresh_token'] as const)
      if (refreshed?.[k] && refreshed[k] !== tokens?.[k]) values.push([`the refresh grant's ${k}`, refreshed[k]!]);
    if (secret) values.push(['a registered client’s client_secret', secret]);
    else t.note('the registration gave the client_secret_post client no client_secret: no secret to judge');
    const short = values
      .filter(([, v]) => !isJws(v) && bits(v) < 128)
      .map(([name, v]) => `${name}: ${v.length} characters, at most ${bits(v)} bits`);
    if (short.length)
      fail(
        'the probability of guessing a generated token is at most 2^-128 (RFC 6749 §10.10)',
        'at least 128 bits in each code and token',
        short.join('; '),
      );
    const seen = new Set(values.map(([, v]) => v));
    if (seen.size !== values.length) fail('generated credentials are unique', 'no two codes or tokens alike', 'two of them are equal');
  },
  { grants: [issued] },
);

check(
  'rfc7636/4.4/challenge-not-extractable',
  'a fresh code → holds neither its code_challenge nor, base64url-decoded part by part, anything carrying it',
  async (t) => {
    const { codes } = await issued(t);
    for (const rec of codes) {
      const code = callbackParam(rec, 'code')!;
      const challenge = rec.pkce.challenge;
      const parts = code.split(/[.~]/);
      const decoded = [
        ...parts.map((part) => Buffer.from(part, 'base64url').toString('latin1')),
        // hexadecimal, at each offset (an even run of hex digits)
        ...parts.flatMap((part) =>
          /^[0-9a-f]+$/i.test(part) ? [0, 1].map((o) => Buffer.from(part.slice(o), 'hex').toString('latin1')) : [],
        ),
      ];
      if (code.includes(challenge) || decoded.some((d) => d.includes(challenge)))
        fail(
          'the code_challenge is not carried in the code in a form other parties can extract (RFC 7636 §4.4)',
          'a code that does not contain the challenge, plainly or base64url-encoded',
          `the code (${code.length} characters) contains the challenge sent`,
        );
    }
  },
  { grants: [issued] },
);
