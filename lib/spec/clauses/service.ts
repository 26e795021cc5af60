// Clauses of "What the service does" and "Resources and their fields".
import type { ClauseShape } from '../types.ts';

const WHAT = 'What the service does';
const VIEWER = 'Resources and their fields › Viewer (member Account API)';

export const serviceClauses = [
  {
    id: 'service/member-one-person',
    section: WHAT,
    level: 'MUST',
    quote: "A member token reads one person's data at one site.",
    reading: 'Two member tokens each see only their own member: no field value of one answer appears in the other.',
  },
  {
    id: 'service/operator-admin-api',
    section: WHAT,
    level: 'MUST',
    quote: 'Operator: a client acting for a site operator. It reaches the admin API using the operator scopes in the Scopes table.',
  },
  {
    id: 'resources/viewer/signed-in-member',
    section: VIEWER,
    level: 'MUST',
    quote: 'The query root `viewer` is the signed-in member.',
    reading: 'viewer.email equals the e-mail UserInfo returns for the same token.',
  },
  { id: 'resources/viewer/id', section: VIEWER, level: 'MUST', quote: '`viewer.id` | member identifier' },
  { id: 'resources/viewer/email', section: VIEWER, level: 'MUST', quote: '`viewer.email` | member e-mail address' },
  {
    id: 'resources/viewer/enrolled-courses',
    section: VIEWER,
    level: 'MUST',
    quote: '`viewer.enrolledCourses(first: <count>)` | connection; items are under `nodes`',
  },
  {
    id: 'resources/viewer/first-limits',
    section: VIEWER,
    level: 'MUST',
    quote: '`first` limits the number of nodes',
    reading: 'The maximum for `first` is not shown: only counts at or below what the member has are asserted.',
  },
  {
    id: 'resources/viewer/course-fields',
    section: VIEWER,
    level: 'MUST',
    quote:
      "`nodes[].slug` course slug; `nodes[].expireDate` end of the member's access to the course; `nodes[].hasLifetimeAccess` boolean-like indicator of access without expiry",
    reading:
      'Exact scalar types and formats are not shown: the fields must be selectable and present; hasLifetimeAccess is boolean-like (boolean, 0/1 or "true"/"false").',
  },
  {
    id: 'resources/viewer/last-watched-lecture',
    section: VIEWER,
    level: 'MUST',
    quote:
      '`nodes[].lastWatchedLecture.lectureId` identifier of the last-watched lecture; `nodes[].lastWatchedLecture.positionSeconds` playback position, in seconds',
    reading:
      'lastWatchedLecture may be null for a course never watched; when present both fields are selectable, positionSeconds numeric-like.',
  },
  {
    id: 'resources/claims/userinfo',
    section: 'Resources and their fields › UserInfo and ID-token claims',
    level: 'MUST',
    quote: '`sub`, `email`, `name`, `org_id`, `roles`. UserInfo returns these',
    reading:
      'For an access token a correct member client holds: the member token, or else an identity token of the member client (identity scopes; without resource, or with it where the server requires resource of every member authorization). A UserInfo that serves none of them returns the claims to no client.',
  },
  {
    id: 'resources/claims/userinfo-member-token',
    section: 'Endpoints › OAuth endpoints',
    level: 'SHOULD',
    quote: 'Header `Authorization: Bearer <ACCESS_TOKEN>`. Returns `sub`, `email`, `name`, `org_id`, `roles`.',
    reading:
      'The spec does not say which access token UserInfo takes. The member\'s token, bound to the origin by resource (Authentication 8), is the one a client holds, so UserInfo should serve it; a UserInfo that serves only tokens obtained without resource warns. The claims themselves (resources/claims/userinfo) are read with an identity token of the member client when the member token is refused: one obtained without resource, or with it where the server refuses the authorization without (invalid_target: resource is required "for member tokens", and then repeated at the token endpoint).',
  },
  {
    id: 'resources/claims/id-token-same-values',
    section: 'Resources and their fields › UserInfo and ID-token claims',
    level: 'MUST',
    quote: 'an ID token carries the same values.',
    reading:
      'Every claim of sub, email, name, org_id and roles that UserInfo returns is in the ID token with the same value (roles compared as a set): the member client’s ID token and a refresh response’s, and members[1]’s against members[1]’s own UserInfo. Another client’s ID token, asked for openid alone, is not compared.',
  },
  {
    id: 'resources/registration/client-id',
    section: 'Resources and their fields › Client registration metadata',
    level: 'MUST',
    quote: 'The response carries `client_id`.',
  },
  {
    id: 'resources/registration/auth-methods',
    section: 'Resources and their fields › Client registration metadata',
    level: 'MUST',
    quote: '`token_endpoint_auth_method` | `none` (public) or `client_secret_post` (confidential)',
    source: 'RFC 7591 §2, §3.2.1; RFC 8252 §8.4',
    reading:
      'A loopback client registered with none is public. One asking for client_secret_post gets a client_secret, or is refused, or is registered as public with token_endpoint_auth_method "none" stated (the server may replace a requested value, and native clients need not be trusted with secrets): all are accepted. Claiming client_secret_post without a secret is not.',
  },
  {
    id: 'resources/cimd/redirect-uris',
    section: 'Resources and their fields › Client ID Metadata Document',
    level: 'MUST',
    quote: "Its `redirect_uris` must be under the document's host or be loopback addresses.",
    reading:
      "Whether a name below the document's host counts as under it is left to the server, and not probed. What is probed fails under any reading: an https URI on another host, and URIs whose host (RFC 3986 §3.2.2, the authority after any userinfo) only begins with the document's host, holds it in its path or userinfo, or is a name beginning 127.0.0.1. (a name, not a loopback address): none gets a code sent there.",
  },
] as const satisfies readonly ClauseShape[];
