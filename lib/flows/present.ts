// Where the token-confusion checks (and the JWT relation, lib/relations/jwt-places.ts) present a credential
// as the Bearer token, and how each place answers:
// UserInfo, /account/graphql and /mcp (member data), and the admin API's operation families (operator
// data). A place "serves" a credential when it hands over data a request with no valid token would not
// get; how a refusal looks (401 invalid_token) is errors/invalid_token's to judge.
import { target } from '../harness/context.ts';
import type { CheckContext } from '../harness/check.ts';
import { describeResponse } from '../harness/expect.ts';
import { blocked, fail } from '../harness/failure.ts';
import { once } from '../harness/once.ts';
import { useToken } from './token-use.ts';
import { randomValue } from '../oauth/pkce.ts';
import { graphql } from '../resource/graphql.ts';
import { describeAttempt, mcpAttempt } from '../resource/mcp.ts';
import {
  adminOperations,
  callOperation,
  describeOperation,
  holds,
  requireOpenApi,
  scopeOf,
  type ApiOperation,
} from '../resource/openapi-operations.ts';

export type Resource = 'UserInfo' | '/account/graphql' | '/mcp';

export interface Answer {
  status?: number;
  /** the place served data: UserInfo a 2xx, /account/graphql a viewer, /mcp a tool the anonymous session lacks, an admin read a 2xx */
  served: boolean;
  text: string;
}

/** One credential presented at one place, and the answer. */
export interface Presented {
  where: string;
  name: string;
  answer: Answer;
}

export async function present(where: Resource, token: string): Promise<Answer> {
  if (where === '/mcp') {
    await loadAnonymousTools();
    const a = await mcpAttempt(token);
    await a.close();
    const extra = a.error ? [] : a.tools.map((x) => x.name).filter((n) => !anonymousTools().includes(n));
    return {
      status: a.error ? a.responses.find((r) => r.status >= 400)?.status : 200,
      served: extra.length > 0,
      text: a.error
        ? describeAttempt(a)
        : extra.length
          ? `served: ${extra.join(', ')}, which an anonymous session is not offered`
          : `served the anonymous session (${a.tools.length} tool(s))`,
    };
  }
  if (where === 'UserInfo') {
    const res = await useToken('UserInfo', token);
    return { status: res.status, served: res.status >= 200 && res.status < 300, text: describeResponse(res) };
  }
  const res = await graphql(token, '{ viewer { id email } }');
  const viewer = (res.json() as { data?: { viewer?: unknown } } | undefined)?.data?.viewer;
  return { status: res.status, served: res.status >= 200 && res.status < 300 && !!viewer, text: describeResponse(res) };
}

/** One read of each admin operation family (scope area) of /openapi.json that `scopes` reach. */
export function adminFamilies(scopes: string[]): ApiOperation[] {
  const reads = adminOperations(requireOpenApi(), target().origin, 100).filter((o) => !o.write && holds(scopes, o));
  const areas = new Set<string>();
  return reads.filter((op) => {
    const area = scopeOf(op).split(':')[0]!;
    if (areas.has(area)) return false;
    areas.add(area);
    return true;
  });
}

/** An admin read: served when it answers 2xx (its data). */
export async function presentAtOperation(op: ApiOperation, token: string): Promise<Answer> {
  const res = await callOperation(op, token);
  return { status: res.status, served: res.status >= 200 && res.status < 300, text: describeResponse(res) };
}

/** Each credential at each resource of this target (and at `ops`, admin reads), in that order. */
export async function presentEverywhere(credentials: { name: string; value: string }[], ops: ApiOperation[] = []): Promise<Presented[]> {
  const out: Presented[] = [];
  for (const c of credentials) {
    for (const where of resources()) out.push({ where, name: c.name, answer: await present(where, c.value) });
    for (const op of ops) out.push({ where: describeOperation(op), name: c.name, answer: await presentAtOperation(op, c.value) });
  }
  return out;
}

let anonymous: string[] | undefined;
const anonymousTools = () => anonymous ?? [];

/** The tools /mcp lists with no token at all: what a forged token may be offered without being accepted. */
export async function loadAnonymousTools(): Promise<void> {
  if (anonymous) return;
  const a = await mcpAttempt();
  await a.close();
  anonymous = a.error ? [] : a.tools.map((x) => x.name);
}

/** The resources of this target (UserInfo only when it has that endpoint). */
export const resources = (): Resource[] => [...(target().endpoints.userinfo ? ['UserInfo' as const] : []), '/account/graphql', '/mcp'];

/** A token never issued is refused with 401 at each resource, or the check is blocked (errors/invalid_token reports it). */
export const controls = once('a never-issued token at each resource', async () => {
  await loadAnonymousTools();
  const out: [Resource, Answer][] = [];
  for (const where of resources()) out.push([where, await present(where, `cs-unknown-${randomValue(24)}`)]);
  return out;
});

export function requireControls(answers: [Resource, Answer][]): void {
  const wrong = answers.filter(([, a]) => a.status !== 401);
  if (wrong.length)
    blocked(
      'errors/invalid_token',
      `a never-issued token is not refused with 401 at ${wrong.map(([w, a]) => `${w} (${a.text})`).join(', ')}`,
    );
}

/** Fails when any place served a credential; a refusal other than 401 is noted (errors/invalid_token judges the status). */
export async function expectNoneServed(t: CheckContext, presented: Presented[], what: string): Promise<void> {
  requireControls(await controls(t));
  const served: string[] = [];
  for (const { where, name, answer } of presented) {
    if (answer.served) served.push(`${where} with ${name}: ${answer.text}`);
    else if (answer.status !== 401) t.note(`${where} with ${name}: not served, but refused otherwise than 401 (${answer.text})`);
  }
  if (served.length)
    fail(
      what,
      'one of, at every place: a refusal (401 invalid_token, as for a token never issued); no data (UserInfo no 2xx, /account/graphql no viewer, /mcp no tool beyond its anonymous ones, an admin read no 2xx)',
      served.join(' | '),
    );
}
