// Security clauses: the attacks of the OAuth Security BCP (RFC 9700) and the rules of the RFCs the
// spec builds on that a security reviewer tries. Each quote is the RFC's (or draft's) own words, named
// by `source`; MUST fails, SHOULD and BCP recommendations warn. lib/spec/threats.ts groups them.
import type { ClauseShape } from '../types.ts';

const S = (topic: string) => `Security › ${topic}`;
const CIMD = 'draft-ietf-oauth-client-id-metadata-document';

export const securityClauses = [
  {
    id: 'security/redirect-uri/loopback-only',
    section: S('Redirect URIs (RFC 9700 §2.6, §4.1)'),
    level: 'MUST',
    quote:
      'Authorization responses MUST NOT be transmitted over unencrypted network connections. To this end, authorization servers MUST NOT allow redirection URIs that use the `http` scheme except for native clients that use loopback interface redirection as described in Section 7.3 of [RFC8252].',
    source: 'RFC 9700 §2.6; RFC 8252 §7.3; RFC 7591 §3.2.1',
    reading:
      'An http redirect URI that only looks like the loopback address is not registered: a host 127.0.0.1.<name>, and 127.0.0.1@<host> (the host is <host>). Passes: a refusal (no client_id), or a client whose returned redirect_uris leave the URI out (RFC 7591 §3.2.1: "The authorization server MAY reject or replace any of the client\'s requested metadata values submitted during the registration and substitute them with suitable values."). The names are reserved (.test); nothing is fetched.',
  },
  {
    id: 'security/redirect-uri/no-userinfo',
    section: S('Redirect URIs (RFC 3986 §7.6)'),
    level: 'SHOULD',
    quote:
      'Because the userinfo subcomponent is rarely used and appears before the host in the authority component, it can be used to construct a URI intended to mislead a human user by appearing to identify one (trusted) naming authority while actually identifying a different authority hidden behind the noise.',
    source: 'RFC 3986 §7.6; RFC 8252 §7.3; RFC 7591 §3.2.1',
    reading:
      'http://<user>@127.0.0.1:<port>/<path> is not registered (a refusal, or a client whose returned redirect_uris leave it out). Its host is 127.0.0.1, so RFC 9700 §2.6 is not broken, and no RFC forbids it; but RFC 8252 §7.3’s form http://127.0.0.1:{port}/{path} has no userinfo, the spec’s form neither, and userinfo is how a redirect URI is made to look like another host (security/redirect-uri/loopback-only probes that): a warning.',
  },
  {
    id: 'security/redirect-uri/no-fragment',
    section: S('Redirect URIs (RFC 6749 §3.1.2)'),
    level: 'MUST',
    quote: 'The endpoint URI MUST NOT include a fragment component.',
    source: 'RFC 6749 §3.1.2; RFC 7591 §3.2.1',
    reading:
      'A loopback redirect URI with a fragment (http://127.0.0.1:<port>/<path>#<fragment>) is not registered: a refusal, or a client whose returned redirect_uris leave it out (the fragment dropped, RFC 7591 §3.2.1).',
  },
  {
    id: 'security/clickjacking/framing',
    section: S('Clickjacking (RFC 9700 §4.16)'),
    level: 'MUST',
    quote: 'Authorization servers MUST prevent clickjacking attacks.',
    source: 'RFC 9700 §4.16; RFC 6819 §4.4.1.9',
    reading:
      "Each login and consent page the browser is shown cannot be framed by another site, as browsers decide it (HTML, \"check a navigation response's adherence to X-Frame-Options\"): a Content-Security-Policy header with frame-ancestors decides alone, and protects when it names no wildcard and no bare scheme ('none', 'self' or listed origins: a client may be allowed to frame it); without one, the X-Frame-Options values (comma-split, repeated headers included, lower-cased, as a set) protect when they are one DENY or SAMEORIGIN, or several of which one is DENY, SAMEORIGIN or ALLOWALL (browsers block a conflicting header). Only headers count (a meta element cannot set either; frame-busting script is not judged); ALLOW-FROM alone is ignored by browsers.",
  },
  {
    id: 'security/clickjacking/csp',
    section: S('Clickjacking (RFC 9700 §4.16)'),
    level: 'SHOULD',
    quote: 'In addition to those, authorization servers SHOULD also use Content Security Policy (CSP) level 2 [W3C.CSP-2] or greater.',
    source: 'RFC 9700 §4.16',
    reading: 'The login and consent pages carry a Content-Security-Policy header with a frame-ancestors directive.',
  },
  {
    id: 'security/csrf/consent-bound',
    section: S('Cross-site request forgery at the consent (RFC 6749 §10.12)'),
    level: 'MUST',
    quote:
      'The authorization server MUST implement CSRF protection for its authorization endpoint and ensure that a malicious client cannot obtain authorization without the awareness and explicit consent of the resource owner.',
    source: 'RFC 6749 §10.12; RFC 9700 §4.7; RFC 6819 §4.4.1.8',
    reading:
      "Judged by outcome, the attack of RFC 6749 §10.12 (RFC 6819 §4.4.1.8) with two members: the attacker (members[1]) starts an authorization with his own PKCE verifier and keeps the consent form he is shown; the victim (members[0], signed in) submits it from her own consent page, as shown and with each token-like field removed or altered. It fails only when a code comes back that redeems with the attacker's verifier into the victim's data (viewer at /account/graphql). How the server binds an approval is open (to the browser session, or to the pending request and the member who signed in for it): a refusal passes, and so do a code for the victim's own pending request (the form's fields ignored) and a code for the attacker's own account (no breach: noted).",
  },
  {
    id: 'security/refresh/rotation',
    section: S('Refresh token protection (RFC 9700 §4.14)'),
    level: 'MUST',
    quote: 'Authorization servers MUST utilize one of these methods to detect refresh token replay by malicious actors for public clients:',
    source: 'RFC 9700 §4.14.2, §2.2.2',
    reading:
      'The methods are sender-constrained refresh tokens (RFC 8705, RFC 9449) and refresh token rotation ("the authorization server issues a new refresh token with every access token refresh response. The previous refresh token is invalidated, but information about the relationship is retained by the authorization server."). The harness sends no proof of possession, so a refresh that succeeds shows the refresh token is not sender-constrained: a public client (the member client when it is public, else a public loopback client registered for the check) refreshes, then sends the previous refresh token again. Passes: a new refresh token came back and the previous one is refused (invalid_grant), or no new one came back and the one used is refused again (single use). Fails: the previous refresh token accepted again. The rule binds public clients (for confidential ones RFC 6749 already binds refresh tokens to the client); a registered client given no refresh token is skipped (§4.14.2 lets the server decide, by a risk assessment, whether to issue refresh tokens).',
  },
  {
    id: 'security/refresh/reuse-revokes',
    section: S('Refresh token protection (RFC 9700 §4.14)'),
    level: 'SHOULD',
    quote:
      'The authorization server cannot determine which party submitted the invalid refresh token, but it will revoke the active refresh token.',
    source: 'RFC 9700 §4.14.2',
    reading:
      'With rotation (judged on the same public client as security/refresh/rotation): after a rotated-out refresh token is presented again, the refresh token that replaced it is refused too. A recommendation of the BCP’s rotation method: a warning. Skipped when no new refresh token came back (no successor to revoke).',
  },
  {
    id: 'security/code/replay-revokes',
    section: S('Authorization code replay (RFC 6749 §4.1.2)'),
    level: 'SHOULD',
    quote:
      'If an authorization code is used more than once, the authorization server MUST deny the request and SHOULD revoke (when possible) all tokens previously issued based on that authorization code.',
    source: 'RFC 6749 §4.1.2; RFC 9700 §4.2.4',
    reading:
      'After the replay is refused, the access token issued from the code is refused where it worked (UserInfo or a resource: any answer but a 2xx; how an invalid token is refused is errors/invalid_token’s) and its refresh token at the token endpoint (no tokens). The denial itself is endpoints/token/code-single-use.',
  },
  {
    id: 'security/resource/access-tokens-only',
    section: S('Token confusion at the resources (RFC 6749 §7)'),
    level: 'MUST',
    quote:
      'The resource server MUST validate the access token and ensure that it has not expired and that its scope covers the requested resource.',
    source: 'RFC 6749 §7, §1.5; OpenID Connect Core 1.0 §2',
    reading:
      'An ID token (its audience is the client: OpenID Connect Core §2) or a refresh token ("never sent to resource servers": RFC 6749 §1.5) sent as the Bearer token gets no member data at /account/graphql (no viewer), /mcp (no tool beyond those listed with no token) and UserInfo (no 2xx). Judged by that outcome: RFC 6749 §7 leaves the resource server’s error out of scope, so a refusal other than 401 is noted here, not failed (the 401 invalid_token the spec’s Errors require is errors/invalid_token’s; the checks are blocked on it when a token never issued is not refused with 401).',
  },
  {
    id: 'security/resource/unsecured-jwt',
    section: S('Forged tokens at the resources (RFC 7518 §3.6)'),
    level: 'MUST',
    quote:
      'Implementations that support Unsecured JWSs MUST NOT accept such objects as valid unless the application specifies that it is acceptable for a specific object to not be integrity protected.',
    source: 'RFC 7518 §3.6; RFC 8725 §2.1, §3.1; RFC 6749 §7',
    reading:
      'A JWT with "alg": "none" carrying the member’s real claims (those of their ID token or UserInfo, with this origin as audience and the member scopes) gets no member data at /account/graphql, /mcp and UserInfo, whatever the server’s own tokens look like (served as in security/resource/access-tokens-only; a refusal other than 401 is noted, errors/invalid_token judges the status).',
  },
  {
    id: 'security/resource/alg-confusion',
    section: S('Forged tokens at the resources (RFC 8725 §2.1)'),
    level: 'MUST',
    quote: 'each key MUST be used with exactly one algorithm, and this MUST be checked when the cryptographic operation is performed.',
    source: 'RFC 8725 §3.1, §2.1',
    reading:
      'A JWT with the member’s claims signed HS256 with the server’s own public signing key as the HMAC secret (its JWK as published, and its SPKI PEM) gets no member data at /account/graphql, /mcp and UserInfo (served as in security/resource/access-tokens-only; a refusal other than 401 is noted, errors/invalid_token judges the status).',
  },
  {
    id: 'security/authorize/no-implicit',
    section: S('Implicit grant (RFC 9700 §2.1.2)'),
    level: 'SHOULD',
    quote:
      'In order to avoid these issues, clients SHOULD NOT use the implicit grant (response type `token`) or other response types issuing access tokens in the authorization response, unless access token injection in the authorization response is prevented and the aforementioned token leakage vectors are mitigated.',
    source: 'RFC 9700 §2.1.2, §4.3.2',
    reading:
      'response_type=token, response_type=id_token token and the hybrid code id_token token (the response types that issue an access token in the authorization response), with everything else a valid request of the member client, put no access_token in the authorization response (query or fragment): an error page or an error redirect (unsupported_response_type) passes. response_type=id_token issues no access token, so the sentence does not reach it. The BCP’s words bind clients, and whether a server has prevented injection and mitigated the leakage vectors cannot be seen from outside: for the server it is a recommendation, a warning.',
  },
  {
    id: 'security/resource/no-query-token',
    section: S('Tokens out of URLs (RFC 6750 §2.3)'),
    level: 'SHOULD',
    quote:
      'Because of the security weaknesses associated with the URI method (see Section 5), including the high likelihood that the URL containing the access token will be logged, it SHOULD NOT be used unless it is impossible to transport the access token in the "Authorization" request header field or the HTTP request entity-body.',
    source: 'RFC 6750 §2.3; RFC 9700 §4.3.2',
    reading:
      'Hardening, not a requirement on the server: the sentence binds the method’s use (by clients, as RFC 9700 §4.3.2’s MUST NOT does), the same section says "Resource servers MAY support this method.", and the spec’s Authentication 10 names the header without forbidding other methods. Refusing it keeps every client of the target from putting tokens where they are logged, so the check warns when a valid access token sent only as ?access_token= in the URL is accepted: UserInfo answers 2xx, /account/graphql serves a viewer, or /mcp lists a tool its anonymous session is not offered. Any refusal passes.',
  },
  {
    id: 'security/pkce/challenge-grammar',
    section: S('PKCE (RFC 7636 §4.2)'),
    level: 'SHOULD',
    quote: 'code-challenge = 43*128unreserved',
    source: 'RFC 7636 §4.2; RFC 6749 §4.1.2.1 (invalid_request)',
    reading:
      'A code_challenge outside the grammar of RFC 7636 §4.2 (42 characters, 129 characters, or 43 characters with one outside ALPHA / DIGIT / "-" / "." / "_" / "~") with method S256 yields no code: an error page or an error redirect. RFC 6749 §4.1.2.1 names the error for it: invalid_request, "The request is missing a required parameter, includes an invalid parameter value, includes a parameter more than once, or is otherwise malformed." Neither RFC says in so many words that the server must refuse such a challenge (one outside the grammar can never match an S256 verifier, so the code would be unredeemable anyway): a warning.',
  },
  {
    id: 'security/cimd/https-only',
    section: S('Client ID Metadata Documents (fetch safety)'),
    level: 'MUST',
    quote: 'MUST use the `https` URL scheme',
    source: `${CIMD} §3 (Client Identifier URL)`,
    reading:
      'A client_id URL with the http scheme on a loopback stand-in (127.0.0.2) other than the configured cimd.host (whose http documents the config declares a testing concession) yields no code. Whether the target contacted the stand-in is noted: contacting a special-use address is security/cimd/ssrf’s to judge.',
  },
  {
    id: 'security/cimd/ssrf',
    section: S('Client ID Metadata Documents (fetch safety)'),
    level: 'MUST',
    quote:
      'Authorization servers MUST NOT fetch a Client ID Metadata Document URL or any URLs contained within a Client ID Metadata Document that resolve to special-use IP addresses as defined in [RFC6890].',
    source: `${CIMD}, Security Considerations (SSRF Attacks); spec Authentication 5 (host allowlist)`,
    reading:
      'A client_id URL whose host is an IP literal the target has not allowlisted (127.0.0.3, a special-use address; an https URL) yields no code (spec Authentication 5: a host not allowlisted is rejected). The harness listens there and counts connections: when the config says the target is a production deployment (cimd.production), a connection fails. Otherwise the draft’s exception may apply ("Authorization servers deployed for development or testing purposes MAY relax this restriction to allow fetching from loopback addresses when the authorization server itself is also running on a loopback address and the resolved address matches the same loopback interface."), and a connection is judged by security/cimd/ssrf-loopback, a warning.',
  },
  {
    id: 'security/cimd/ssrf-loopback',
    section: S('Client ID Metadata Documents (fetch safety)'),
    level: 'SHOULD',
    quote: 'Authorization servers SHOULD consider network policies or other measures to prevent making requests to special-use addresses.',
    source: `${CIMD}, Security Considerations (SSRF Attacks)`,
    reading:
      'The same probe as security/cimd/ssrf (client_id https://127.0.0.3:<port>/…, not allowlisted): the target never connects to 127.0.0.3. A target not declared a production deployment may be a development or testing server using the draft’s loopback exception (it runs on this machine, and 127.0.0.3 is on the same loopback interface), so a connection warns and names the exception; with cimd.production it is security/cimd/ssrf’s failure and this check is blocked.',
  },
  {
    id: 'security/referrer/policy',
    section: S('Credential leakage via Referer headers (RFC 9700 §4.2)'),
    level: 'SHOULD',
    quote:
      'The page rendered as a result of the OAuth authorization response and the authorization endpoint SHOULD NOT include third-party resources or links to external sites.',
    source: 'RFC 9700 §4.2.2, §4.2.4; W3C Referrer Policy',
    reading:
      'The leak the sentence prevents (§4.2.2): a Referer header from the authorization endpoint’s pages carrying the authorization request, state included, to another origin. Judged on the sign-in and consent pages whose URL carries the request (its state, code_challenge, nonce or redirect_uri): the referrer policy in effect (a recognised referrer meta element, legacy keywords included, over the Referrer-Policy header; none set is the browsers’ default strict-origin-when-cross-origin) sends no path or query to another origin. unsafe-url or no-referrer-when-downgrade puts the request in the Referer of every link or third-party resource the page has: a warning (RFC 9700 §4.2.4 lists the policy among the further measures). A page whose URL carries none of the request leaks none; the redirect with the code goes to the client and is not judged. Third-party resources themselves are not recorded.',
  },
  {
    id: 'security/authorize/code-only',
    section: S('Implicit grant (RFC 9700 §2.1.2)'),
    level: 'MUST',
    quote:
      'On approval the user is redirected to `redirect_uri` with `code`, `state` and `iss` (RFC 9207). Authorization request query parameters: `response_type` (required): `code`.',
    source: 'spec OAuth endpoints; OIDC Core §3.2, §3.3 (the flows that return an ID token from the authorization endpoint)',
    reading:
      'The authorization endpoint serves response_type=code only: response_type=id_token (OIDC’s implicit flow), id_token token and the hybrid code id_token and code id_token token, with everything else a valid request of the member client that the member approves, put no id_token in the authorization response (query or fragment). An error page or an error redirect passes. The inventory entries that rest on it (the iss parameter and the ID token’s iss, the implicit flow’s nonce, the Dynamic OP response types) are not applicable only while no ID token is returned there.',
  },
] as const satisfies readonly ClauseShape[];
