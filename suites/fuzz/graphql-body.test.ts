// Fuzzing /account/graphql bodies with a valid member token: broken JSON, wrong types, syntax
// errors, unknown fields, deep nesting. Never a 5xx; an error answer never carries another member's data.
import fc from 'fast-check';
import { config, target } from '../../lib/harness/context.ts';
import { notTestable } from '../../lib/harness/failure.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { tokensOf } from '../../lib/flows/tokens.ts';
import { graphqlUrl } from '../../lib/resource/graphql.ts';
import { hostile, unicode } from '../../lib/fuzz/values.ts';
import { fuzz, noServerError } from '../../lib/fuzz/property.ts';
import { blocked } from '../../lib/harness/failure.ts';
import { EXPECT_NO_5XX } from '../../lib/fuzz/invariants.ts';

let token: Promise<string> | undefined;
/** One member token for the whole session (the run's shared grant); without one the checks are Not testable. */
function memberToken(): Promise<string> {
  token ??= sharedMemberGrant().then((g) => {
    const t = g.response && tokensOf(g.response);
    if (t) return t.access_token;
    return blocked(
      g.response ? 'endpoints/token/returns-tokens' : 'endpoints/authorize/code',
      `no member token could be obtained (${g.response ? `code exchange HTTP ${g.response.status}` : 'no code'})`,
    );
  });
  return token;
}

const field = fc.constantFrom(
  'id',
  'email',
  'name',
  'enrolledCourses { nodes { slug } }',
  'orders { nodes { id } }',
  'nope',
  '__typename',
  'viewer { id }',
);
const query = fc.oneof(
  fc.array(field, { minLength: 1, maxLength: 4 }).map((f) => `{ viewer { ${f.join(' ')} } }`),
  fc
    .integer({ min: 1, max: 60 })
    .map((d) => `{ viewer { ${'enrolledCourses { nodes { lastWatchedLecture { '.repeat(d)}lectureId${' } } }'.repeat(d)} } }`),
  fc.constantFrom(
    '{ viewer { enrolledCourses(first: -1) { nodes { slug } } } }',
    '{ viewer(id: "1") { email } }',
    'query { __schema { types { name } } }',
    '{',
    'mutation { x }',
    '{ viewer { id } } { viewer { email } }',
  ),
  unicode,
  hostile,
);
const body = fc.oneof(
  fc
    .record(
      {
        query,
        variables: fc.oneof(fc.constant(undefined), fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())), fc.constant('x')),
      },
      { requiredKeys: ['query'] },
    )
    .map((b) => JSON.stringify(b)),
  fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string())).map((q) => JSON.stringify({ query: q })),
  fc.constantFrom('', '{', '[]', 'query { viewer { id } }', '{"query": "{ viewer { id } }"'),
);

const property = fuzz({
  name: 'GraphQL body',
  grants: [sharedMemberGrant],
  arbitrary: body,
  request: async (b) => ({
    url: graphqlUrl(target().origin),
    method: 'POST',
    headers: { authorization: `Bearer ${await memberToken()}`, 'content-type': 'application/json' },
    body: b,
  }),
});

property('errors/invalid_request', 'malformed GraphQL requests → no 5xx, no hang', EXPECT_NO_5XX, noServerError);
property(
  'service/member-one-person',
  "GraphQL errors → never another member's data",
  'no answer carrying GraphQL errors mentions the second configured member',
  (_b, a) => {
    const other = config().members?.[1]?.username ?? notTestable('configure members[1] (a second member whose data must never appear)');
    if (!a.res || !/"errors"/.test(a.res.body)) return undefined;
    return a.res.body.toLowerCase().includes(other.toLowerCase()) ? `an error answer mentions ${other}` : undefined;
  },
);
