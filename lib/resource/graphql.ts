// Requests to the member Account API: POST /account/graphql with a JSON body holding the query.
import { target } from '../harness/context.ts';
import { http, type HttpResponse } from '../http/client.ts';
import { RESOURCE_PATHS } from '../target/well-known.ts';

export const VIEWER_QUERY = `query Viewer($first: Int) { viewer { id email enrolledCourses(first: $first) { nodes { slug expireDate hasLifetimeAccess lastWatchedLecture { lectureId positionSeconds } } } } }`;

export function graphqlUrl(origin = target().origin): string {
  return origin + RESOURCE_PATHS.graphql;
}

export function graphql(
  token: string | undefined,
  query: string,
  variables?: Record<string, unknown>,
  origin?: string,
): Promise<HttpResponse> {
  return http({
    url: graphqlUrl(origin),
    method: 'POST',
    json: { query, ...(variables ? { variables } : {}) },
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}
