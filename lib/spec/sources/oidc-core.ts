// The requirement inventory of OpenID Connect Core 1.0 (lib/spec/sources/types.ts).
// Quoted from OpenID Connect Core 1.0 incorporating errata set 2. Client-only rules (RP validation of
// the ID token, of the UserInfo response) have no entry; flows this service does not offer are one
// entry each. TLS, which every endpoint section repeats, is one entry per endpoint with one reason.
import type { Requirement, Source } from './types.ts';

const TLS =
  'TLS is the deployment\u2019s transport: the harness judges whatever origin it is given (the references listen on ' +
  'http://127.0.0.1), so no request can tell a production deployment without TLS from a local test target';

const idToken = [
  {
    id: 'oidc-core/2/iss',
    keyword: 'REQUIRED',
    section: '2 ID Token',
    quote:
      'REQUIRED. Issuer Identifier for the Issuer of the response. The iss value is a case-sensitive URL using the https scheme that contains scheme, host, and optionally, port number and path components and no query or fragment components.',
    reading:
      'every ID token carries iss, the service origin (the issuer); a token without iss or with another value fails authentication/9/iss. The https scheme is the deployment\u2019s (see oidc-core/16.17/tls).',
    checks: ['authentication/9/iss'],
  },
  {
    id: 'oidc-core/2/sub',
    keyword: 'REQUIRED',
    section: '2 ID Token',
    quote:
      'REQUIRED. Subject Identifier. A locally unique and never reassigned identifier within the Issuer for the End-User, which is intended to be consumed by the Client, e.g., 24400320 or AItOawmwtWwcT0k51BayewNvutrJUqsvl6qs7A4.',
    reading:
      'the ID token carries sub, the member\u2019s identifier, the same as UserInfo\u2019s sub for the same grant; a token without sub, or with another member\u2019s, differs from UserInfo.',
    checks: ['resources/claims/id-token-same-values'],
  },
  {
    id: 'oidc-core/2/sub-length',
    keyword: 'MUST NOT',
    section: '2 ID Token',
    quote: 'It MUST NOT exceed 255 ASCII [RFC20] characters in length.',
    reading: 'the ID token\u2019s sub (and UserInfo\u2019s) is an ASCII string of at most 255 characters.',
    checks: ['oidc-core/2/sub-length'],
  },
  {
    id: 'oidc-core/2/aud',
    keyword: 'MUST',
    section: '2 ID Token',
    quote: 'It MUST contain the OAuth 2.0 client_id of the Relying Party as an audience value.',
    reading:
      'aud names the client that redeemed the code; the service\u2019s spec narrows it to exactly that client_id (a string or a one-element array).',
    checks: ['authentication/9/aud'],
  },
  {
    id: 'oidc-core/2/exp',
    keyword: 'REQUIRED',
    section: '2 ID Token',
    quote:
      'REQUIRED. Expiration time on or after which the ID Token MUST NOT be accepted by the RP when performing authentication with the OP.',
    reading: 'every ID token carries exp, a NumericDate in the future when it is issued (10 minutes on, per the spec\u2019s Limits).',
    checks: ['authentication/9/exp'],
  },
  {
    id: 'oidc-core/2/iat',
    keyword: 'REQUIRED',
    section: '2 ID Token',
    quote: 'REQUIRED. Time at which the JWT was issued.',
    reading:
      'every ID token carries iat, a JSON number of seconds (a NumericDate) close to the moment the token response came; a token without iat, or with a string or a time far off, breaks it. (limits/id-token-lifetime measures the lifetime without iat, so it does not judge this.)',
    checks: ['oidc-core/2/iat'],
  },
  {
    id: 'oidc-core/2/auth-time-max-age',
    keyword: 'REQUIRED',
    section: '2 ID Token',
    quote:
      'When a max_age request is made or when auth_time is requested as an Essential Claim, then this Claim is REQUIRED; otherwise, its inclusion is OPTIONAL.',
    reading:
      'an authorization request with max_age yields an ID token with auth_time (a NumericDate no later than iat); the claims parameter is not offered, so max_age is the only way to ask.',
    checks: ['oidc-core/2/auth-time-max-age'],
  },
  {
    id: 'oidc-core/2/nonce',
    keyword: 'MUST',
    section: '2 ID Token',
    quote:
      'If present in the Authentication Request, Authorization Servers MUST include a nonce Claim in the ID Token with the Claim Value being the nonce value sent in the Authentication Request.',
    reading: 'the nonce sent to /oauth/authorize comes back unchanged in the ID token.',
    checks: ['authentication/9/nonce'],
  },
  {
    id: 'oidc-core/2/nonce-no-processing',
    keyword: 'SHOULD',
    section: '2 ID Token',
    quote: 'Authorization Servers SHOULD perform no other processing on nonce values used.',
    reading:
      'a nonce is echoed byte for byte whatever its characters (spaces, non-ASCII, padding-like characters); a server that trims, decodes or re-encodes it returns another value.',
    checks: ['oidc-core/2/nonce-no-processing'],
  },
  {
    id: 'oidc-core/2/acr',
    keyword: 'SHOULD',
    section: '2 ID Token',
    quote:
      'An absolute URI or an RFC 6711 registered name SHOULD be used as the acr value; registered names MUST NOT be used with a different meaning than that which is registered.',
    reading: 'only when the ID token carries acr.',
    notApplicable:
      'the service asserts no acr (its claims are sub, email, name, org_id, roles and the JWT claims; acr_values is not offered)',
  },
  {
    id: 'oidc-core/2/amr',
    keyword: 'SHOULD',
    section: '2 ID Token',
    quote:
      'Values used in the amr Claim SHOULD be from those registered in the IANA Authentication Method Reference Values registry [IANA.AMR] established by [RFC8176]; parties using this claim will need to agree upon the meanings of any unregistered values used, which may be context specific.',
    reading: 'only when the ID token carries amr.',
    notApplicable: 'the service asserts no amr claim',
  },
  {
    id: 'oidc-core/2/azp',
    keyword: 'MUST',
    section: '2 ID Token',
    quote: 'If present, it MUST contain the OAuth 2.0 Client ID of this party.',
    reading: 'an ID token that carries azp names the client that redeemed the code in it; one without azp is fine.',
    checks: ['oidc-core/2/azp'],
  },
  {
    id: 'oidc-core/2/signed',
    keyword: 'MUST',
    section: '2 ID Token',
    quote:
      'ID Tokens MUST be signed using JWS and optionally both signed and then encrypted using JWS and JWE respectively, thereby providing authentication, integrity, non-repudiation, and optionally, confidentiality, per Section 16.14.',
    reading: 'the id_token is a compact JWS (ES256 per the service\u2019s spec), never an unsecured JWT.',
    checks: ['authentication/9/id-token', 'authentication/9/signature'],
  },
  {
    id: 'oidc-core/2/no-alg-none',
    keyword: 'MUST NOT',
    section: '2 ID Token',
    quote:
      'ID Tokens MUST NOT use none as the alg value unless the Response Type used returns no ID Token from the Authorization Endpoint (such as when using the Authorization Code Flow) and the Client explicitly requested the use of none at Registration time.',
    reading: 'no client registers id_token_signed_response_alg=none here, so the header alg is never none; the spec fixes ES256.',
    checks: ['authentication/9/id-token'],
  },
  {
    id: 'oidc-core/2/no-key-headers',
    keyword: 'SHOULD NOT',
    section: '2 ID Token',
    quote: 'ID Tokens SHOULD NOT use the JWS or JWE x5u, x5c, jku, or jwk Header Parameter fields.',
    reading:
      'the ID token\u2019s JOSE header names its key by kid only (the key is at jwks_uri); a header with x5u, x5c, jku or jwk invites a client to trust a key the token brings itself.',
    checks: ['oidc-core/2/no-key-headers'],
  },
] as const satisfies readonly Requirement[];

const authorizationEndpoint = [
  {
    id: 'oidc-core/3.1.2/tls',
    keyword: 'MUST',
    section: '3.1.2 Authorization Endpoint',
    quote: 'Communication with the Authorization Endpoint MUST utilize TLS.',
    reading: 'the authorization endpoint is served over https in deployment.',
    notObservable: TLS,
  },
  {
    id: 'oidc-core/3.1.2.1/get-and-post',
    keyword: 'MUST',
    section: '3.1.2.1 Authentication Request',
    quote: 'Authorization Servers MUST support the use of the HTTP GET and POST methods defined in RFC 7231 at the Authorization Endpoint.',
    reading:
      'the same authorization request sent as a form POST to /oauth/authorize is processed like the GET (a sign-in or consent page, or an error redirect), not refused with 404/405.',
    checks: ['oidc-core/3.1.2.1/get-and-post'],
  },
  {
    id: 'oidc-core/3.1.2.1/unknown-scope-ignored',
    keyword: 'SHOULD',
    section: '3.1.2.1 Authentication Request',
    quote: 'Scope values used that are not understood by an implementation SHOULD be ignored.',
    reading:
      'an openid request with one made-up scope value besides known ones still proceeds (the unknown one not granted). RFC 6749 §4.1.2.1 lets a server answer invalid_scope instead, so refusing is only a warning here.',
    checks: ['oidc-core/3.1.2.1/unknown-scope-ignored'],
  },
  {
    id: 'oidc-core/3.1.2.1/redirect-uri-exact',
    keyword: 'MUST',
    section: '3.1.2.1 Authentication Request',
    quote:
      'This URI MUST exactly match one of the Redirection URI values for the Client pre-registered at the OpenID Provider, with the matching performed as described in Section 6.2.1 of [RFC3986] (Simple String Comparison).',
    reading:
      'the OP compares redirect_uri by simple string comparison with the registered ones; a longer path, an extra query or a look-alike host is refused with an error page, never redirected to.',
    checks: ['endpoints/authorize/redirect-uri'],
  },
  {
    id: 'oidc-core/3.1.2.1/display',
    keyword: 'SHOULD',
    section: '3.1.2.1 Authentication Request',
    quote: 'The Authorization Server SHOULD display the authentication and consent UI consistent with a full User Agent page view.',
    reading: 'the page, popup, touch and wap display values each ask for UI suited to that display.',
    notObservable:
      'whether a page suits a popup, a touch screen or a feature phone is a judgement of rendering, not an outcome a request can read; that display values are accepted at all is oidc-core/15.1/display',
  },
  {
    id: 'oidc-core/3.1.2.1/prompt-none',
    keyword: 'MUST NOT',
    section: '3.1.2.1 Authentication Request',
    quote: 'The Authorization Server MUST NOT display any authentication or consent user interface pages.',
    reading:
      'prompt=none: no sign-in page and no consent page; the answer is an error redirect to redirect_uri (login_required, consent_required, interaction_required or another §3.1.2.6 code) or, where a session and standing consent exist, a code. Consent is interactive in this service, so prompt=none always ends in an error redirect.',
    checks: ['oidc-core/3.1.2.1/prompt-none'],
  },
  {
    id: 'oidc-core/3.1.2.1/prompt-login',
    keyword: 'MUST',
    section: '3.1.2.1 Authentication Request',
    quote: 'If it cannot reauthenticate the End-User, it MUST return an error, typically login_required.',
    reading: 'prompt=login with the member signed in shows the sign-in page again rather than going straight to consent.',
    checks: ['oidc-core/3.1.2.1/prompt-login'],
  },
  {
    id: 'oidc-core/3.1.2.1/prompt-consent',
    keyword: 'MUST',
    section: '3.1.2.1 Authentication Request',
    quote: 'If it cannot obtain consent, it MUST return an error, typically consent_required.',
    reading: 'prompt=consent shows the consent page; consent is always interactive here, so this is the ordinary flow.',
    checks: ['authentication/3/interactive-consent'],
  },
  {
    id: 'oidc-core/3.1.2.1/prompt-select-account',
    keyword: 'MUST',
    section: '3.1.2.1 Authentication Request',
    quote:
      'If it cannot obtain an account selection choice made by the End-User, it MUST return an error, typically account_selection_required.',
    reading: 'prompt=select_account with one signed-in member: an account choice, or the sign-in page, or an error redirect.',
    checks: ['oidc-core/3.1.2.1/prompt-select-account'],
  },
  {
    id: 'oidc-core/3.1.2.1/max-age',
    keyword: 'MUST',
    section: '3.1.2.1 Authentication Request',
    quote: 'If the elapsed time is greater than this value, the OP MUST attempt to actively re-authenticate the End-User.',
    reading: 'max_age=0 (or a value shorter than the time since the member signed in) brings back the sign-in page before consent.',
    checks: ['oidc-core/3.1.2.1/max-age'],
  },
  {
    id: 'oidc-core/3.1.2.1/max-age-auth-time',
    keyword: 'MUST',
    section: '3.1.2.1 Authentication Request',
    quote: 'When max_age is used, the ID Token returned MUST include an auth_time Claim Value.',
    reading: 'as oidc-core/2/auth-time-max-age.',
    checks: ['oidc-core/2/auth-time-max-age'],
  },
  {
    id: 'oidc-core/3.1.2.1/ui-locales',
    keyword: 'SHOULD NOT',
    section: '3.1.2.1 Authentication Request',
    quote: 'An error SHOULD NOT result if some or all of the requested locales are not supported by the OpenID Provider.',
    reading:
      'ui_locales naming languages the service lacks: the authorization proceeds (after approval, a code), no error; a warning otherwise.',
    checks: ['oidc-core/3.1.2.1/ui-locales'],
  },
  {
    id: 'oidc-core/3.1.2.1/id-token-hint',
    keyword: 'MUST',
    section: '3.1.2.1 Authentication Request',
    quote:
      'If the End-User identified by the ID Token is already logged in or is logged in as a result of the request (with the OP possibly evaluating other information beyond the ID Token in this decision), then the Authorization Server returns a positive response; otherwise, it MUST return an error, such as login_required.',
    reading:
      'an id_token_hint naming members[0] while members[1] is signed in: an error, or a sign-in as members[0]; never a code for members[1].',
    checks: ['oidc-core/3.1.2.1/id-token-hint'],
  },
  {
    id: 'oidc-core/3.1.2.1/id-token-hint-optional',
    keyword: 'SHOULD',
    section: '3.1.2.1 Authentication Request',
    quote:
      'When possible, an id_token_hint SHOULD be present when prompt=none is used and an invalid_request error MAY be returned if it is not; however, the server SHOULD respond successfully when possible, even if it is not present.',
    reading: 'prompt=none without id_token_hint is not refused for that reason alone; consent is interactive here, so it errors anyway.',
    checks: ['oidc-core/3.1.2.1/prompt-none'],
  },
  {
    id: 'oidc-core/3.1.2.2/validate-oauth',
    keyword: 'MUST',
    section: '3.1.2.2 Authentication Request Validation',
    quote: 'The Authorization Server MUST validate all the OAuth 2.0 parameters according to the OAuth 2.0 specification.',
    reading: 'response_type, client_id, redirect_uri, scope and state are validated as RFC 6749 says (the RFC 6749 entries judge each).',
    checks: ['endpoints/authorize/required-parameters', 'endpoints/authorize/client-id', 'endpoints/authorize/redirect-uri'],
  },
  {
    id: 'oidc-core/3.1.2.2/required-parameters',
    keyword: 'MUST',
    section: '3.1.2.2 Authentication Request Validation',
    quote:
      'The Authorization Server MUST verify that all the REQUIRED parameters are present and their usage conforms to this specification.',
    reading: 'a request missing response_type, client_id, redirect_uri or scope gets no code.',
    checks: ['endpoints/authorize/required-parameters', 'endpoints/authorize/client-id'],
  },
  {
    id: 'oidc-core/3.1.2.2/no-other-user',
    keyword: 'MUST NOT',
    section: '3.1.2.2 Authentication Request Validation',
    quote:
      'The Authorization Server MUST NOT reply with an ID Token or Access Token for a different user, even if they have an active session with the Authorization Server.',
    reading: 'as oidc-core/3.1.2.1/id-token-hint (the claims parameter, the other way to ask for a sub, is not offered).',
    checks: ['oidc-core/3.1.2.1/id-token-hint'],
  },
  {
    id: 'oidc-core/3.1.2.2/id-token-hint-issuer',
    keyword: 'MUST',
    section: '3.1.2.2 Authentication Request Validation',
    quote: 'When an id_token_hint is present, the OP MUST validate that it was the issuer of the ID Token.',
    reading: 'an id_token_hint signed by another key or naming another iss is refused (an error) or ignored; it never selects a member.',
    checks: ['oidc-core/3.1.2.2/id-token-hint-issuer'],
  },
  {
    id: 'oidc-core/3.1.2.2/ignore-unknown-parameters',
    keyword: 'SHOULD',
    section: '3.1.2.2 Authentication Request Validation',
    quote: 'As specified in OAuth 2.0, Authorization Servers SHOULD ignore unrecognized request parameters.',
    reading: 'restates RFC 6749 §3.1: an authorization request with an extra made-up parameter proceeds as without it.',
    checks: ['rfc6749/3.1/ignore-unrecognized'],
  },
  {
    id: 'oidc-core/3.1.2.2/error-response',
    keyword: 'MUST',
    section: '3.1.2.2 Authentication Request Validation',
    quote: 'If the Authorization Server encounters any error, it MUST return an error response, per Section 3.1.2.6.',
    reading:
      'a refused request (the member denies, a scope the client may not have) comes back as an error redirect with error and state, or as an error page when the redirect URI is not trusted.',
    checks: ['authentication/3/interactive-consent', 'errors/invalid_scope', 'endpoints/authorize/redirect-uri'],
  },
  {
    id: 'oidc-core/3.1.2.3/authenticate',
    keyword: 'MUST',
    section: '3.1.2.3 Authorization Server Authenticates End-User',
    quote:
      'The Authorization Server MUST attempt to Authenticate the End-User in the following cases: The End-User is not already Authenticated.',
    reading: 'with nobody signed in, an authorization request shows a sign-in page and issues no code.',
    checks: ['authentication/3/interactive-consent'],
  },
  {
    id: 'oidc-core/3.1.2.3/prompt-login',
    keyword: 'MUST',
    section: '3.1.2.3 Authorization Server Authenticates End-User',
    quote: 'In this case, the Authorization Server MUST reauthenticate the End-User even if the End-User is already authenticated.',
    reading: 'as oidc-core/3.1.2.1/prompt-login.',
    checks: ['oidc-core/3.1.2.1/prompt-login'],
  },
  {
    id: 'oidc-core/3.1.2.3/prompt-none-error',
    keyword: 'MUST',
    section: '3.1.2.3 Authorization Server Authenticates End-User',
    quote:
      'In this case, the Authorization Server MUST return an error if an End-User is not already Authenticated or could not be silently Authenticated.',
    reading: 'as oidc-core/3.1.2.1/prompt-none: with nobody signed in, prompt=none is an error redirect.',
    checks: ['oidc-core/3.1.2.1/prompt-none'],
  },
  {
    id: 'oidc-core/3.1.2.3/csrf-clickjacking',
    keyword: 'MUST',
    section: '3.1.2.3 Authorization Server Authenticates End-User',
    quote:
      'When interacting with the End-User, the Authorization Server MUST employ appropriate measures against Cross-Site Request Forgery and Clickjacking as, described in Sections 10.12 and 10.13 of OAuth 2.0.',
    reading:
      'the consent approval is bound to the session that saw the page, and the sign-in and consent pages refuse to be framed by other origins.',
    checks: ['security/csrf/consent-bound', 'security/clickjacking/framing'],
  },
  {
    id: 'oidc-core/3.1.2.4/consent',
    keyword: 'MUST',
    section: '3.1.2.4 Authorization Server Obtains End-User Consent/Authorization',
    quote:
      'Once the End-User is authenticated, the Authorization Server MUST obtain an authorization decision before releasing information to the Relying Party.',
    reading: 'a consent page comes before any code; denying it gives access_denied and no code.',
    checks: ['authentication/3/interactive-consent'],
  },
  {
    id: 'oidc-core/3.1.2.5/query-response',
    keyword: 'MUST',
    section: '3.1.2.5 Successful Authentication Response',
    quote:
      'When using the Authorization Code Flow, the Authorization Response MUST return the parameters defined in Section 4.1.2 of OAuth 2.0 by adding them as query parameters to the redirect_uri specified in the Authorization Request using the application/x-www-form-urlencoded format, unless a different Response Mode was specified.',
    reading: 'approval redirects to redirect_uri with code and state in the query.',
    checks: ['endpoints/authorize/code', 'endpoints/authorize/state'],
  },
  {
    id: 'oidc-core/3.1.2.6/no-other-parameters',
    keyword: 'SHOULD NOT',
    section: '3.1.2.6 Authentication Error Response',
    quote: 'Other parameters SHOULD NOT be returned.',
    reading:
      'an error redirect carries error, error_description, error_uri and state, plus iss (RFC 9207, which this service advertises); no code, no token, nothing else.',
    checks: ['oidc-core/3.1.2.6/no-other-parameters'],
  },
  {
    id: 'oidc-core/3.1.2.6/invalid-redirect-uri',
    keyword: 'MUST NOT',
    section: '3.1.2.6 Authentication Error Response',
    quote: 'If the Redirection URI is invalid, the Authorization Server MUST NOT redirect the User Agent to the invalid Redirection URI.',
    reading: 'an unregistered or altered redirect_uri gets an error page, never a redirect to it.',
    checks: ['endpoints/authorize/redirect-uri'],
  },
  {
    id: 'oidc-core/3.1.2.6/state',
    keyword: 'REQUIRED',
    section: '3.1.2.6 Authentication Error Response',
    quote: 'REQUIRED if the Authorization Request included the state parameter.',
    reading: 'the error redirect echoes state byte for byte.',
    checks: ['endpoints/authorize/state'],
  },
] as const satisfies readonly Requirement[];

const tokenEndpoint = [
  {
    id: 'oidc-core/3.1.3/tls',
    keyword: 'MUST',
    section: '3.1.3 Token Endpoint',
    quote: 'Communication with the Token Endpoint MUST utilize TLS.',
    reading: 'the token endpoint is served over https in deployment.',
    notObservable: TLS,
  },
  {
    id: 'oidc-core/3.1.3.2/authenticate-client',
    keyword: 'MUST',
    section: '3.1.3.2 Token Request Validation',
    quote:
      'The Authorization Server MUST validate the Token Request as follows: Authenticate the Client if it was issued Client Credentials or if it uses another Client Authentication method, per Section 9.',
    reading: 'a code redeemed under an unknown client_id (or a confidential client without its secret) gets invalid_client.',
    checks: ['errors/invalid_client', 'authentication/1/confidential-client-secret-post'],
  },
  {
    id: 'oidc-core/3.1.3.2/code-issued-to-client',
    keyword: 'MUST',
    section: '3.1.3.2 Token Request Validation',
    quote:
      'The Authorization Server MUST validate the Token Request as follows: Ensure the Authorization Code was issued to the authenticated Client.',
    reading: 'another client redeeming the member client\u2019s code gets invalid_grant or invalid_client, no tokens.',
    checks: ['endpoints/token/code-bound-to-client'],
  },
  {
    id: 'oidc-core/3.1.3.2/code-valid',
    keyword: 'MUST',
    section: '3.1.3.2 Token Request Validation',
    quote: 'The Authorization Server MUST validate the Token Request as follows: Verify that the Authorization Code is valid.',
    reading: 'a code never issued gets invalid_grant.',
    checks: ['errors/invalid_grant'],
  },
  {
    id: 'oidc-core/3.1.3.2/code-not-used',
    keyword: 'MUST',
    section: '3.1.3.2 Token Request Validation',
    quote:
      'The Authorization Server MUST validate the Token Request as follows: If possible, verify that the Authorization Code has not been previously used.',
    reading: 'restates RFC 6749 §4.1.2: a second redemption gets invalid_grant.',
    checks: ['endpoints/token/code-single-use'],
  },
  {
    id: 'oidc-core/3.1.3.2/redirect-uri-identical',
    keyword: 'MUST',
    section: '3.1.3.2 Token Request Validation',
    quote:
      'The Authorization Server MUST validate the Token Request as follows: Ensure that the redirect_uri parameter value is identical to the redirect_uri parameter value that was included in the initial Authorization Request.',
    reading: 'a code redeemed with another redirect_uri gets invalid_grant.',
    checks: ['endpoints/token/code-bound-to-redirect-uri'],
  },
  {
    id: 'oidc-core/3.1.3.2/openid-code',
    keyword: 'MUST',
    section: '3.1.3.2 Token Request Validation',
    quote:
      'The Authorization Server MUST validate the Token Request as follows: Verify that the Authorization Code used was issued in response to an OpenID Connect Authentication Request (so that an ID Token will be returned from the Token Endpoint).',
    reading:
      'an id_token comes back for a code issued to an openid request (judged by authentication/9/id-token); a code issued without openid is plain OAuth 2.0 and may return tokens without an id_token.',
    checks: ['authentication/9/id-token'],
  },
  {
    id: 'oidc-core/3.1.3.3/token-type-bearer',
    keyword: 'MUST',
    section: '3.1.3.3 Successful Token Response',
    quote:
      'The OAuth 2.0 token_type response parameter value MUST be Bearer, as specified in OAuth 2.0 Bearer Token Usage, unless another Token Type has been negotiated with the Client.',
    reading:
      'the code exchange answers token_type "Bearer" (compared case-insensitively, as the section says); no other type is negotiated here.',
    checks: ['endpoints/token/returns-tokens'],
  },
  {
    id: 'oidc-core/3.1.3.3/bearer-supported',
    keyword: 'SHOULD',
    section: '3.1.3.3 Successful Token Response',
    quote: 'Servers SHOULD support the Bearer Token Type; use of other Token Types is outside the scope of this specification.',
    reading: 'the access token is used as a Bearer token at UserInfo and the resources.',
    checks: ['authentication/10/bearer'],
  },
  {
    id: 'oidc-core/3.1.3.3/id-token-included',
    keyword: 'MUST',
    section: '3.1.3.3 Successful Token Response',
    quote:
      'In addition to the response parameters specified by OAuth 2.0, the following parameters MUST be included in the response: ID Token value associated with the authenticated session.',
    reading: 'an openid code exchange returns id_token (when the metadata advertises the ID-token keys, per the spec).',
    checks: ['authentication/9/id-token'],
  },
  {
    id: 'oidc-core/3.1.3.3/no-store',
    keyword: 'MUST',
    section: '3.1.3.3 Successful Token Response',
    quote:
      'All Token Responses that contain tokens, secrets, or other sensitive information MUST include the following HTTP response header fields and values:',
    reading: 'the code exchange and the refresh answer Cache-Control: no-store.',
    checks: ['endpoints/token/no-store'],
  },
] as const satisfies readonly Requirement[];

const otherFlows = [
  {
    id: 'oidc-core/3.2/implicit',
    keyword: 'REQUIRED',
    section: '3.2 Authentication using the Implicit Flow',
    quote: 'Use of the nonce Claim is REQUIRED for this flow.',
    reading: 'the whole Implicit Flow (§3.2.x): response_type id_token or id_token token.',
    notApplicable:
      'the service offers the authorization code flow only; an implicit request returns no token from the authorization endpoint',
    checks: ['security/authorize/no-implicit'],
  },
  {
    id: 'oidc-core/3.3/hybrid',
    keyword: 'MUST',
    section: '3.3 Authentication using the Hybrid Flow',
    quote:
      'If a nonce parameter is present in the Authentication Request, Authorization Servers MUST include a nonce Claim in the ID Token.',
    reading: 'the whole Hybrid Flow (§3.3.x): response_type code id_token, code token, code id_token token.',
    notApplicable: 'the service offers response_type=code only (response_types_supported ["code"])',
  },
] as const satisfies readonly Requirement[];

const claims = [
  {
    id: 'oidc-core/5.1.1/address',
    keyword: 'SHOULD',
    section: '5.1.1 Address Claim',
    quote:
      'If both variants are returned, they SHOULD represent the same address, with the formatted address indicating how the component fields are combined.',
    reading: 'only for the address claim.',
    notApplicable: 'the service returns no address claim',
  },
  {
    id: 'oidc-core/5.1.2/collision-resistant',
    keyword: 'RECOMMENDED',
    section: '5.1.2 Additional Claims',
    quote:
      'When using such Claims, it is RECOMMENDED that collision-resistant names be used for the Claim Names, as described in the JSON Web Token (JWT) specification.',
    reading: 'org_id and roles are additional claims.',
    notApplicable: 'the claim names org_id and roles are fixed by the service\u2019s spec ("UserInfo and ID-token claims")',
  },
  {
    id: 'oidc-core/5.2/languages',
    keyword: 'SHOULD',
    section: '5.2 Claims Languages and Scripts',
    quote: 'Where possible, OPs SHOULD try to match requested Claim locales with Claims it has.',
    reading: 'the section\u2019s rules on language-tagged claims and claims_locales.',
    notApplicable: 'the service returns no language-tagged claims and offers no claims_locales',
  },
  {
    id: 'oidc-core/5.3/tls',
    keyword: 'MUST',
    section: '5.3 UserInfo Endpoint',
    quote: 'Communication with the UserInfo Endpoint MUST utilize TLS.',
    reading: 'UserInfo is served over https in deployment.',
    notObservable: TLS,
  },
  {
    id: 'oidc-core/5.3/get-and-post',
    keyword: 'MUST',
    section: '5.3 UserInfo Endpoint',
    quote: 'The UserInfo Endpoint MUST support the use of the HTTP GET and HTTP POST methods defined in RFC 7231.',
    reading:
      'UserInfo answers a POST with the Bearer header as it answers the GET: 200 and the member\u2019s claims (a 404 or 405 to POST breaks it).',
    checks: ['oidc-core/5.3/get-and-post'],
  },
  {
    id: 'oidc-core/5.3/bearer',
    keyword: 'MUST',
    section: '5.3 UserInfo Endpoint',
    quote: 'The UserInfo Endpoint MUST accept Access Tokens as OAuth 2.0 Bearer Token Usage.',
    reading: 'UserInfo takes Authorization: Bearer <token> (scheme case-insensitive), refuses other schemes and unknown tokens with 401.',
    checks: ['authentication/10/bearer', 'resources/claims/userinfo', 'errors/invalid_token'],
  },
  {
    id: 'oidc-core/5.3/cors',
    keyword: 'SHOULD',
    section: '5.3 UserInfo Endpoint',
    quote:
      'The UserInfo Endpoint SHOULD support the use of Cross-Origin Resource Sharing (CORS) and/or other methods as appropriate to enable JavaScript Clients and other Browser-Based Clients to access it.',
    reading:
      'a cross-origin GET (Origin header) gets Access-Control-Allow-Origin, and a preflight for the Authorization header is allowed. The text allows "other methods", so a server without CORS is only warned.',
    checks: ['oidc-core/5.3/cors'],
  },
  {
    id: 'oidc-core/5.3.2/json-object',
    keyword: 'MUST',
    section: '5.3.2 Successful UserInfo Response',
    quote:
      'The UserInfo Claims MUST be returned as the members of a JSON object unless a signed or encrypted response was requested during Client Registration.',
    reading: 'no client registers a signed UserInfo response here: UserInfo answers a JSON object of claims.',
    checks: ['resources/claims/userinfo'],
  },
  {
    id: 'oidc-core/5.3.2/no-null-claims',
    keyword: 'SHOULD',
    section: '5.3.2 Successful UserInfo Response',
    quote:
      'If a Claim is not returned, that Claim Name SHOULD be omitted from the JSON object representing the Claims; it SHOULD NOT be present with a null or empty string value.',
    reading: 'no UserInfo member is null or the empty string.',
    checks: ['oidc-core/5.3.2/no-null-claims'],
  },
  {
    id: 'oidc-core/5.3.2/sub-always',
    keyword: 'MUST',
    section: '5.3.2 Successful UserInfo Response',
    quote: 'The sub (subject) Claim MUST always be returned in the UserInfo Response.',
    reading: 'UserInfo always has sub.',
    checks: ['resources/claims/userinfo'],
  },
  {
    id: 'oidc-core/5.3.2/json-serialization',
    keyword: 'MUST',
    section: '5.3.2 Successful UserInfo Response',
    quote:
      'Upon receipt of the UserInfo Request, the UserInfo Endpoint MUST return the JSON Serialization of the UserInfo Response as in Section 13.3 in the HTTP response body unless a different format was specified during Registration [OpenID.Registration].',
    reading: 'UserInfo\u2019s body is the JSON claims object.',
    checks: ['resources/claims/userinfo'],
  },
  {
    id: 'oidc-core/5.3.2/content-type',
    keyword: 'MUST',
    section: '5.3.2 Successful UserInfo Response',
    quote:
      'The content-type of the HTTP response MUST be application/json if the response body is a text JSON object; the response body SHOULD be encoded using UTF-8.',
    reading: 'UserInfo answers Content-Type: application/json (parameters such as charset=utf-8 allowed).',
    checks: ['oidc-core/5.3.2/content-type'],
  },
  {
    id: 'oidc-core/5.3.2/signed-userinfo',
    keyword: 'MUST',
    section: '5.3.2 Successful UserInfo Response',
    quote: 'If signed, the UserInfo Response MUST contain the Claims iss (issuer) and aud (audience) as members.',
    reading: 'the signed and encrypted UserInfo responses (application/jwt).',
    notApplicable: 'registration takes no userinfo_signed_response_alg: UserInfo is plain JSON only',
  },
  {
    id: 'oidc-core/5.5/claims-parameter',
    keyword: 'SHOULD',
    section: '5.5 Requesting Claims using the "claims" Request Parameter',
    quote:
      'Should an OP not support this parameter and an RP uses it, the OP SHOULD return a set of Claims to the RP that it believes would be useful to the RP and the End-User using whatever heuristics it believes are appropriate.',
    reading:
      'claims_parameter_supported is not advertised; a request that sends claims anyway proceeds as without it (after approval, a code), not an error; a warning otherwise. The rest of §5.5 applies only to OPs that support the parameter.',
    checks: ['oidc-core/5.5/claims-parameter'],
  },
  {
    id: 'oidc-core/5.6/normal-claims',
    keyword: 'MUST',
    section: '5.6 Claim Types',
    quote: 'Normal Claims MUST be supported.',
    reading: 'UserInfo returns its claims directly as members of the JSON object.',
    checks: ['resources/claims/userinfo'],
  },
  {
    id: 'oidc-core/5.6.2/aggregated-distributed',
    keyword: 'MUST',
    section: '5.6.2 Aggregated and Distributed Claims',
    quote: 'The endpoint URL MUST return the Claim as a JWT.',
    reading: 'aggregated and distributed claims, for OPs and Claims Providers that use them.',
    notApplicable: 'the service returns normal claims only (no _claim_names, _claim_sources)',
  },
  {
    id: 'oidc-core/5.7/sub-stable',
    keyword: 'MUST',
    section: '5.7 Claim Stability and Uniqueness',
    quote:
      'Claims from the ID Token, used together, are the only Claims that an RP can rely upon as a stable identifier for the End-User, since the sub Claim MUST be locally unique and never reassigned within the Issuer for a particular End-User, as described in Section 2.',
    reading:
      'One member gets the same sub from one client in every grant (two code exchanges of members[0], their ID tokens); that two members never share one is rfc7519/4.1.2/sub-unique.',
    checks: ['oidc-core/5.7/sub-stable'],
  },
] as const satisfies readonly Requirement[];

const notOffered = [
  {
    id: 'oidc-core/6.1/request-not-supported',
    keyword: 'MUST',
    section: '6.1 Passing a Request Object by Value',
    quote: 'Should an OP not support this parameter and an RP uses it, the OP MUST return the request_not_supported error.',
    reading:
      'request_parameter_supported is not advertised (default false): an authorization request with request=<JWT> gets error=request_not_supported at the redirect URI (or an error page), never a code built from the object.',
    checks: ['oidc-core/6.1/request-not-supported'],
  },
  {
    id: 'oidc-core/6.2/request-uri-not-supported',
    keyword: 'MUST',
    section: '6.2 Passing a Request Object by Reference',
    quote: 'Should an OP not support this parameter and an RP uses it, the OP MUST return the request_uri_not_supported error.',
    reading:
      'request_uri_parameter_supported is not advertised as true: request_uri=<URL> gets error=request_uri_not_supported, and the OP fetches nothing.',
    checks: ['oidc-core/6.2/request-uri-not-supported'],
  },
  {
    id: 'oidc-core/6/request-objects',
    keyword: 'MUST',
    section: '6.3 Validating JWT-Based Requests',
    quote: 'The Authorization Server MUST return an error if signature validation fails.',
    reading: 'the processing of Request Objects (§6.1\u20136.3) by an OP that supports them.',
    notApplicable: 'the service does not support Request Objects (request, request_uri); refusing them is oidc-core/6.1 and 6.2',
  },
  {
    id: 'oidc-core/7/self-issued',
    keyword: 'MUST',
    section: '7 Self-Issued OpenID Provider',
    quote: 'No Access Token is returned for accessing a UserInfo Endpoint, so all Claims returned MUST be in the ID Token.',
    reading: 'the Self-Issued OpenID Provider.',
    notApplicable: 'the service is not a Self-Issued OP',
  },
  {
    id: 'oidc-core/9/jwt-client-auth',
    keyword: 'MUST',
    section: '9 Client Authentication',
    quote: 'The Authorization Server MUST verify that it is an intended audience for the token.',
    reading: 'client_secret_jwt and private_key_jwt client authentication.',
    notApplicable:
      'the service authenticates clients by none and client_secret_post only (token_endpoint_auth_methods_supported); JWT assertions are not offered',
  },
] as const satisfies readonly Requirement[];

const keys = [
  {
    id: 'oidc-core/10.1/alg',
    keyword: 'MUST',
    section: '10.1 Signing',
    quote:
      'When using RSA or ECDSA Signatures, the alg Header Parameter value of the JOSE Header MUST be set to an appropriate algorithm as defined in JSON Web Algorithms.',
    reading: 'the ID token\u2019s alg is ES256, the JWA name of ECDSA P-256 SHA-256.',
    checks: ['authentication/9/id-token'],
  },
  {
    id: 'oidc-core/10.1/recipient-algorithms',
    keyword: 'MUST',
    section: '10.1 Signing',
    quote: 'The signing party MUST select a signature algorithm based on the algorithms supported by the recipient.',
    reading:
      'clients cannot choose (no id_token_signed_response_alg); the OP signs with an algorithm it advertises in id_token_signing_alg_values_supported, which clients read before asking. The id_token is ES256 (authentication/9/id-token) and the advertised list holds ES256 (the named-keys check), so together they judge this.',
    checks: ['authentication/9/id-token', 'endpoints/discovery/keys/id_token_signing_alg_values_supported'],
  },
  {
    id: 'oidc-core/10.1/published-key',
    keyword: 'MUST',
    section: '10.1 Signing',
    quote:
      'The private key used to sign the content MUST be associated with a public key used for signature verification published by the sender in its JWK Set document.',
    reading: 'the ID token verifies with a public key published at jwks_uri.',
    checks: ['authentication/9/signature'],
  },
  {
    id: 'oidc-core/10.1/kid',
    keyword: 'MUST',
    section: '10.1 Signing',
    quote: 'If there are multiple keys in the referenced JWK Set document, a kid value MUST be provided in the JOSE Header.',
    reading: 'the service\u2019s spec asks for a kid always; the ID token names its key by kid.',
    checks: ['authentication/9/signature'],
  },
  {
    id: 'oidc-core/10.1/key-usage',
    keyword: 'MUST',
    section: '10.1 Signing',
    quote: 'The key usage of the respective keys MUST support signing.',
    reading:
      'the published key that verifies the ID token is not marked for encryption only: its use, when present, is "sig", and its key_ops, when present, include "verify".',
    checks: ['oidc-core/10.1/key-usage'],
  },
  {
    id: 'oidc-core/10.1/mac',
    keyword: 'MUST',
    section: '10.1 Signing',
    quote:
      'When using MAC-based signatures, the alg Header Parameter value of the JOSE Header MUST be set to a MAC algorithm, as defined in JSON Web Algorithms.',
    reading: 'MAC-signed ID tokens.',
    notApplicable: 'the service signs ID tokens with ES256 only (Authentication 9)',
  },
  {
    id: 'oidc-core/10.1.1/rotation',
    keyword: 'SHOULD',
    section: '10.1.1 Rotation of Asymmetric Signing Keys',
    quote:
      'The JWK Set document at the jwks_uri SHOULD retain recently decommissioned signing keys for a reasonable period of time to facilitate a smooth transition.',
    reading: 'after a key rotation, the old key stays at jwks_uri for a while.',
    notObservable: 'the harness cannot make the service rotate its signing key',
  },
  {
    id: 'oidc-core/10.2/encryption',
    keyword: 'MUST',
    section: '10.2 Encryption',
    quote: 'The encrypting party MUST select an encryption algorithm based on the algorithms supported by the recipient.',
    reading: 'encrypted ID tokens, UserInfo responses and Request Objects (§10.2, §10.2.1).',
    notApplicable: 'the service encrypts nothing: registration takes no encryption algorithms and the metadata lists none',
  },
] as const satisfies readonly Requirement[];

const refreshAndMore = [
  {
    id: 'oidc-core/11/offline-consent',
    keyword: 'MUST',
    section: '11 Offline Access',
    quote: 'The OP MUST always obtain consent to returning a Refresh Token that enables offline access to the requested resources.',
    reading:
      'refresh tokens come only from a grant the member approved on the consent page; offline_access is not a scope of this service (its refresh tokens are issued with every grant, after interactive consent).',
    checks: ['authentication/3/interactive-consent'],
  },
  {
    id: 'oidc-core/11/offline-access-scope',
    keyword: 'MUST',
    section: '11 Offline Access',
    quote:
      'MUST ignore the offline_access request unless the Client is using a response_type value that would result in an Authorization Code being returned,',
    reading: 'the rules for the offline_access scope value.',
    notApplicable: 'offline_access is not among the service\u2019s scopes; only response_type=code is offered anyway',
  },
  {
    id: 'oidc-core/12.1/validate-refresh-token',
    keyword: 'MUST',
    section: '12.1 Refresh Request',
    quote:
      'The Authorization Server MUST validate the Refresh Token, MUST verify that it was issued to the Client, and must verify that the Client successfully authenticated it has a Client Authentication method.',
    reading: 'a made-up refresh token gets no token; another client\u2019s refresh token is refused.',
    checks: ['errors/invalid_grant', 'endpoints/token/refresh-bound-to-client'],
  },
  {
    id: 'oidc-core/12.2/refresh-id-token',
    keyword: 'MUST',
    section: '12.2 Successful Refresh Response',
    quote:
      'If an ID Token is returned as a result of a token refresh request, the following requirements apply: its iss Claim Value MUST be the same as in the ID Token issued when the original authentication occurred,',
    reading: 'the rules for an ID token returned by the refresh grant.',
    notApplicable: 'the spec says refresh responses carry no id_token; that they carry none is checked',
    checks: ['endpoints/token/refresh-no-id-token'],
  },
  {
    id: 'oidc-core/13.3/no-null',
    keyword: 'SHOULD',
    section: '13.3 JSON Serialization',
    quote:
      'Omitted parameters and parameters with no value SHOULD be omitted from the object and not represented by a JSON null value, unless otherwise specified.',
    reading: 'the OP\u2019s JSON answers (UserInfo, here) leave out what they do not return instead of sending null.',
    checks: ['oidc-core/5.3.2/no-null-claims'],
  },
  {
    id: 'oidc-core/14/no-normalization',
    keyword: 'MUST NOT',
    section: '14 String Operations',
    quote:
      'Unicode Normalization [USA15] MUST NOT be applied at any point to either the JSON string or to the string it is to be compared against.',
    reading:
      'the OP compares strings (redirect_uri, client_id, state, nonce) code point by code point: a redirect_uri differing from the registered one only by Unicode normalization is not accepted as it.',
    checks: ['oidc-core/14/no-normalization'],
  },
] as const satisfies readonly Requirement[];

const mandatory = [
  {
    id: 'oidc-core/15.1/rs256',
    keyword: 'MUST',
    section: '15.1 Mandatory to Implement Features for All OpenID Providers',
    quote:
      'OPs MUST support signing ID Tokens with the RSA SHA-256 algorithm (an alg value of RS256), unless the OP only supports returning ID Tokens from the Token Endpoint (as is the case for the Authorization Code Flow) and only allows Clients to register specifying none as the requested ID Token signing algorithm.',
    reading:
      'the service\u2019s spec (Authentication 9) fixes ES256 as the only ID-token algorithm; this sentence asks for RS256 as well, and the exception does not quite cover the service (its clients do not register none). A deliberate deviation of the spec, recorded here.',
    notApplicable: 'the service\u2019s spec chooses ES256 only; offering RS256 is outside what it asks of the service',
  },
  {
    id: 'oidc-core/15.1/prompt',
    keyword: 'MUST',
    section: '15.1 Mandatory to Implement Features for All OpenID Providers',
    quote:
      'OPs MUST support the prompt parameter, as defined in Section 3.1.2, including the specified user interface behaviors such as none and login.',
    reading: 'as oidc-core/3.1.2.1/prompt-none and oidc-core/3.1.2.1/prompt-login.',
    checks: ['oidc-core/3.1.2.1/prompt-none', 'oidc-core/3.1.2.1/prompt-login'],
  },
  {
    id: 'oidc-core/15.1/display',
    keyword: 'MUST',
    section: '15.1 Mandatory to Implement Features for All OpenID Providers',
    quote: 'OPs MUST support the display parameter, as defined in Section 3.1.2.',
    reading: 'display=page, popup, touch or wap is accepted (a sign-in page, not an error).',
    checks: ['oidc-core/15.1/display'],
  },
  {
    id: 'oidc-core/15.1/locales',
    keyword: 'MUST',
    section: '15.1 Mandatory to Implement Features for All OpenID Providers',
    quote:
      'OPs MUST support requests for preferred languages and scripts for the user interface and for Claims via the ui_locales and claims_locales request parameters, as defined in Section 3.1.2.',
    reading: 'ui_locales and claims_locales are accepted; the service has one language, so support means not failing the request.',
    checks: ['oidc-core/3.1.2.1/ui-locales'],
  },
  {
    id: 'oidc-core/15.1/auth-time',
    keyword: 'MUST',
    section: '15.1 Mandatory to Implement Features for All OpenID Providers',
    quote:
      'OPs MUST support returning the time at which the End-User authenticated via the auth_time Claim, when requested, as defined in Section 2.',
    reading: 'as oidc-core/2/auth-time-max-age.',
    checks: ['oidc-core/2/auth-time-max-age'],
  },
  {
    id: 'oidc-core/15.1/max-age',
    keyword: 'MUST',
    section: '15.1 Mandatory to Implement Features for All OpenID Providers',
    quote: 'OPs MUST support enforcing a maximum authentication age via the max_age parameter, as defined in Section 3.1.2.',
    reading: 'as oidc-core/3.1.2.1/max-age.',
    checks: ['oidc-core/3.1.2.1/max-age'],
  },
  {
    id: 'oidc-core/15.1/acr-values',
    keyword: 'MUST',
    section: '15.1 Mandatory to Implement Features for All OpenID Providers',
    quote:
      'OPs MUST support requests for specific Authentication Context Class Reference values via the acr_values parameter, as defined in Section 3.1.2.',
    reading: 'acr is a Voluntary Claim when asked by acr_values: the request proceeds (an acr in the ID token or none), not an error.',
    checks: ['oidc-core/15.1/acr-values'],
  },
  {
    id: 'oidc-core/15.2/response-types',
    keyword: 'MUST',
    section: '15.2 Mandatory to Implement Features for Dynamic OpenID Providers',
    quote:
      'These OpenID Providers MUST support the id_token Response Type and all that are not Self-Issued OPs MUST also support the code and id_token token Response Types.',
    reading:
      'the service registers loopback clients dynamically, but its spec (and RFC 9700 §2.1.2) excludes the implicit response types: a deliberate deviation, recorded here.',
    notApplicable: 'the service\u2019s spec offers response_type=code only; implicit responses are refused',
    checks: ['security/authorize/no-implicit'],
  },
  {
    id: 'oidc-core/15.2/discovery',
    keyword: 'MUST',
    section: '15.2 Mandatory to Implement Features for Dynamic OpenID Providers',
    quote: 'These OPs MUST support Discovery, as defined in OpenID Connect Discovery 1.0.',
    reading: '/.well-known/openid-configuration is served.',
    checks: ['endpoints/discovery/openid-configuration'],
  },
  {
    id: 'oidc-core/15.2/registration',
    keyword: 'MUST',
    section: '15.2 Mandatory to Implement Features for Dynamic OpenID Providers',
    quote: 'These OPs MUST support Dynamic Client Registration, as defined in OpenID Connect Dynamic Client Registration 1.0.',
    reading: 'registration_endpoint registers loopback clients (and known vendors), as the spec scopes it.',
    checks: ['authentication/4/loopback'],
    breaks: [
      {
        way: 'demands an initial access token, so no client registers on its own',
        kind: 'other',
        checks: ['authentication/4/loopback'],
        fault: 'register-requires-initial-token',
      },
      {
        way: 'refuses the loopback clients the spec opens it to (a redirect URI with a port)',
        kind: 'other',
        checks: ['authentication/4/loopback'],
        fault: 'register-loopback-port-refused',
      },
    ],
  },
  {
    id: 'oidc-core/15.2/userinfo',
    keyword: 'MUST',
    section: '15.2 Mandatory to Implement Features for Dynamic OpenID Providers',
    quote: 'All dynamic OPs that issue Access Tokens MUST support the UserInfo Endpoint, as defined in Section 5.3.',
    reading: 'UserInfo serves the member\u2019s claims.',
    checks: ['resources/claims/userinfo'],
  },
  {
    id: 'oidc-core/15.2/bare-jwk',
    keyword: 'MUST',
    section: '15.2 Mandatory to Implement Features for Dynamic OpenID Providers',
    quote:
      'These OPs MUST publish their public keys as bare JWK keys (which MAY also be accompanied by X.509 representations of those keys).',
    reading: 'jwks_uri serves a JWK Set of public keys.',
    checks: ['endpoints/discovery/jwks/jwk-set', 'endpoints/discovery/jwks/public-only'],
    breaks: [
      {
        way: 'serves the key itself at jwks_uri, not the JWK Set clients read keys from',
        kind: 'other',
        checks: ['endpoints/discovery/jwks/jwk-set'],
        fault: 'jwks-not-a-set',
      },
      { way: 'publishes a private key', kind: 'other', checks: ['endpoints/discovery/jwks/public-only'], fault: 'jwks-private-key' },
    ],
  },
  {
    id: 'oidc-core/15.2/request-uri',
    keyword: 'MUST',
    section: '15.2 Mandatory to Implement Features for Dynamic OpenID Providers',
    quote:
      'These OPs MUST support requests made using a Request Object value that is retrieved from a Request URI that is provided with the request_uri parameter, as defined in Section 6.2.',
    reading: 'the service does not support request_uri; a deliberate deviation of its spec, recorded here.',
    notApplicable: 'Request Objects are not offered; refusing them properly is oidc-core/6.2/request-uri-not-supported',
  },
  {
    id: 'oidc-core/15.3/discovery-registration',
    keyword: 'SHOULD',
    section: '15.3 Discovery and Registration',
    quote:
      'However, if installations choose to support unanticipated interactions between Relying Parties and OpenID Providers that do not have pre-configured relationships, they SHOULD accomplish this by implementing the facilities defined in the OpenID Connect Discovery 1.0 and OpenID Connect Dynamic Client Registration 1.0 specifications.',
    reading: 'the service supports loopback clients it has no prior relationship with through discovery and registration.',
    checks: ['endpoints/discovery/openid-configuration', 'authentication/4/loopback'],
  },
] as const satisfies readonly Requirement[];

const security = [
  {
    id: 'oidc-core/16.4/access-token-disclosure',
    keyword: 'MUST NOT',
    section: '16.4 Access Token Disclosure',
    quote: "Access Tokens represent an End-User's authorization and MUST NOT be exposed to unauthorized parties.",
    reading: 'tokens go back only in the token response (never in the front channel), which no cache keeps.',
    checks: ['endpoints/token/no-store', 'security/authorize/no-implicit'],
  },
  {
    id: 'oidc-core/16.8/restricted-tokens',
    keyword: 'SHOULD',
    section: '16.8 Access Token Redirect',
    quote: 'To mitigate this threat, the Access Token SHOULD be audience and scope restricted.',
    reading: 'member tokens are bound to the origin they were issued for and refused at another; operator tokens only reach their scopes.',
    checks: ['authentication/8/other-origin', 'errors/insufficient_scope'],
  },
  {
    id: 'oidc-core/16.9/short-lived',
    keyword: 'SHOULD',
    section: '16.9 Token Reuse',
    quote: 'To mitigate this threat, the token SHOULD include a timestamp and a short validity lifetime.',
    reading: 'the ID token carries iat and exp 10 minutes after it.',
    checks: ['limits/id-token-lifetime'],
  },
  {
    id: 'oidc-core/16.11/implicit',
    keyword: 'MUST NOT',
    section: '16.11 Token Substitution',
    quote:
      'In Section 10.16, it normatively requires that any use of the authorization process as a form of delegated End-User authentication to the Client MUST NOT use the Implicit Flow without employing additional security mechanisms that enable the Client to determine whether the ID Token and Access Token were issued for its use.',
    reading: 'restates RFC 6749 §10.16: the implicit flow is not offered.',
    checks: ['security/authorize/no-implicit'],
  },
  {
    id: 'oidc-core/16.12/timing',
    keyword: 'SHOULD NOT',
    section: '16.12 Timing Attack',
    quote:
      'Implementations SHOULD NOT terminate the validation process at the instant of the finding an error but SHOULD continue running until all the octets have been processed to avoid this attack.',
    reading: 'secret comparisons (client secrets, codes, tokens) take constant time.',
    notObservable: 'timing differences of one comparison are far below the jitter of HTTP round trips to a black box',
  },
  {
    id: 'oidc-core/16.15/iss-matches-discovery',
    keyword: 'MUST',
    section: '16.15 Issuer Identifier',
    quote: 'The issuer returned by discovery MUST exactly match the value of iss in the ID Token.',
    reading:
      'the id_token\u2019s iss is character for character the issuer of /.well-known/openid-configuration. authentication/9/iss judges iss against the origin (allowing the RFC 8414 metadata\u2019s trailing-slash spelling), so a discovery issuer spelled otherwise than iss passes it: this entry needs its own check.',
    checks: ['oidc-discovery/4.3/iss-identical'],
  },
  {
    id: 'oidc-core/16.15/single-issuer',
    keyword: 'RECOMMENDED',
    section: '16.15 Issuer Identifier',
    quote: 'It is RECOMMENDED that only a single Issuer per host be used.',
    reading: 'the issuer is the origin itself, one per host.',
    checks: ['endpoints/discovery/authorization-server/issuer'],
    breaks: [
      {
        way: 'uses an issuer with a path (one of several the host could hold), not the origin',
        kind: 'other',
        checks: ['endpoints/discovery/authorization-server/issuer'],
        fault: 'asm-wrong-issuer',
      },
    ],
  },
  {
    id: 'oidc-core/16.17/tls',
    keyword: 'MUST',
    section: '16.17 TLS Requirements',
    quote: 'Implementations MUST support TLS.',
    reading: 'every endpoint is served over https in deployment (BCP 195 ciphersuites, a valid certificate).',
    notObservable: TLS,
  },
  {
    id: 'oidc-core/16.18/short-access-tokens',
    keyword: 'SHOULD',
    section: '16.18 Lifetimes of Access Tokens and Refresh Tokens',
    quote: 'Access Token lifetimes SHOULD therefore be kept to single use or very short lifetimes.',
    reading: 'the token response states a short expires_in (an hour or less is read as short).',
    checks: ['rfc6750/5.3/short-lived'],
  },
  {
    id: 'oidc-core/16.18/long-term-grants',
    keyword: 'SHOULD',
    section: '16.18 Lifetimes of Access Tokens and Refresh Tokens',
    quote: 'The Authorization Server SHOULD clearly identify long-term grants to the User during Authorization.',
    reading: 'the consent page says that access continues (refresh tokens) after the session.',
    notObservable: 'whether the wording of a consent page is clear is a human judgement, not an outcome of a request',
  },
  {
    id: 'oidc-core/16.18/user-revocation',
    keyword: 'SHOULD',
    section: '16.18 Lifetimes of Access Tokens and Refresh Tokens',
    quote:
      'The Authorization Server SHOULD provide a mechanism for the End-User to revoke Access Tokens and Refresh Tokens granted to a Client.',
    reading: 'members can withdraw a client\u2019s grant themselves.',
    notObservable: 'the spec names no End-User page or API for it that the harness could drive (client-side revocation is RFC 7009\u2019s)',
  },
  {
    id: 'oidc-core/16.19/symmetric-key-entropy',
    keyword: 'MUST',
    section: '16.19 Symmetric Key Entropy',
    quote:
      'Thus, when used with symmetric signing or encryption operations, client_secret values MUST contain sufficient entropy to generate cryptographically strong keys.',
    reading: 'client secrets used as HMAC or encryption keys.',
    notApplicable: 'the service uses client secrets for client_secret_post only, never as signing or encryption keys',
  },
  {
    id: 'oidc-core/16.22/no-307',
    keyword: 'MUST NOT',
    section: '16.22 HTTP 307 Redirects',
    quote: 'Therefore, HTTP 307 redirects MUST NOT be used when redirecting to the Redirection URI.',
    reading:
      'after the member approves (a POST of the consent form), the redirect to redirect_uri is a 302 or 303 (or a page that navigates), never a 307 that would replay the form, credentials included, to the client.',
    checks: ['oidc-core/16.22/no-307'],
  },
  {
    id: 'oidc-core/17.2/access-logs',
    keyword: 'SHOULD',
    section: '17.2 Data Access Monitoring',
    quote:
      "The Resource Server SHOULD make End-Users' UserInfo access logs available to them so that they can monitor who accessed their data.",
    reading: 'members can see which clients read their UserInfo.',
    notObservable: 'the spec names no End-User page or API for access logs that the harness could read',
  },
  {
    id: 'oidc-core/17.3/pairwise',
    keyword: 'SHOULD',
    section: '17.3 Correlation',
    quote:
      'To protect the End-User from possible correlation among Clients, the use of a Pairwise Pseudonymous Identifier (PPID) as the sub (subject) SHOULD be considered.',
    reading: 'a design consideration: pairwise subject identifiers.',
    notApplicable:
      'the service\u2019s spec has one public sub per member (subject_types_supported ["public"]); the SHOULD asks to consider, which no outcome shows',
  },
] as const satisfies readonly Requirement[];

export const oidcCore = {
  id: 'oidc-core',
  cite: 'OpenID Connect Core 1.0',
  title: 'OpenID Connect Core 1.0',
  scope: 'the ID token, UserInfo and the authentication request parameters (nonce, prompt)',
  requirements: [
    ...idToken,
    ...authorizationEndpoint,
    ...tokenEndpoint,
    ...otherFlows,
    ...claims,
    ...notOffered,
    ...keys,
    ...refreshAndMore,
    ...mandatory,
    ...security,
  ],
} as const satisfies Source;
