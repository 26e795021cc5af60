// A member token reads one person's data: two members' tokens (members[0], members[1]) each see
// only their own member. Fair for any server: identities must differ and never cross over; an
// enrolment carrying watch progress (a personal record) must not show up in both answers; and at
// /mcp, where the same token works, no tool answers one member with the other's id or e-mail.
import { jsonLeaves, memberNeedles } from '../../lib/resource/member-data.ts';
import { config } from '../../lib/harness/context.ts';
import { describeAttempt, mcpAttempt } from '../../lib/resource/mcp.ts';
import { callListedTools } from '../../lib/resource/mcp-calls.ts';
import type { ClauseId } from '../../lib/spec/registry.ts';
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { fail, notTestable, show, blocked } from '../../lib/harness/failure.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { fileGrant, MEMBER_SHAPE } from '../../lib/flows/plan.ts';
import { grant, grantTokens } from '../../lib/flows/tokens.ts';
import { askViewer, expectNodes, type Json, type ViewerAnswer } from '../../lib/resource/viewer-answer.ts';

const ENROLMENTS =
  '{ viewer { id email enrolledCourses(first: 10) { nodes { slug expireDate hasLifetimeAccess lastWatchedLecture { lectureId positionSeconds } } } } }';
// members[0]'s is the run's shared grant; members[1] signs in (a session of its own) for this file
const memberB = fileGrant('one-person-b', { ...MEMBER_SHAPE, member: 'members[1]' }, undefined, () =>
  grant({ client: memberClient(), member: member(1), label: 'one-person-b' }),
);
const tokens = async (t: CheckContext) => (await Promise.all([sharedMemberGrant(t), memberB(t)])).map((g) => grantTokens(g).access_token);

/** Both members' answers to a query (raw). */
async function answers(t: CheckContext, query: string): Promise<ViewerAnswer[]> {
  const out: ViewerAnswer[] = [];
  for (const token of await tokens(t)) out.push(await askViewer(token, query));
  return out;
}

const answered = (a: ViewerAnswer) => a.res.status === 200 && a.errors === undefined && !!a.viewer;

/** Both viewers, or the check is blocked: each field is judged by its own check. */
async function bothViewers(t: CheckContext, query: string, reportedBy: ClauseId[]): Promise<Json[]> {
  const list = await answers(t, query);
  const bad = list.find((a) => !answered(a));
  if (bad)
    blocked(
      reportedBy,
      `the Account API did not answer ${query} (HTTP ${bad.res.status}${bad.errors ? `, errors ${show(bad.errors, 120)}` : ''})`,
    );
  return list.map((a) => a.viewer!);
}

/** A usable identifying value (a non-empty string or a number), as a string. */
const ident = (v: unknown) =>
  (typeof v === 'string' && v.trim() !== '') || typeof v === 'number' ? String(v).trim().toLowerCase() : undefined;

check(
  'service/member-one-person',
  "two members' tokens, viewer { id email } and their enrolments → different members; neither answer holds the other's id or e-mail",
  async (t) => {
    const what = "a member token reads one person's data";
    const [a, b] = await bothViewers(t, '{ viewer { id email } }', ['resources/viewer/id', 'resources/viewer/email']);
    const pairs = (['id', 'email'] as const)
      .map((k) => [k, ident(a![k]), ident(b![k])] as const)
      .filter(([, x, y]) => x !== undefined && y !== undefined);
    if (!pairs.length) blocked('resources/viewer/id', 'neither viewer.id nor viewer.email identifies the members');
    const same = pairs.filter(([, x, y]) => x === y);
    if (same.length)
      fail(
        what,
        'members[0] and members[1] see two different members',
        `the same ${same.map(([k]) => k).join(' and ')}: members[0] ${show(a)}; members[1] ${show(b)}`,
      );
    // the richer answers, when the server gives them (a field it cannot answer is another check's)
    const full = await answers(t, ENROLMENTS);
    const [fullA, fullB] = full.map((x, i) => (answered(x) ? x.viewer! : [a, b][i]!));
    if (!full.every(answered)) t.note('the enrolments query was not answered: only viewer { id email } was compared');
    for (const [own, other, who] of [
      [a!, fullB!, 'members[1]'],
      [b!, fullA!, 'members[0]'],
    ] as const) {
      const values = jsonLeaves(other).map((v) => v.trim().toLowerCase());
      // a short number could be any count or position: such an id is compared with viewer.id only
      const found = [ident(own.id), ident(own.email)].filter(
        (v): v is string => v !== undefined && !/^\d{1,9}$/.test(v) && values.includes(v),
      );
      if (found.length)
        fail(
          what,
          `no value identifying the other member in ${who}'s answer`,
          `${who}'s answer holds ${found.map((v) => show(v)).join(', ')}: ${show(other)}`,
        );
    }
  },
  { grants: [memberB, sharedMemberGrant] },
);

check(
  'service/member-one-person',
  "two members' tokens, enrolledCourses nodes → no node with the same watch progress in both answers",
  async (t) => {
    const what = "a member token reads one person's data (enrolments with access expiry and last-watched lecture are the member's own)";
    const [a, b] = await bothViewers(t, ENROLMENTS, [
      'resources/viewer/enrolled-courses',
      'resources/viewer/course-fields',
      'resources/viewer/last-watched-lecture',
    ]);
    const nodesA = expectNodesOrBlock(t, a!);
    const nodesB = expectNodesOrBlock(t, b!);
    // a personal record: the same course, access end, lecture and playback second in both answers is one
    // person's progress shown to another (unwatched nodes may well coincide between two members)
    const progress = (n: Json) => {
      const last = n.lastWatchedLecture as Json | null | undefined;
      return last && Number(last.positionSeconds) > 0
        ? JSON.stringify([n.slug, n.expireDate, n.hasLifetimeAccess, last.lectureId, last.positionSeconds])
        : undefined;
    };
    const keysB = new Set(nodesB.map(progress).filter(Boolean));
    if (!keysB.size && !nodesA.some(progress)) {
      notTestable(
        'configure members[0] and members[1] of whom at least one has watched a lecture (the Account API lists no watch progress for either, so their enrolments cannot be told apart)',
      );
    }
    const shared = nodesA.filter((n) => {
      const k = progress(n);
      return k !== undefined && keysB.has(k);
    });
    if (shared.length) {
      fail(
        what,
        "each member's watch progress only in that member's answer (if these two test members really share it, configure members whose progress differs)",
        `both answers hold ${show(shared)}; members[0] has ${nodesA.length} nodes, members[1] has ${nodesB.length}`,
      );
    }
  },
  { grants: [memberB, sharedMemberGrant] },
);

function expectNodesOrBlock(t: CheckContext, viewer: Json): Json[] {
  const c = viewer.enrolledCourses as Json | null | undefined;
  if (!c || !Array.isArray(c.nodes)) blocked('resources/viewer/enrolled-courses', 'enrolledCourses has no nodes array');
  return expectNodes(viewer, 'nodes').filter((n): n is Json => !!n && typeof n === 'object');
}

check(
  'service/member-one-person',
  "two members' tokens at /mcp, each listed tool called with its minimal arguments → neither member's answers hold the other's id or e-mail",
  async (t) => {
    const [a, b] = await bothViewers(t, '{ viewer { id email } }', ['resources/viewer/id', 'resources/viewer/email']);
    const members = config().members ?? [];
    const needles = [memberNeedles(members.slice(0, 1), a), memberNeedles(members.slice(1, 2), b)];
    const leaks: string[] = [];
    let answered = 0;
    const list = await tokens(t);
    for (const [i, token] of list.entries()) {
      const session = await mcpAttempt(token);
      try {
        if (!session.client) blocked('authentication/8/same-token', `/mcp refused members[${i}]'s token (${describeAttempt(session)})`);
        for (const call of await callListedTools(session)) {
          if (call.answer === undefined) continue;
          answered++;
          const found = needles[1 - i]!.find(call.answer);
          if (found.length) leaks.push(`members[${i}]'s ${call.tool.name} → members[${1 - i}]'s ${found.join(', ')}`);
        }
      } finally {
        await session.close();
      }
    }
    if (!answered) t.note('no tool of /mcp answered either member: nothing to compare');
    if (leaks.length)
      fail(
        "a member token reads one person's data, at /mcp as at the Account API",
        "no tool answer to one member holding the other member's id or e-mail",
        leaks.join('; '),
      );
  },
  { grants: [memberB, sharedMemberGrant] },
);
