// RFC 7515 §4 and RFC 7519 §4: member names are unique in the JOSE header and in the claims set. A
// parser keeps the last of two, so a duplicate shows only in the decoded text of each segment. And
// RFC 7515 §4.1.11: a "crit" header, when present, is a non-empty list of names the header holds,
// none defined by RFC 7515 or RFC 7518.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { fail } from '../../lib/harness/failure.ts';
import { duplicateMembers } from '../../lib/oauth/json-duplicates.ts';
import { idTokenFlow, idTokens, ID_TOKEN_PLACE_GRANTS, type PlacedIdToken } from './id-token-flows.ts';
import { critAcceptable } from './crit.ts';

const flow = idTokenFlow();

/** The decoded JSON text of segment `n` (0 header, 1 payload) of each ID token (every place), with its place. */
async function segments(t: CheckContext, n: 0 | 1): Promise<{ place: PlacedIdToken['place']; text: string }[]> {
  return (await idTokens(t, flow)).map(({ jwt, place }) => ({
    place,
    text: Buffer.from(jwt.split('.')[n]!, 'base64url').toString('utf8'),
  }));
}

/** The duplicate member names of segment `n` of each ID token, each named by its place. */
async function duplicates(t: CheckContext, n: 0 | 1): Promise<string[]> {
  return (await segments(t, n)).flatMap(({ place, text }) => {
    const twice = duplicateMembers(text);
    return twice.length ? [`${place}: ${twice.map((d) => `${d.path}.${d.name}`).join(', ')}`] : [];
  });
}

check(
  'rfc7515/4/unique-header-names',
  "every id_token (the member client's and another client's code exchange; a refresh response, when it carries one): its protected header names no member twice",
  async (t) => {
    const twice = await duplicates(t, 0);
    if (twice.length) fail('Header Parameter names within the JOSE Header are unique (RFC 7515 §4)', 'each name once', twice.join('; '));
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS] },
);

check(
  'rfc7519/4/unique-claims',
  "every id_token (the member client's and another client's code exchange; a refresh response, when it carries one): its claims set names no member twice",
  async (t) => {
    const twice = await duplicates(t, 1);
    if (twice.length) fail('Claim Names within a JWT Claims Set are unique (RFC 7519 §4)', 'each name once', twice.join('; '));
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS] },
);

check(
  'rfc7515/4.1.11/crit',
  "every id_token (the member client's and another client's code exchange; a refresh response, when it carries one): its header has no crit, or a non-empty list of extension names it holds",
  async (t) => {
    const problems = (await segments(t, 0)).flatMap(({ place, text }) => {
      const header = JSON.parse(text) as Record<string, unknown>;
      if (!('crit' in header)) return [];
      const crit = header.crit;
      return critAcceptable(header) ? [] : [`${place}: crit ${JSON.stringify(crit)}`];
    });
    if (problems.length)
      fail(
        '"crit", when used, is a non-empty list of extension Header Parameters present in the header (RFC 7515 §4.1.11)',
        'no crit, or such a list',
        problems.join('; '),
      );
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS] },
);
