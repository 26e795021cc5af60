// The Bearer challenge's syntax (RFC 6750 §3, §3.1): realm, scope and each error attribute at most
// once; scope tokens, error and error_description, and error_uri of the characters §3 allows; and no
// error information for a request without any credentials. Judged on the challenges of every resource
// that refuses: a request with no token and one with a never-issued token at /account/graphql, UserInfo
// and each admin operation of /openapi.json, a never-issued token at /mcp (which serves a request with
// no token), and the 403s of a token lacking the scope (the operator's at /account/graphql, the
// member's at each admin operation), where a scope attribute names what is needed.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { Blocked, fail, NotTestable, show } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { http, type HttpResponse } from '../../lib/http/client.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { endpointUrl } from '../../lib/oauth/requests.ts';
import { graphqlUrl } from '../../lib/resource/graphql.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { sharedOperatorGrant } from '../../lib/flows/shared-grants.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { adminProbes, mcpInitialize } from '../../lib/flows/every-resource.ts';
import { callOperation, describeOperation } from '../../lib/resource/openapi-operations.ts';
import { parseWwwAuthenticate, type Challenge } from '../../lib/resource/www-authenticate.ts';

interface Seen {
  where: string;
  /** the request carried no credentials at all */
  bare: boolean;
  challenge: Challenge;
}

const GRANTS = [sharedMemberGrant, sharedOperatorGrant];
let tokens: { member: string; operator: string } | undefined;

const probes = once('challenges', async () => {
  const bogus = `cs-never-issued-${randomValue(24)}`;
  const graphql = (token?: string) =>
    http({
      url: graphqlUrl(),
      method: 'POST',
      json: { query: '{ viewer { id } }' },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const userinfo = (token?: string) =>
    http({ url: endpointUrl(target(), 'userinfo'), headers: token ? { authorization: `Bearer ${token}` } : {} });
  const answers: [string, boolean, HttpResponse][] = [
    ['/account/graphql with no token', true, await graphql()],
    ['/account/graphql with a never-issued token', false, await graphql(bogus)],
    ['UserInfo with no token', true, await userinfo()],
    ['UserInfo with a never-issued token', false, await userinfo(bogus)],
    ['/mcp with a never-issued token', false, await mcpInitialize(bogus)],
  ];
  if (tokens) answers.push(['/account/graphql with the operator token (no account scope)', false, await graphql(tokens.operator)]);
  for (const op of adminProbes()) {
    const where = describeOperation(op);
    answers.push([`${where} with no token`, true, await callOperation(op, undefined)]);
    answers.push([`${where} with a never-issued token`, false, await callOperation(op, bogus)]);
    if (tokens) answers.push([`${where} with the member token (no operator scope)`, false, await callOperation(op, tokens.member)]);
  }
  const seen: Seen[] = [];
  for (const [where, bare, res] of answers)
    for (const challenge of parseWwwAuthenticate(res.headerValues('www-authenticate')))
      if (challenge.scheme === 'bearer') seen.push({ where, bare, challenge });
  return seen;
});

/**
 * The tokens whose 403s are judged too: the run's member and operator tokens (read only). Without
 * them (a grant blocked or not testable, which its own checks report) the other challenges are judged.
 */
let asked: Promise<void> | undefined;
// one attempt for the file, which every check awaits: the probes start only once the tokens are known
function withTokens(t: CheckContext): Promise<void> {
  asked ??= fetchTokens(t);
  return asked;
}

async function fetchTokens(t: CheckContext): Promise<void> {
  try {
    const [member, operator] = await Promise.all([sharedMemberGrant(t), sharedOperatorGrant(t)]);
    tokens = { member: grantTokens(member).access_token, operator: grantTokens(operator).access_token };
  } catch (e) {
    if (!(e instanceof Blocked) && !(e instanceof NotTestable)) throw e;
    t.note(`no 403 challenge probed: ${e.message}`);
  }
}

async function bearerChallenges(t: CheckContext): Promise<Seen[]> {
  await withTokens(t);
  const seen = await probes(t);
  if (!seen.length) t.note('no Bearer challenge came back: nothing to judge (errors/www-authenticate reports it)');
  return seen;
}

const count = (c: Challenge, name: string) => c.pairs.filter(([k]) => k === name).length;

for (const [id, names] of [
  ['rfc6750/3/realm-once', ['realm']],
  ['rfc6750/3/scope-once', ['scope']],
  ['rfc6750/3/error-attributes-once', ['error', 'error_description', 'error_uri']],
] as const) {
  check(
    id,
    `Bearer challenges (no token, a never-issued token) → ${names.join(', ')} at most once each`,
    async (t) => {
      for (const { where, challenge } of await bearerChallenges(t))
        for (const name of names)
          if (count(challenge, name) > 1)
            fail(
              `the "${name}" attribute appears at most once (RFC 6750 §3)`,
              `${name} at most once`,
              `${where}: ${count(challenge, name)} times`,
            );
    },
    { grants: GRANTS },
  );
}

check(
  'rfc6750/3/auth-param',
  'Bearer challenges (no token, a never-issued token) → the scheme followed by at least one auth-param',
  async (t) => {
    const bare = (await bearerChallenges(t)).filter((s) => !s.challenge.pairs.length);
    if (bare.length)
      fail(
        'the Bearer scheme is followed by one or more auth-param values (RFC 6750 §3)',
        'Bearer and at least one name=value (e.g. resource_metadata)',
        bare.map((s) => `${s.where}: a bare "Bearer"`).join('; '),
      );
  },
  { grants: GRANTS },
);

const CHARS = {
  scope: /^[\x21\x23-\x5b\x5d-\x7e]+$/,
  error: /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/,
  error_uri: /^[\x21\x23-\x5b\x5d-\x7e]*$/,
};

function offending(challenge: Challenge, names: readonly string[], ok: (name: string, value: string) => boolean): string[] {
  return challenge.pairs.filter(([k, v]) => names.includes(k) && !ok(k, v)).map(([k, v]) => `${k}=${show(v)}`);
}

for (const [id, names, test, expected] of [
  [
    'rfc6750/3/scope-charset',
    ['scope'],
    (v: string) => v.split(' ').every((s) => CHARS.scope.test(s)),
    'scope tokens of %x21 / %x23-5B / %x5D-7E, space-delimited',
  ],
  [
    'rfc6750/3/error-charset',
    ['error', 'error_description'],
    (v: string) => CHARS.error.test(v),
    'printable ASCII without " and \\ (%x20-21 / %x23-5B / %x5D-7E)',
  ],
  ['rfc6750/3/error-uri-charset', ['error_uri'], (v: string) => CHARS.error_uri.test(v), 'a URI reference of %x21 / %x23-5B / %x5D-7E'],
] as const) {
  check(
    id,
    `Bearer challenges (no token, a never-issued token) → ${names.join(' and ')} of the characters RFC 6750 §3 allows`,
    async (t) => {
      for (const { where, challenge } of await bearerChallenges(t)) {
        const bad = offending(challenge, names, (_k, v) => test(v));
        if (bad.length) fail(`${names.join(' and ')} keep to the characters RFC 6750 §3 allows`, expected, `${where}: ${bad.join(', ')}`);
      }
    },
    { grants: GRANTS },
  );
}

check(
  'rfc6750/3.1/no-error-without-credentials',
  'UserInfo with no Authorization header → a Bearer challenge without error information',
  async (t) => {
    for (const { where, challenge } of (await bearerChallenges(t)).filter((s) => s.where === 'UserInfo with no token')) {
      const info = errorInformation(challenge);
      if (info.length)
        fail(
          'a request without any credentials gets no error code or other error information (RFC 6750 §3.1)',
          'a Bearer challenge without error, error_description or error_uri',
          `${where}: ${info.map(([k, v]) => `${k}=${show(v)}`).join(', ')}`,
        );
    }
  },
  { grants: GRANTS },
);

check(
  'rfc6750/3.1/no-error-without-credentials',
  'each admin operation of /openapi.json with no Authorization header → a Bearer challenge without error information',
  async (t) => {
    const bare = (await bearerChallenges(t)).filter(
      (s) => s.bare && !s.where.startsWith('/account/graphql') && !s.where.startsWith('UserInfo'),
    );
    if (!adminProbes().length) t.skip('/openapi.json lists no admin operation to probe (the spec shows none)');
    if (!bare.length)
      t.note('no Bearer challenge came back to a request with no token: nothing to judge (errors/www-authenticate reports it)');
    const talkative = bare.filter((s) => errorInformation(s.challenge).length);
    if (talkative.length)
      fail(
        'a request without any credentials gets no error code or other error information (RFC 6750 §3.1)',
        'a Bearer challenge without error, error_description or error_uri at each admin operation',
        talkative
          .map(
            ({ where, challenge }) =>
              `${where}: ${errorInformation(challenge)
                .map(([k, v]) => `${k}=${show(v)}`)
                .join(', ')}`,
          )
          .join(' | '),
      );
  },
  { grants: GRANTS },
);

function errorInformation(challenge: Challenge): [string, string][] {
  return challenge.pairs.filter(([k]) => k === 'error' || k === 'error_description' || k === 'error_uri');
}

check(
  'rfc6750/3.1/invalid-request-400',
  "POST /account/graphql with the member's token in the header and as ?access_token= at once → when the challenge says invalid_request, HTTP 400",
  async (t) => {
    const token = grantTokens(await sharedMemberGrant(t)).access_token;
    const url = new URL(graphqlUrl());
    url.searchParams.set('access_token', token);
    const res = await http({
      url: url.href,
      method: 'POST',
      json: { query: '{ viewer { id } }' },
      headers: { authorization: `Bearer ${token}` },
    });
    const error = parseWwwAuthenticate(res.headerValues('www-authenticate')).find((c) => c.scheme === 'bearer')?.params.error;
    if (error !== 'invalid_request')
      return t.note(`HTTP ${res.status}, error ${show(error)}: not an invalid_request refusal, which is what the sentence judges`);
    if (res.status !== 400)
      fail(
        'an invalid_request refusal of a resource server is HTTP 400 (RFC 6750 §3.1)',
        'HTTP 400',
        `HTTP ${res.status} with error="invalid_request"`,
      );
  },
  { grants: [sharedMemberGrant] },
);
