// Which endpoints RFC 6749 §3.1 and §3.2's sentences on request parameters govern: the
// authorization endpoint's and the token endpoint's. RFC 7009 §2 holds the revocation endpoint's
// URL to §3.1's rules ("This URL MUST conform to the rules given in [RFC6749], Section 3.1"), the
// rules about a URL, not the ones about its requests; RFC 7662 names none for its parameters.
import type { ClauseId } from '../spec/registry.ts';
import type { EndpointId, Param } from '../surface/model.ts';
import type { NotGoverned } from './types.ts';

const NOT_GOVERNED: Partial<Record<EndpointId, string>> = {
  revocation:
    'RFC 7009 §2 holds the revocation endpoint\'s URL to RFC 6749 §3.1 ("This URL MUST conform to the rules given in [RFC6749], Section 3.1"), not its requests',
  introspection: 'RFC 7662 §2.1 names no such rule for its parameters (the endpoint "MAY accept other OPTIONAL parameters")',
  registration: 'a JSON document of client metadata (RFC 7591 §2), not request parameters of RFC 6749 §3.1 or §3.2',
  userinfo: 'no request parameters: the token travels in the Authorization header (OIDC Core §5.3)',
  graphql: 'a JSON body (the GraphQL query), not request parameters of RFC 6749',
};

/** The clause of an RFC 6749 §3.1 / §3.2 rule at this endpoint, or why the rule does not hold there. */
export function section3(
  endpoint: EndpointId,
  clauses: { authorization: ClauseId; token: ClauseId },
  param?: Param,
): ClauseId | NotGoverned {
  if (param?.in === 'header') return { reason: 'a header, not a request parameter' };
  if (endpoint === 'authorization' || endpoint === 'token') return clauses[endpoint];
  return { reason: NOT_GOVERNED[endpoint] ?? 'RFC 6749 §3.1 and §3.2 govern the authorization and token endpoints only' };
}
