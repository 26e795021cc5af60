// How the untested entries of the HTTP-wide sources (RFC 9110, RFC 8259) name the places a generated
// check walks: the brief of the model of the target's surface (issue 38). One wording, so every brief
// names the same set.

/** the documents every client may GET without credentials */
export const DOCUMENTS =
  'the discovery documents (/.well-known/oauth-authorization-server, /.well-known/oauth-protected-resource, /.well-known/openid-configuration), the JWK Set at jwks_uri and /openapi.json';

/** every resource answered to GET */
export const GET_RESOURCES = `${DOCUMENTS}, UserInfo (with a token), the authorization endpoint, registration_client_uri (with its token, where issued), GET /mcp and each admin read operation /openapi.json lists (with an operator token)`;

/** every endpoint taking POST */
export const POST_ENDPOINTS =
  'the token, revocation, introspection (where advertised) and registration endpoints, UserInfo, /account/graphql, /mcp and the authorization endpoint (its form POST)';

/** the whole surface */
export const EVERY_ENDPOINT = `every endpoint of the surface (${GET_RESOURCES}; ${POST_ENDPOINTS})`;

/** the answers with JSON content */
export const JSON_ANSWERS =
  'every JSON answer of the surface: the discovery documents, the JWK Set, /openapi.json, token, revocation, introspection, registration and registration_client_uri answers (successes and errors), UserInfo, /account/graphql, the JSON-RPC answers of /mcp and the admin API';
