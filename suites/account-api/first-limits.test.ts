// `first` limits the number of nodes of viewer.enrolledCourses. The maximum for `first` is not
// shown, so only counts below what the member has (as listed with a larger `first`) are asserted.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { fail } from '../../lib/harness/failure.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { askViewer, expectNodes, expectViewer, requireEnrolments } from '../../lib/resource/viewer-answer.ts';

const LARGER = 10;
const QUERY = 'query Enrolments($first: Int) { viewer { enrolledCourses(first: $first) { nodes { __typename } } } }';
const granted = sharedMemberGrant;
const token = async (t: CheckContext) => grantTokens(await granted(t)).access_token;

check(
  'resources/viewer/first-limits',
  `member token, enrolledCourses(first: ${LARGER}) then first: 1 (and first: count − 1) → at most that many nodes`,
  async (t) => {
    const what = '`first` limits the number of nodes';
    const access = await token(t);
    const count = async (first: number) => {
      const viewer = expectViewer(await askViewer(access, QUERY, { first }), what, `enrolledCourses(first: ${first}) answered`);
      return expectNodes(viewer, what).length;
    };
    const all = await count(LARGER);
    // with one enrolment or none, no `first` below the member's count exists to be honoured
    await requireEnrolments(access, new Array(all), 2, 'checking that `first` limits the nodes');
    for (const first of [...new Set([1, all - 1])]) {
      const got = await count(first);
      if (got > first)
        fail(
          what,
          `at most ${first} node${first > 1 ? 's' : ''} for first: ${first} (the member has ${all} with first: ${LARGER})`,
          `${got} nodes`,
        );
    }
  },
  { grants: [granted] },
);
