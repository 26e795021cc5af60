// viewer.enrolledCourses(first: n) is a connection with its items under `nodes`; each node has the
// course fields (slug, expireDate, hasLifetimeAccess) and lastWatchedLecture (lectureId,
// positionSeconds). Scalar types and formats are not shown: only presence and the stated kinds.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { askViewer, expectNodes, expectViewer, requireEnrolments, type Json } from '../../lib/resource/viewer-answer.ts';

const FIRST = 10;
const granted = sharedMemberGrant;
const token = async (t: CheckContext) => grantTokens(await granted(t)).access_token;
const enrolments = (selection: string) =>
  `query Enrolments($first: Int) { viewer { enrolledCourses(first: $first) { nodes { ${selection} } } } }`;

/** boolean, 0/1, or "true"/"false" (any case): the clause's reading of "boolean-like" */
const booleanLike = (v: unknown) => typeof v === 'boolean' || v === 0 || v === 1 || (typeof v === 'string' && /^(true|false)$/i.test(v));
/** a number, or a string holding one */
const numericLike = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

check(
  'resources/viewer/enrolled-courses',
  `member token, viewer { enrolledCourses(first: ${FIRST}) { nodes { __typename } } } → a connection with a nodes array`,
  async (t) => {
    const what = 'enrolledCourses(first: <count>) is a connection whose items are under nodes';
    const viewer = expectViewer(
      await askViewer(await token(t), enrolments('__typename'), { first: FIRST }),
      what,
      'enrolledCourses.nodes selectable',
    );
    const nodes = expectNodes(viewer, what);
    const bad = nodes.filter((n) => !isObject(n));
    if (bad.length) fail(what, 'every item of nodes is an object', `nodes = ${show(nodes)}`);
  },
  { grants: [granted] },
);

check(
  'resources/viewer/course-fields',
  `member token, nodes { slug expireDate hasLifetimeAccess } → each present; slug a string, hasLifetimeAccess boolean-like`,
  async (t) => {
    const what = 'each enrolment node has slug, expireDate and hasLifetimeAccess';
    const access = await token(t);
    const viewer = expectViewer(
      await askViewer(access, enrolments('slug expireDate hasLifetimeAccess'), { first: FIRST }),
      what,
      'the course fields selectable',
    );
    const nodes = expectNodes(viewer, what);
    await requireEnrolments(access, nodes, 1, 'checking the course fields');
    for (const node of nodes.filter(isObject)) {
      const problems = [
        typeof node.slug === 'string' && node.slug !== '' ? '' : `slug = ${show(node.slug)}`,
        'expireDate' in node ? '' : 'expireDate absent',
        // expireDate may be null (lifetime access); any other value is a date in a format the spec leaves open
        booleanLike(node.hasLifetimeAccess) ? '' : `hasLifetimeAccess = ${show(node.hasLifetimeAccess)}`,
      ].filter(Boolean);
      if (problems.length) {
        fail(
          what,
          'slug a non-empty string; expireDate present (null allowed); hasLifetimeAccess boolean, 0/1 or "true"/"false"',
          `${problems.join(', ')} in ${show(node)}`,
        );
      }
    }
  },
  { grants: [granted] },
);

check(
  'resources/viewer/last-watched-lecture',
  'member token, nodes { lastWatchedLecture { lectureId positionSeconds } } → null, or lectureId present and positionSeconds numeric-like',
  async (t) => {
    const what = 'lastWatchedLecture of an enrolment has lectureId and positionSeconds';
    const selection = 'lastWatchedLecture { lectureId positionSeconds }';
    const access = await token(t);
    const viewer = expectViewer(
      await askViewer(access, enrolments(selection), { first: FIRST }),
      what,
      'lastWatchedLecture { lectureId positionSeconds } selectable',
    );
    const nodes = expectNodes(viewer, what);
    await requireEnrolments(access, nodes, 1, 'checking lastWatchedLecture');
    for (const node of nodes.filter(isObject)) {
      const last = node.lastWatchedLecture;
      if (!('lastWatchedLecture' in node))
        fail(what, 'lastWatchedLecture present in each node (null for a course never watched)', show(node));
      if (last === null) continue;
      const ok =
        isObject(last) &&
        last.lectureId !== undefined &&
        last.lectureId !== null &&
        last.lectureId !== '' &&
        numericLike(last.positionSeconds);
      if (!ok)
        fail(
          what,
          'null, or an object with lectureId present and positionSeconds a number (or numeric string)',
          `lastWatchedLecture = ${show(last)}`,
        );
    }
    const watched = nodes.filter((n) => isObject(n) && n.lastWatchedLecture !== null).length;
    if (!watched) t.note('no enrolment has a last-watched lecture: the fields were selectable, their values could not be judged');
  },
  { grants: [granted] },
);
