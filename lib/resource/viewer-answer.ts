// Asking the Account API about `viewer` with a member token, for the account-api and resource-binding
// suites: a refused token blocks the check (authentication/8/bound-to-origin reports a token of this
// origin that its Account API refuses); a query the server cannot answer is the asking check's failure.
import { config, target } from '../harness/context.ts';
import { describeResponse } from '../harness/expect.ts';
import { fail, notTestable, show, blocked } from '../harness/failure.ts';
import type { HttpResponse } from '../http/client.ts';
import { bearerGet, endpointUrl } from '../oauth/requests.ts';
import { graphql } from './graphql.ts';

export type Json = Record<string, unknown>;

export interface ViewerAnswer {
  res: HttpResponse;
  /** data.viewer when it is an object */
  viewer?: Json;
  errors?: unknown;
}

export async function askViewer(token: string, query: string, variables?: Json): Promise<ViewerAnswer> {
  const res = await graphql(token, query, variables);
  if (res.status === 403 && !config().memberClient?.scopes.includes('account:read')) {
    notTestable('the Account API needs account:read: add it to memberClient.scopes (a member client the operator granted it)');
  }
  if (res.status === 401 || res.status === 403) {
    blocked('authentication/8/bound-to-origin', `the Account API refused the member token of this origin (HTTP ${res.status})`);
  }
  const body = res.json() as { data?: { viewer?: unknown }; errors?: unknown } | undefined;
  const viewer = body?.data?.viewer;
  return {
    res,
    errors: body?.errors,
    viewer: viewer && typeof viewer === 'object' && !Array.isArray(viewer) ? (viewer as Json) : undefined,
  };
}

/** The query was answered: HTTP 200, no GraphQL errors, a `viewer` object; else the check fails. */
export function expectViewer(a: ViewerAnswer, what: string, expected: string): Json {
  if (a.res.status !== 200 || a.errors !== undefined || !a.viewer) {
    fail(
      what,
      `HTTP 200 with data.viewer and no errors: ${expected}`,
      a.errors !== undefined ? `errors: ${show(a.errors)}` : describeResponse(a.res),
    );
  }
  return a.viewer;
}

/** data.viewer.enrolledCourses.nodes as an array, or the check fails. */
export function expectNodes(viewer: Json, what: string): unknown[] {
  const connection = viewer.enrolledCourses as Json | null | undefined;
  const nodes = connection && typeof connection === 'object' ? connection.nodes : undefined;
  if (!Array.isArray(nodes))
    fail(
      what,
      'viewer.enrolledCourses is a connection whose items are a `nodes` array',
      `enrolledCourses: ${show(viewer.enrolledCourses)}`,
    );
  return nodes;
}

/**
 * Too few enrolments to judge is a Not testable (configure another member), unless the viewer is not
 * the token's member at all (viewer.email differs from UserInfo's): then the check is blocked, as
 * resources/viewer/signed-in-member reports it.
 */
export async function requireEnrolments(token: string, nodes: unknown[], least: number, what: string): Promise<void> {
  if (nodes.length >= least) return;
  const info = await bearerGet(endpointUrl(target(), 'userinfo'), token);
  const email = (info.json() as { email?: unknown } | undefined)?.email;
  const viewer = (await askViewer(token, '{ viewer { email } }')).viewer;
  if (typeof email === 'string' && typeof viewer?.email === 'string' && viewer.email.trim().toLowerCase() !== email.trim().toLowerCase()) {
    blocked(
      'resources/viewer/signed-in-member',
      `viewer is not the token's member (viewer.email ${show(viewer.email)}, UserInfo ${show(email)})`,
    );
  }
  notTestable(
    `${what} needs members[0] to have at least ${least} enrolled course${least > 1 ? 's' : ''} (the Account API lists ${nodes.length})`,
  );
}
