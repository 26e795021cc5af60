// The shape of the model of the target's surface (lib/surface/model.ts): its endpoints and the
// methods each serves, every request parameter of every operation, the credentials a client
// presents and where, and the artefacts that live for a time. The static part comes from the spec
// and the RFCs it cites, so the checks generated from it keep stable titles with no target.

/** The endpoints of the spec's tables (and the optional ones its metadata may add). */
export type EndpointId =
  | 'authorization'
  | 'token'
  | 'registration'
  | 'userinfo'
  | 'revocation'
  | 'introspection'
  | 'jwks'
  | 'protected-resource-metadata'
  | 'authorization-server-metadata'
  | 'openid-configuration'
  | 'openapi'
  | 'graphql'
  | 'mcp';

export type Method = 'GET' | 'POST';

/** The methods RFC 9110 §9.3 defines that a relation of HTTP semantics sends to every endpoint. */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a parameter travels. */
export type Location = 'query' | 'form' | 'json' | 'header';

/** What kind of value a parameter carries (how the harness makes a correct one). */
export type ValueKind =
  | 'literal'
  | 'client-id'
  | 'redirect-uri'
  | 'scope-list'
  | 'random'
  | 'pkce-challenge'
  | 'pkce-method'
  | 'pkce-verifier'
  | 'code'
  | 'refresh-token'
  | 'resource'
  | 'enum'
  | 'integer'
  | 'locale-list'
  | 'email'
  | 'id-token'
  | 'json'
  | 'jwt'
  | 'uri'
  | 'secret'
  | 'token'
  | 'uri-list';

/** A feature the target advertises or not: a parameter about it means something only where it does. */
export type Feature =
  | 'request-objects'
  | 'request-uri'
  | 'response-modes'
  | 'claims'
  | 'id-token'
  | 'introspection'
  | 'cimd'
  | 'confidential-client'
  | 'client-assertions'
  | 'registration-management';

export interface Param {
  name: string;
  /** required by the text; optional; or required only in a case the text names (`when`) */
  presence: 'required' | 'optional' | { when: string };
  in: Location;
  kind: ValueKind;
  /** the value a correct client sends for a literal or an enum (the first) */
  values?: readonly string[];
  /** the sentence or table that defines it, e.g. `RFC 6749 §4.1.1` */
  source: string;
  /** the harness sends it in its ordinary request of the operation */
  sent: boolean;
  /** meaningful only where the target offers this */
  feature?: Feature;
  /**
   * Whether every server recognizes it (the default: RFC 6749, 7636, 8707 and what OIDC Core §15.1
   * makes every OpenID Provider implement), only one that advertises a feature, or maybe none: an
   * unrecognized parameter is ignored (RFC 6749 §3.1), so what a repeat of it must get depends on this.
   */
  recognized?: Feature | 'maybe';
  /** the sentence that lets a client send it more than once (RFC 8707 §2: resource), where RFC 6749 §3.1 and §3.2 would not */
  repeatable?: string;
  /** the text lets a server serve a request without it with a default of its own (RFC 6749 §3.3: scope) */
  defaults?: string;
  /** the errors the text names for a request without it (the error page, where no redirect is allowed, is `page`) */
  missing?: readonly string[];
  /** an optional one the harness sends: what the text promises a request without it, and the refusals it still allows */
  omitted?: { promise: string; refusals: readonly string[]; client?: 'registered' };
}

export interface Operation {
  /** `<endpoint>` or `<endpoint>.<grant>`: authorization, token.authorization_code, token.refresh_token */
  id: string;
  endpoint: EndpointId;
  methods: readonly Method[];
  params: readonly Param[];
  /** the sentence that lists its parameters */
  source: string;
}

export interface Endpoint {
  id: EndpointId;
  /** the spec's path, or undefined where the spec gives none (advertised only) */
  path?: string;
  /** the metadata key that advertises it (RFC 8414, OpenID Connect Discovery) */
  metadataKey?: string;
  methods: readonly Method[];
  /** the spec names it (always expected), or the metadata may (optional: skipped where not advertised) */
  optional?: Feature;
  /** methods the text leaves the server to serve or refuse there, and the sentence that does */
  mayServe?: { methods: readonly HttpMethod[]; why: string };
  /** it takes the member's access token (a Bearer header): a request of any method carries it */
  bearer?: boolean;
  /** what it is for, in a phrase */
  role: string;
}

/** A credential a client presents, and where: a bearer header, a form field, a query parameter. */
export interface Credential {
  credential: string;
  endpoint: EndpointId;
  where: string;
  /** the target must advertise this for the place to exist */
  feature?: Feature;
  /**
   * Whether it is a JWT, and whose: always (an ID token, a client assertion), or only where the
   * target issues it as one (an access token may be opaque); or never, and why.
   */
  jwt?: { signer: 'server' | 'client'; always?: boolean } | { never: string };
  source: string;
}

/** The config key that declares an artefact's lifetime in a deployment (lifetimes.<key>). */
export type LifetimeKey = 'authorizationCode' | 'accessToken' | 'refreshToken' | 'registrationAccessToken';

/** An artefact that lives for a time, and where its lifetime comes from. */
export interface Lifetime {
  /** as the credentials name it (Credential.credential) */
  artefact: string;
  /** what the server states (a response member), if anything */
  stated?: string;
  /** what the text bounds it to, if anything */
  bound?: string;
  /** that bound in seconds: the longest --profile security waits for it */
  boundSeconds?: number;
  /** the config may declare it (a test deployment's short lifetimes) */
  declared?: LifetimeKey;
  /** where else it is said, for the reader */
  source: string;
}

export interface StaticSurface {
  endpoints: readonly Endpoint[];
  operations: readonly Operation[];
  credentials: readonly Credential[];
  lifetimes: readonly Lifetime[];
}

/** One member of the model of the surface under one relation: the title of its check, or why the relation does not hold there. */
export interface SurfaceCell {
  relation: string;
  endpoint: string;
  /** `<operation>` or `<operation> <param>` */
  place: string;
  title?: string;
  reason?: string;
}

/** Every relation and every member of the model, as the generator sees them (static: lib/relations/map.ts; the report's surface map). */
export interface SurfaceMap {
  relations: { id: string; name: string }[];
  endpoints: string[];
  cells: SurfaceCell[];
}
