// The documents the inventoried sources cite (their `cites`) that have no inventory of their own, each
// with why: the other half of the citation graph. A cited document is inventoried (lib/spec/sources/index.ts)
// or listed here; test/unit/sources.test.ts fails on one that is neither, and on a reason nobody cites.
import type { NotInventoried } from './types.ts';

export const notInventoried: readonly NotInventoried[] = [
  {
    id: 'rfc3986',
    cite: 'RFC 3986',
    title: 'RFC 3986 Uniform Resource Identifier (URI): Generic Syntax',
    kind: 'notation',
    reason:
      'the syntax and comparison of URIs, not a rule of the server: every inventoried rule that takes a URI (absolute, no fragment, compared as strings by §6.2.1) is judged through that rule (RFC 6749 §3.1 and §3.1.2, RFC 8707 §2, RFC 9700 §4.1.3, RFC 9110 §4.2: their entries)',
  },
  {
    id: 'rfc5234',
    cite: 'RFC 5234',
    title: 'RFC 5234 Augmented BNF for Syntax Specifications: ABNF',
    kind: 'notation',
    reason:
      'notation only: each grammar written in it is judged through the inventoried rule that uses it (the Bearer challenge of RFC 6750 §3, the code_verifier of RFC 7636 §4.1, rfc9110/2.2/abnf)',
  },
  {
    id: 'rfc3629',
    cite: 'RFC 3629',
    title: 'RFC 3629 UTF-8, a transformation format of ISO 10646',
    kind: 'notation',
    reason:
      'defines the encoding; the sentences that require it of this server are inventoried where they stand (rfc8259/8.1/utf-8, rfc8725/3.7/utf-8)',
  },
  {
    id: 'rfc4648',
    cite: 'RFC 4648',
    title: 'RFC 4648 The Base16, Base32, and Base64 Data Encodings',
    kind: 'notation',
    reason:
      'base64url, the encoding of PKCE challenges and JWS segments: judged through rfc7636 (S256) and rfc7515 (the compact serialization)',
  },
  {
    id: 'form-urlencoded',
    cite: 'application/x-www-form-urlencoded',
    title: 'application/x-www-form-urlencoded (W3C HTML 4.01 §17.13.4; WHATWG URL)',
    kind: 'notation',
    reason:
      'the encoding of the request bodies the harness sends; the server’s part (it reads them) is judged by every token, revocation and introspection check, and the encoding’s own rules bind form serializers',
  },
  {
    id: 'ecma404',
    cite: 'ECMA-404',
    title: 'ECMA-404 The JSON Data Interchange Syntax',
    kind: 'restated',
    reason: 'the same grammar as RFC 8259 (RFC 8259 §1.2 says so), which is inventoried',
  },
  {
    id: 'tls',
    cite: 'BCP 195',
    title: 'TLS: RFC 8446 (TLS 1.3), RFC 5246 (TLS 1.2), RFC 9325 (BCP 195 recommendations)',
    kind: 'below-http',
    reason:
      'the TLS a deployment serves: what this service must do with it (TLS of an acceptable version, plain HTTP refused on the https port, https URLs) is the inventoried sentences that require it (rfc6749/3.1/tls, rfc6749/3.2/tls, rfc8414/6.1/tls, rfc9110/7.4/https-over-tls, the other */tls entries), judged against an https origin (suites/discovery/tls.test.ts); the protocol’s own sentences bind TLS implementations',
  },
  {
    id: 'rfc6125',
    cite: 'RFC 6125',
    title: 'RFC 6125 Representation and Verification of Domain-Based Application Service Identity (TLS)',
    kind: 'client-only',
    reason:
      'binds the client’s verification of the server certificate; a certificate that does not verify fails the TLS handshake the https checks make',
  },
  {
    id: 'rfc9111',
    cite: 'RFC 9111',
    title: 'RFC 9111 HTTP Caching',
    kind: 'restated',
    reason:
      'binds caches; what an origin server must send them (Cache-Control: no-store on token and registration responses, private) is required by inventoried sentences (rfc6749/5.1/no-store, rfc6750/2.3/private, oidc-core/3.1.3.3/no-store, cimd/4.4/cache-headers) and judged there',
  },
  {
    id: 'rfc9112',
    cite: 'RFC 9112',
    title: 'RFC 9112 HTTP/1.1 (message syntax, framing and connections)',
    kind: 'deferred',
    reason:
      'the wire syntax below RFC 9110’s semantics: the harness’s HTTP client (undici) parses every answer and refuses a mis-framed one (a Content-Length that does not match its content, Content-Length beside Transfer-Encoding) as a transport error before a check sees it; its server sentences would need checks on a raw socket, not written yet (issue 38)',
  },
  {
    id: 'rfc7617',
    cite: 'RFC 7617',
    title: "RFC 7617 The 'Basic' HTTP Authentication Scheme",
    kind: 'restated',
    reason:
      'the scheme a client may use for client_secret_basic (RFC 6749 §2.3.1 cites its predecessor RFC 2617); the token endpoint’s answer to it is rfc6749/2.3.1/basic-scheme and rfc6749/5.2/invalid-client-401, judged there',
  },
  {
    id: 'rfc6819',
    cite: 'RFC 6819',
    title: 'RFC 6819 OAuth 2.0 Threat Model and Security Considerations',
    kind: 'restated',
    reason:
      'informational: the countermeasures it asks of an authorization server are restated, with keywords, by RFC 9700 and RFC 6749 §10, both inventoried (RFC 7009 §5 points at its §4.4.1.11: rfc7009/5/dos-countermeasures)',
  },
  {
    id: 'rfc8615',
    cite: 'RFC 8615',
    title: 'RFC 8615 Well-Known Uniform Resource Identifiers (URIs)',
    kind: 'notation',
    reason:
      'reserves the /.well-known/ path space; the documents this service must serve there are the inventoried rfc8414/3/well-known, rfc9728/3/well-known and oidc-discovery/4/well-known entries',
  },
  {
    id: 'rfc7033',
    cite: 'RFC 7033',
    title: 'RFC 7033 WebFinger',
    kind: 'not-offered',
    reason:
      'issuer discovery by WebFinger is optional (OpenID Connect Discovery §2) and the spec has clients fetch the well-known documents directly (Authentication 2): oidc-discovery/2/webfinger',
  },
  {
    id: 'oidc-registration',
    cite: 'OpenID Connect Dynamic Client Registration 1.0',
    title: 'OpenID Connect Dynamic Client Registration 1.0',
    kind: 'restated',
    reason:
      'the registration endpoint takes RFC 7591 metadata under the spec’s own rules (Registration rules), both inventoried (rfc7591, spec); OpenID’s added client metadata is not part of the spec',
  },
  {
    id: 'rfc5646',
    cite: 'RFC 5646',
    title: 'RFC 5646 Tags for Identifying Languages',
    kind: 'notation',
    reason:
      'the syntax of language tags (ui_locales, claims_locales, client_name#tag); what the server does with them is oidc-core’s and rfc7591’s entries, and the spec shows no localized metadata',
  },
  {
    id: 'rfc5280',
    cite: 'RFC 5280',
    title: 'RFC 5280 Internet X.509 Public Key Infrastructure Certificate and CRL Profile',
    kind: 'not-offered',
    reason: 'certificates in JWKs (x5c, x5t) are optional members; the spec’s keys are bare EC keys (ES256), judged by rfc7517’s entries',
  },
  {
    id: 'rfc7516',
    cite: 'RFC 7516',
    title: 'RFC 7516 JSON Web Encryption (JWE)',
    kind: 'not-offered',
    reason:
      'the spec’s JWTs are signed (ES256, Authentication 9), none encrypted; where a target advertises encryption (id_token_encryption_alg_values_supported, request_object_encryption_alg_values_supported), rfc8725/3.3/nested, 3.4/ecdh-validation and 3.6/no-compression apply to it (not applicable to this service)',
  },
  {
    id: 'rfc8017',
    cite: 'RFC 8017',
    title: 'RFC 8017 PKCS #1: RSA Cryptography Specifications',
    kind: 'notation',
    reason:
      'RSA algorithm definitions; the spec signs with ES256 (Authentication 9), and what a JWT recipient must refuse is rfc8725’s and rfc7518’s entries',
  },
  {
    id: 'fips186',
    cite: 'FIPS 186-4',
    title: 'FIPS 186-4 Digital Signature Standard (ECDSA, P-256)',
    kind: 'notation',
    reason:
      'the ES256 algorithm itself, judged through the signature verification of the ID token checks (rfc7518/3.4/es256-octets, authentication/9/signature)',
  },
  {
    id: 'rfc6979',
    cite: 'RFC 6979',
    title: 'RFC 6979 Deterministic Usage of DSA and ECDSA',
    kind: 'notation',
    reason:
      'how a signer derives its ECDSA nonce; a deterministic signature verifies like any other (rfc8725/3.2/deterministic-ecdsa, not observable)',
  },
  {
    id: 'nist-sp800-56a',
    cite: 'NIST SP 800-56A Rev. 3',
    title: 'NIST SP 800-56A Rev. 3 Pair-Wise Key-Establishment Schemes Using Discrete Logarithm Cryptography',
    kind: 'not-offered',
    reason:
      'ECDH-ES public key validation, for a recipient that decrypts JWEs: the service takes no encrypted JWT (rfc8725/3.4/ecdh-validation)',
  },
  {
    id: 'rfc7523',
    cite: 'RFC 7523',
    title: 'RFC 7523 JWT Profile for OAuth 2.0 Client Authentication and Authorization Grants',
    kind: 'not-offered',
    reason:
      'client assertions (private_key_jwt, client_secret_jwt) and the JWT bearer grant are not among the spec’s methods (none, client_secret_post); where the metadata offers private_key_jwt, the JWT relation forges the client’s assertions each way RFC 8725 names (rfc8725/3.1, 3.3, 3.8; expired: rfc7519/4.1.4), and the JWT bearer grant is refused (authentication/3/no-agent-auth)',
  },
  {
    id: 'rfc9068',
    cite: 'RFC 9068',
    title: 'RFC 9068 JSON Web Token (JWT) Profile for OAuth 2.0 Access Tokens',
    kind: 'not-offered',
    reason:
      'a profile the spec does not adopt: access tokens are opaque to the client (RFC 6749 §1.4) and the spec shows no format; a target whose access tokens are JWTs is judged by rfc8725’s issuer entries (untested) and by the resource checks that refuse forged, altered and foreign tokens (security/resource/*, authentication/8/other-origin)',
  },
  {
    id: 'rfc8705',
    cite: 'RFC 8705',
    title: 'RFC 8705 OAuth 2.0 Mutual-TLS Client Authentication and Certificate-Bound Access Tokens',
    kind: 'not-offered',
    reason:
      'sender-constrained tokens are not part of the spec (bearer tokens, Authentication 10): rfc9700/2.2.1/sender-constrained is not applicable',
  },
  {
    id: 'rfc9449',
    cite: 'RFC 9449',
    title: 'RFC 9449 OAuth 2.0 Demonstrating Proof of Possession (DPoP)',
    kind: 'not-offered',
    reason:
      'sender-constrained tokens are not part of the spec (bearer tokens, Authentication 10): rfc9700/2.2.1/sender-constrained is not applicable',
  },
  {
    id: 'oauth21',
    cite: 'draft-ietf-oauth-v2-1',
    title: 'The OAuth 2.1 Authorization Framework (draft-ietf-oauth-v2-1-13)',
    kind: 'restated',
    reason:
      'a draft that consolidates RFC 6749, RFC 6750, RFC 7636 and RFC 9700, each inventoried; MCP Authorization’s own sentences that name its sections are entries of mcp-authorization',
  },
  {
    id: 'csp',
    cite: 'CSP Level 2',
    title: 'W3C Content Security Policy Level 2',
    kind: 'client-only',
    reason:
      'how a browser enforces frame-ancestors; the server’s part (sending it on the sign-in and consent pages) is rfc9700/4.16’s entries, judged by the clickjacking checks',
  },
  {
    id: 'sse',
    cite: 'Server-Sent Events',
    title: 'WHATWG HTML: Server-sent events (the text/event-stream format)',
    kind: 'restated',
    reason:
      'the event-stream format the harness’s stream reader parses; what /mcp must put on its streams (a priming event, event ids, the response, resumption) is MCP Streamable HTTP’s entries, judged there',
  },
  {
    id: 'json-schema',
    cite: 'JSON Schema 2020-12',
    title: 'JSON Schema 2020-12 (Core and Validation)',
    kind: 'notation',
    reason:
      'the schema language of MCP tool schemas; the server’s part (its tools’ schemas are valid 2020-12 schemas) is mcp-base’s entries',
  },
  {
    id: 'graphql',
    cite: 'GraphQL',
    title: 'GraphQL specification (October 2021) and the GraphQL over HTTP draft',
    kind: 'deferred',
    reason:
      'the spec fixes the request (POST, application/json, a query string) and the viewer fields the Account API checks read; the response map they read (data, errors: GraphQL §7.1) and the GraphQL-over-HTTP draft’s server sentences (status codes, media types, GET) have no inventory yet (issue 38)',
  },
  {
    id: 'openapi',
    cite: 'OpenAPI 3',
    title: 'OpenAPI Specification 3.x',
    kind: 'restated',
    reason:
      'its sentences bind the description document’s structure, judged as a whole by validating /openapi.json as an OpenAPI document (endpoints/discovery/openapi, fault openapi-invalid); the admin operations it lists are judged by the admin API checks',
  },
];

export const notInventoriedById: ReadonlyMap<string, NotInventoried> = new Map(notInventoried.map((d) => [d.id, d]));
