// The request parameters of every operation, from the spec's tables and the RFCs they cite: who
// requires each (the spec's "yes", or only in a case it names), where it travels, what kind of
// value it carries, whether the harness sends it in its ordinary request, and what the text
// promises a request that leaves out an optional one the harness sends. A parameter added here
// gets every relation that governs it (lib/relations) with no other edit.
import type { Operation, Param } from './types.ts';

const A = 'Authorization request query parameters';
const OIDC = 'OIDC Core §3.1.2.1';
// OIDC Core §15.1: every OpenID Provider implements these, so none of them is unrecognized
const q = (p: Omit<Param, 'in'>): Param => ({ in: 'query', ...p });
const f = (p: Omit<Param, 'in'>): Param => ({ in: 'form', ...p });
// RFC 8707 §2, beside RFC 6749's "MUST NOT be included more than once"
const MULTIPLE =
  'RFC 8707 §2: "Multiple "resource" parameters MAY be used to indicate that the requested token is intended to be used at multiple resources"';

const authorization: Param[] = [
  q({
    name: 'response_type',
    presence: 'required',
    kind: 'literal',
    values: ['code'],
    source: `${A}; RFC 6749 §4.1.1`,
    sent: true,
    missing: ['invalid_request', 'unsupported_response_type'],
  }),
  q({ name: 'client_id', presence: 'required', kind: 'client-id', source: `${A}; RFC 6749 §4.1.1`, sent: true, missing: ['page'] }),
  q({ name: 'redirect_uri', presence: 'required', kind: 'redirect-uri', source: `${A}; RFC 6749 §4.1.1`, sent: true, missing: ['page'] }),
  // RFC 6749 §3.3 lets a server use a default scope instead of refusing
  q({
    name: 'scope',
    presence: 'required',
    kind: 'scope-list',
    source: `${A}; RFC 6749 §3.3`,
    sent: true,
    missing: ['invalid_request', 'invalid_scope'],
    defaults: 'RFC 6749 §3.3: a pre-defined default scope',
  }),
  q({
    name: 'resource',
    presence: { when: 'for member tokens' },
    kind: 'resource',
    source: `${A}; RFC 8707 §2`,
    sent: true,
    repeatable: MULTIPLE,
    missing: ['invalid_target', 'invalid_request'],
    omitted: {
      promise: 'a client registered at the registration endpoint, asking for no member token, is served without it',
      refusals: [],
      client: 'registered',
    },
  }),
  q({
    name: 'code_challenge',
    presence: 'required',
    kind: 'pkce-challenge',
    source: `${A}; RFC 7636 §4.3`,
    sent: true,
    missing: ['invalid_request'],
  }),
  q({
    name: 'code_challenge_method',
    presence: 'required',
    kind: 'pkce-method',
    values: ['S256'],
    source: `${A}; RFC 7636 §4.3`,
    sent: true,
    missing: ['invalid_request'],
  }),
  q({ name: 'state', presence: 'required', kind: 'random', source: `${A}; RFC 6749 §4.1.1`, sent: true, missing: ['invalid_request'] }),
  q({
    name: 'nonce',
    presence: { when: 'when an ID token is wanted (scope openid)' },
    kind: 'random',
    source: `${A}; ${OIDC}`,
    sent: true,
    missing: ['invalid_request'],
  }),
  q({
    name: 'response_mode',
    presence: 'optional',
    kind: 'enum',
    values: ['query'],
    source: OIDC,
    sent: false,
    recognized: 'response-modes',
  }),
  q({ name: 'display', presence: 'optional', kind: 'enum', values: ['page'], source: `${OIDC}; §15.1`, sent: false }),
  q({ name: 'prompt', presence: 'optional', kind: 'enum', values: ['consent'], source: `${OIDC}; §15.1`, sent: false }),
  q({ name: 'max_age', presence: 'optional', kind: 'integer', values: ['86400'], source: `${OIDC}; §15.1`, sent: false }),
  q({ name: 'ui_locales', presence: 'optional', kind: 'locale-list', values: ['en'], source: `${OIDC}; §15.1`, sent: false }),
  q({ name: 'claims_locales', presence: 'optional', kind: 'locale-list', values: ['en'], source: 'OIDC Core §5.2; §15.1', sent: false }),
  q({ name: 'acr_values', presence: 'optional', kind: 'enum', values: ['0'], source: `${OIDC}; §15.1`, sent: false }),
  q({ name: 'login_hint', presence: 'optional', kind: 'email', source: OIDC, sent: false, recognized: 'maybe' }),
  q({ name: 'id_token_hint', presence: 'optional', kind: 'id-token', source: OIDC, sent: false, recognized: 'maybe', feature: 'id-token' }),
  q({
    name: 'claims',
    presence: 'optional',
    kind: 'json',
    values: ['{"userinfo":{"email":null}}'],
    source: 'OIDC Core §5.5',
    sent: false,
    recognized: 'claims',
  }),
  q({ name: 'request', presence: 'optional', kind: 'jwt', source: 'OIDC Core §6.1', sent: false, recognized: 'request-objects' }),
  q({ name: 'request_uri', presence: 'optional', kind: 'uri', source: 'OIDC Core §6.2', sent: false, recognized: 'request-uri' }),
];

const T = 'Token request form fields';
const code: Param[] = [
  f({
    name: 'grant_type',
    presence: 'required',
    kind: 'literal',
    values: ['authorization_code'],
    source: `${T}; RFC 6749 §4.1.3`,
    sent: true,
    missing: ['invalid_request', 'unsupported_grant_type'],
  }),
  f({
    name: 'code',
    presence: 'required',
    kind: 'code',
    source: `${T}; RFC 6749 §4.1.3`,
    sent: true,
    missing: ['invalid_request', 'invalid_grant'],
  }),
  f({
    name: 'redirect_uri',
    presence: 'required',
    kind: 'redirect-uri',
    source: `${T}; RFC 6749 §4.1.3`,
    sent: true,
    missing: ['invalid_request', 'invalid_grant'],
  }),
  f({
    name: 'client_id',
    presence: 'required',
    kind: 'client-id',
    source: `${T}; RFC 6749 §4.1.3, §2.3.1`,
    sent: true,
    missing: ['invalid_request', 'invalid_client', 'invalid_grant'],
  }),
  f({
    name: 'code_verifier',
    presence: 'required',
    kind: 'pkce-verifier',
    source: `${T}; RFC 7636 §4.5`,
    sent: true,
    missing: ['invalid_request', 'invalid_grant'],
  }),
  f({
    name: 'resource',
    presence: { when: 'for member tokens' },
    kind: 'resource',
    source: `${T}; RFC 8707 §2`,
    sent: true,
    repeatable: MULTIPLE,
    missing: ['invalid_target', 'invalid_request', 'invalid_grant'],
  }),
  f({
    name: 'client_secret',
    presence: { when: 'when the client is confidential (client_secret_post)' },
    kind: 'secret',
    source: 'Authentication 1; RFC 6749 §2.3.1',
    sent: true,
    feature: 'confidential-client',
    missing: ['invalid_client'],
  }),
];

const refresh: Param[] = [
  f({
    name: 'grant_type',
    presence: 'required',
    kind: 'literal',
    values: ['refresh_token'],
    source: 'RFC 6749 §6',
    sent: true,
    missing: ['invalid_request', 'unsupported_grant_type'],
  }),
  f({
    name: 'refresh_token',
    presence: 'required',
    kind: 'refresh-token',
    source: 'RFC 6749 §6',
    sent: true,
    missing: ['invalid_request', 'invalid_grant'],
  }),
  f({ name: 'scope', presence: 'optional', kind: 'scope-list', source: 'RFC 6749 §6', sent: false }),
  f({
    name: 'resource',
    presence: 'optional',
    kind: 'resource',
    source: 'RFC 8707 §2.2',
    sent: true,
    repeatable: MULTIPLE,
    omitted: {
      promise: 'new tokens (a server that wants resource repeated may refuse it)',
      refusals: ['invalid_target', 'invalid_request'],
    },
  }),
  f({
    name: 'client_id',
    presence: { when: 'when the client authenticates (client_secret_post)' },
    kind: 'client-id',
    source: 'RFC 6749 §6, §3.2.1',
    sent: true,
    omitted: {
      promise:
        "a public client's refresh is served (RFC 6749 §6 lists no client_id, §3.2.1 lets a client send it), or refused as the client not identified (§2.3 lets a server establish a client authentication method with public clients)",
      refusals: ['invalid_client', 'invalid_request'],
    },
  }),
  f({
    name: 'client_secret',
    presence: { when: 'when the client is confidential (client_secret_post)' },
    kind: 'secret',
    source: 'RFC 6749 §6, §2.3.1',
    sent: true,
    feature: 'confidential-client',
    missing: ['invalid_client'],
  }),
];

const R = 'OAuth endpoints: /api/oauth/revoke';
const revocation: Param[] = [
  f({ name: 'token', presence: 'required', kind: 'token', source: `${R}; RFC 7009 §2.1`, sent: true }),
  f({ name: 'token_type_hint', presence: 'optional', kind: 'enum', values: ['access_token'], source: 'RFC 7009 §2.1', sent: false }),
  f({ name: 'client_id', presence: 'required', kind: 'client-id', source: R, sent: true }),
  f({
    name: 'client_secret',
    presence: { when: 'when the client is confidential' },
    kind: 'secret',
    source: 'RFC 7009 §2.1',
    sent: true,
    feature: 'confidential-client',
  }),
];

const introspection: Param[] = [
  f({ name: 'token', presence: 'required', kind: 'token', source: 'RFC 7662 §2.1', sent: true }),
  f({ name: 'token_type_hint', presence: 'optional', kind: 'enum', values: ['access_token'], source: 'RFC 7662 §2.1', sent: false }),
  f({ name: 'client_id', presence: 'required', kind: 'client-id', source: 'RFC 7662 §2.1 (some form of authorization)', sent: true }),
  f({
    name: 'client_secret',
    presence: { when: 'when the client is confidential' },
    kind: 'secret',
    source: 'RFC 7662 §2.1',
    sent: true,
    feature: 'confidential-client',
  }),
];

const M = 'Client registration metadata';
const LOOPBACK =
  'a loopback client is registered without it (Authentication 4: "open to any client whose redirect URI is a loopback address")';
const registration: Param[] = [
  {
    name: 'client_name',
    presence: 'optional',
    in: 'json',
    kind: 'literal',
    source: `${M}; RFC 7591 §2`,
    sent: true,
    omitted: { promise: LOOPBACK, refusals: [] },
  },
  {
    name: 'application_type',
    presence: 'optional',
    in: 'json',
    kind: 'enum',
    values: ['native'],
    source: `${M}; OIDC Registration §2`,
    sent: true,
    omitted: { promise: LOOPBACK, refusals: [] },
  },
  { name: 'redirect_uris', presence: 'required', in: 'json', kind: 'uri-list', source: `${M}; RFC 7591 §2`, sent: true },
  {
    name: 'token_endpoint_auth_method',
    presence: 'optional',
    in: 'json',
    kind: 'enum',
    values: ['none'],
    source: `${M}; RFC 7591 §2`,
    sent: true,
    omitted: {
      promise:
        'a client (RFC 7591 §2: the default is client_secret_basic, which the server may replace, §3.2.1) or a refusal of that default',
      refusals: ['invalid_client_metadata'],
    },
  },
];

const bearer: Param = {
  name: 'Authorization',
  presence: 'required',
  in: 'header',
  kind: 'token',
  source: 'Authentication 10; RFC 6750 §2.1',
  sent: true,
};

export const OPERATIONS: readonly Operation[] = [
  { id: 'authorization', endpoint: 'authorization', methods: ['GET', 'POST'], params: authorization, source: `${A}; ${OIDC}` },
  { id: 'token.authorization_code', endpoint: 'token', methods: ['POST'], params: code, source: `${T}; RFC 6749 §4.1.3` },
  { id: 'token.refresh_token', endpoint: 'token', methods: ['POST'], params: refresh, source: 'RFC 6749 §6' },
  { id: 'revocation', endpoint: 'revocation', methods: ['POST'], params: revocation, source: `${R}; RFC 7009 §2.1` },
  { id: 'introspection', endpoint: 'introspection', methods: ['POST'], params: introspection, source: 'RFC 7662 §2.1' },
  { id: 'registration', endpoint: 'registration', methods: ['POST'], params: registration, source: `${M}; RFC 7591 §2` },
  { id: 'userinfo', endpoint: 'userinfo', methods: ['GET', 'POST'], params: [bearer], source: 'OIDC Core §5.3' },
  {
    id: 'graphql',
    endpoint: 'graphql',
    methods: ['POST'],
    params: [
      bearer,
      { name: 'query', presence: 'required', in: 'json', kind: 'literal', source: 'Resource endpoints: /account/graphql', sent: true },
    ],
    source: 'Resource endpoints',
  },
];
