// The requirement inventory of OpenID Connect Core 1.0 (lib/spec/sources/types.ts).
// Quoted from OpenID Connect Core 1.0 incorporating errata set 2. Client-only rules (RP validation of
// the ID token, of the UserInfo response) have no entry; flows this service does not offer are one
// entry each. TLS, which every endpoint section repeats, is one entry per endpoint with one reason.
import type { Requirement, Source } from './types.ts';
import {
  ACCESS_TOKEN_IN_URL_WAYS,
  AUTHORIZE_AUTO_APPROVE_AT_ONCE,
  AUTHORIZE_CONSENT_CSRF,
  AUTHORIZE_CONSENT_CSRF_OPTIONAL,
  AUTHORIZE_CONSENT_SKIPPED_AFTER_SIGN_IN,
  AUTHORIZE_CONSENT_UNBOUND,
  AUTHORIZE_ID_TOKEN_HINT_IGNORED,
  AUTHORIZE_MAX_AGE_IGNORED,
  AUTHORIZE_MAX_AGE_ZERO_ONLY,
  AUTHORIZE_PAGES_FRAMABLE,
  AUTHORIZE_POST_DROPS_OIDC_PARAMS,
  AUTHORIZE_PROMPT_LOGIN_EXACT,
  AUTHORIZE_PROMPT_LOGIN_IGNORED,
  AUTHORIZE_PROMPT_NONE_CONSENT_PAGE,
  AUTHORIZE_PROMPT_NONE_IGNORED,
  AUTHORIZE_STATE_OPTIONAL,
  FRONT_ID_TOKEN,
  HYBRID_ID_TOKEN,
  IMPLICIT_SERVED,
  PAGES_CONSENT_FRAME_ANCESTORS_ANY,
  PAGES_LOGIN_FRAME_ANCESTORS_ANY,
} from './authorize-ways.ts';
import { OIDC_CONFIG_ISSUER_SLASH, OIDC_CONFIG_REQUIRES_AUTH, OIDC_CONFIG_WAYS } from './discovery-ways.ts';
import {
  ID_TOKEN_ALG_NONE,
  ID_TOKEN_AUD_LOWERCASED,
  ID_TOKEN_AUTH_TIME_FIRST,
  ID_TOKEN_EXPIRED,
  ID_TOKEN_IAT_STRING,
  ID_TOKEN_ISS_WAYS,
  ID_TOKEN_LIFETIME_HOUR,
  ID_TOKEN_NONCE_WAYS,
  ID_TOKEN_NO_AUTH_TIME,
  ID_TOKEN_NO_EXP,
  ID_TOKEN_NO_KID,
  ID_TOKEN_SUB_PER_CLIENT,
  ID_TOKEN_WRONG_AUD,
  REFRESH_ID_TOKEN_AUD,
  REFRESH_ID_TOKEN_EXPIRED,
  REFRESH_ID_TOKEN_ISS_NOT_ISSUER,
  REFRESH_ID_TOKEN_SUB,
  REFRESH_ID_TOKEN_UNKNOWN_KID,
} from './id-token-ways.ts';
import {
  AUTHORIZE_OPEN_REDIRECT,
  AUTHORIZE_REDIRECT_PREFIX_ACCEPTED,
  AUTHORIZE_UNKNOWN_CLIENT_REQUEST_REDIRECTED,
} from './redirect-ways.ts';
import {
  BEARER_ANY_SCHEME,
  BEARER_LENIENT_HEADER,
  BEARER_SCHEME_CASE_SENSITIVE,
  GRAPHQL_OTHER_ORIGIN_TOKEN,
  MCP_OTHER_ORIGIN_TOKEN,
  RESOURCE_403_AS_401,
  RESOURCE_403_WRONG_CODE,
  USERINFO_OTHER_ORIGIN_TOKEN,
  USERINFO_REVOKED_TOKEN_SERVED,
  USERINFO_UNKNOWN_TOKEN_ACCEPTED,
} from './resource-ways.ts';
import {
  BASIC_BESIDE,
  CODE_SINGLE_USE_WAYS,
  CODE_VALID_WAYS,
  NO_STORE_WAYS,
  REFRESH_ACCEPTS_WAYS,
  REFRESH_ANY_CLIENT,
  REFRESH_LIFETIME_DAY,
  REVOKE_REFRESH_NOOP,
  TOKEN_BAD_CODE_INVALID_REQUEST,
  TOKEN_CODE_ANY_CLIENT,
  TOKEN_CODE_WITHOUT_SECRET,
  TOKEN_LIFETIME_DAY,
  TOKEN_OTHER_CLIENT_SECRET_2,
  TOKEN_OTHER_CLIENT_SECRET_OWN,
  TOKEN_REDIRECT_URI_WAYS,
  TOKEN_UNKNOWN_CLIENT_INVALID_REQUEST,
  USERINFO_SHAPE,
} from './token-ways.ts';

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
    breaks: [...ID_TOKEN_ISS_WAYS],
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
    breaks: [
      {
        way: "one sub for every member (a sub that is not the member's)",
        kind: 'grant-shape',
        checks: ['resources/claims/id-token-same-values'],
        fault: 'id-token-sub-shared',
      },
      {
        way: 'a sub reassigned: a new one in every ID token',
        kind: 'after-event',
        checks: ['resources/claims/id-token-same-values'],
        fault: 'id-token-sub-per-token',
      },
      REFRESH_ID_TOKEN_SUB,
      ID_TOKEN_SUB_PER_CLIENT,
    ],
  },
  {
    id: 'oidc-core/2/sub-length',
    keyword: 'MUST NOT',
    section: '2 ID Token',
    quote: 'It MUST NOT exceed 255 ASCII [RFC20] characters in length.',
    reading: 'the ID token\u2019s sub (and UserInfo\u2019s) is an ASCII string of at most 255 characters.',
    checks: ['oidc-core/2/sub-length'],
    breaks: [
      { way: 'a sub longer than 255 characters', kind: 'other', checks: ['oidc-core/2/sub-length'], fault: 'id-token-long-sub' },
      { way: 'a sub with a non-ASCII character', kind: 'other', checks: ['oidc-core/2/sub-length'], fault: 'id-token-sub-non-ascii' },
    ],
  },
  {
    id: 'oidc-core/2/aud',
    keyword: 'MUST',
    section: '2 ID Token',
    quote: 'It MUST contain the OAuth 2.0 client_id of the Relying Party as an audience value.',
    reading:
      'aud names the client that redeemed the code; the service\u2019s spec narrows it to exactly that client_id (a string or a one-element array).',
    checks: ['authentication/9/aud'],
    breaks: [ID_TOKEN_WRONG_AUD, ID_TOKEN_AUD_LOWERCASED, REFRESH_ID_TOKEN_AUD],
  },
  {
    id: 'oidc-core/2/exp',
    keyword: 'REQUIRED',
    section: '2 ID Token',
    quote:
      'REQUIRED. Expiration time on or after which the ID Token MUST NOT be accepted by the RP when performing authentication with the OP.',
    reading: 'every ID token carries exp, a NumericDate in the future when it is issued (10 minutes on, per the spec\u2019s Limits).',
    checks: ['authentication/9/exp'],
    breaks: [ID_TOKEN_EXPIRED, ID_TOKEN_NO_EXP, REFRESH_ID_TOKEN_EXPIRED],
  },
  {
    id: 'oidc-core/2/iat',
    keyword: 'REQUIRED',
    section: '2 ID Token',
    quote: 'REQUIRED. Time at which the JWT was issued.',
    reading:
      'every ID token carries iat, a JSON number of seconds (a NumericDate) close to the moment the token response came; a token without iat, or with a string or a time far off, breaks it. (limits/id-token-lifetime measures the lifetime without iat, so it does not judge this.)',
    checks: ['oidc-core/2/iat'],
    breaks: [
      { way: 'no iat', kind: 'other', checks: ['oidc-core/2/iat'], fault: 'id-token-no-iat' },
      ID_TOKEN_IAT_STRING,
      { way: 'an iat ahead of the moment of issue', kind: 'other', checks: ['oidc-core/2/iat'], fault: 'id-token-iat-future' },
      { way: "a refresh response's ID token without iat", kind: 'place', checks: ['oidc-core/2/iat'], fault: 'refresh-id-token-no-iat' },
    ],
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
    breaks: [
      ID_TOKEN_NO_AUTH_TIME,
      ID_TOKEN_AUTH_TIME_FIRST,
      {
        way: 'no auth_time when it is asked for as an Essential Claim',
        kind: 'other',
        notApplicable:
          'the claims parameter is not offered (claims_parameter_supported is not advertised): max_age is the only way to ask for auth_time',
      },
    ],
  },
  {
    id: 'oidc-core/2/nonce',
    keyword: 'MUST',
    section: '2 ID Token',
    quote:
      'If present in the Authentication Request, Authorization Servers MUST include a nonce Claim in the ID Token with the Claim Value being the nonce value sent in the Authentication Request.',
    reading: 'the nonce sent to /oauth/authorize comes back unchanged in the ID token.',
    checks: ['authentication/9/nonce'],
    breaks: [...ID_TOKEN_NONCE_WAYS],
  },
  {
    id: 'oidc-core/2/nonce-no-processing',
    keyword: 'SHOULD',
    section: '2 ID Token',
    quote: 'Authorization Servers SHOULD perform no other processing on nonce values used.',
    reading:
      'a nonce is echoed byte for byte whatever its characters (spaces, non-ASCII, padding-like characters); a server that trims, decodes or re-encodes it returns another value.',
    checks: ['oidc-core/2/nonce-no-processing'],
    breaks: [
      {
        way: "decodes the nonce once more ('+' becomes a space, %2F a slash)",
        kind: 'exact-match',
        checks: ['oidc-core/2/nonce-no-processing'],
        fault: 'id-token-nonce-decoded',
      },
      {
        way: 'Unicode-normalizes the nonce (é becomes e and a combining accent)',
        kind: 'exact-match',
        checks: ['oidc-core/2/nonce-no-processing'],
        fault: 'id-token-nonce-nfd',
      },
    ],
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
    breaks: [{ way: 'an azp naming another client', kind: 'other', checks: ['oidc-core/2/azp'], fault: 'id-token-foreign-azp' }],
  },
  {
    id: 'oidc-core/2/signed',
    keyword: 'MUST',
    section: '2 ID Token',
    quote:
      'ID Tokens MUST be signed using JWS and optionally both signed and then encrypted using JWS and JWE respectively, thereby providing authentication, integrity, non-repudiation, and optionally, confidentiality, per Section 16.14.',
    reading: 'the id_token is a compact JWS (ES256 per the service\u2019s spec), never an unsecured JWT.',
    checks: ['authentication/9/id-token', 'authentication/9/signature'],
    breaks: [
      ID_TOKEN_ALG_NONE,
      {
        way: 'a signature that does not verify with the published key its kid names',
        kind: 'other',
        checks: ['authentication/9/signature'],
        fault: 'id-token-signature-altered',
      },
    ],
  },
  {
    id: 'oidc-core/2/no-alg-none',
    keyword: 'MUST NOT',
    section: '2 ID Token',
    quote:
      'ID Tokens MUST NOT use none as the alg value unless the Response Type used returns no ID Token from the Authorization Endpoint (such as when using the Authorization Code Flow) and the Client explicitly requested the use of none at Registration time.',
    reading: 'no client registers id_token_signed_response_alg=none here, so the header alg is never none; the spec fixes ES256.',
    checks: ['authentication/9/id-token'],
    breaks: [ID_TOKEN_ALG_NONE],
  },
  {
    id: 'oidc-core/2/no-key-headers',
    keyword: 'SHOULD NOT',
    section: '2 ID Token',
    quote: 'ID Tokens SHOULD NOT use the JWS or JWE x5u, x5c, jku, or jwk Header Parameter fields.',
    reading:
      'the ID token\u2019s JOSE header names its key by kid only (the key is at jwks_uri); a header with x5u, x5c, jku or jwk invites a client to trust a key the token brings itself.',
    checks: ['oidc-core/2/no-key-headers'],
    breaks: [
      {
        way: 'the public key itself in the header (jwk)',
        kind: 'other',
        checks: ['oidc-core/2/no-key-headers'],
        fault: 'id-token-jwk-header',
      },
      {
        way: 'a URL of a key set in the header (jku)',
        kind: 'other',
        checks: ['oidc-core/2/no-key-headers'],
        fault: 'id-token-jku-header',
      },
    ],
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
    breaks: [
      { way: 'refuses the POST (405)', kind: 'place', checks: ['oidc-core/3.1.2.1/get-and-post'], fault: 'authorize-post-refused' },
      {
        way: 'takes the POST but reads only its OAuth 2.0 parameters (prompt, max_age, nonce, id_token_hint lost)',
        kind: 'place',
        checks: ['oidc-core/3.1.2.1/prompt-none'],
        fault: 'authorize-post-drops-oidc-params',
      },
    ],
  },
  {
    id: 'oidc-core/3.1.2.1/unknown-scope-ignored',
    keyword: 'SHOULD',
    section: '3.1.2.1 Authentication Request',
    quote: 'Scope values used that are not understood by an implementation SHOULD be ignored.',
    reading:
      'an openid request with one made-up scope value besides known ones still proceeds (the unknown one not granted). RFC 6749 §4.1.2.1 lets a server answer invalid_scope instead, so refusing is only a warning here.',
    checks: ['oidc-core/3.1.2.1/unknown-scope-ignored'],
    breaks: [
      {
        way: 'refuses an OpenID request with a scope value it does not know (invalid_scope)',
        kind: 'other',
        checks: ['oidc-core/3.1.2.1/unknown-scope-ignored'],
        fault: 'authorize-unknown-scope-refused',
      },
      {
        way: 'grants the unknown scope value (the token names it in its scope)',
        kind: 'other',
        checks: ['oidc-core/3.1.2.1/unknown-scope-ignored'],
        fault: 'authorize-unknown-scope-granted',
      },
    ],
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
    breaks: [
      AUTHORIZE_OPEN_REDIRECT,
      AUTHORIZE_REDIRECT_PREFIX_ACCEPTED,
      {
        way: 'matches after Unicode normalization',
        kind: 'exact-match',
        checks: ['oidc-core/14/no-normalization'],
        fault: 'redirect-unicode-normalized',
      },
    ],
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
    breaks: [AUTHORIZE_PROMPT_NONE_IGNORED, AUTHORIZE_PROMPT_NONE_CONSENT_PAGE, AUTHORIZE_POST_DROPS_OIDC_PARAMS],
  },
  {
    id: 'oidc-core/3.1.2.1/prompt-login',
    keyword: 'MUST',
    section: '3.1.2.1 Authentication Request',
    quote: 'If it cannot reauthenticate the End-User, it MUST return an error, typically login_required.',
    reading:
      'prompt=login (alone or in a list) with the member signed in shows the sign-in page again rather than going straight to consent; the sentence also lets an OP that cannot reauthenticate answer with an error redirect instead (login_required, typically, with no page and no code). Going on to consent or a code without a sign-in is the failure.',
    checks: ['oidc-core/3.1.2.1/prompt-login'],
    breaks: [AUTHORIZE_PROMPT_LOGIN_IGNORED, AUTHORIZE_PROMPT_LOGIN_EXACT],
  },
  {
    id: 'oidc-core/3.1.2.1/prompt-consent',
    keyword: 'MUST',
    section: '3.1.2.1 Authentication Request',
    quote: 'If it cannot obtain consent, it MUST return an error, typically consent_required.',
    reading: 'prompt=consent shows the consent page; consent is always interactive here, so this is the ordinary flow.',
    checks: ['authentication/3/interactive-consent'],
    breaks: [AUTHORIZE_AUTO_APPROVE_AT_ONCE, AUTHORIZE_CONSENT_SKIPPED_AFTER_SIGN_IN],
  },
  {
    id: 'oidc-core/3.1.2.1/prompt-select-account',
    keyword: 'MUST',
    section: '3.1.2.1 Authentication Request',
    quote:
      'If it cannot obtain an account selection choice made by the End-User, it MUST return an error, typically account_selection_required.',
    reading: 'prompt=select_account with one signed-in member: an account choice, or the sign-in page, or an error redirect.',
    checks: ['oidc-core/3.1.2.1/prompt-select-account'],
    breaks: [
      {
        way: 'a code at once, with no account choice, sign-in or consent page',
        kind: 'other',
        checks: ['oidc-core/3.1.2.1/prompt-select-account'],
        fault: 'authorize-select-account-silent',
      },
    ],
  },
  {
    id: 'oidc-core/3.1.2.1/max-age',
    keyword: 'MUST',
    section: '3.1.2.1 Authentication Request',
    quote: 'If the elapsed time is greater than this value, the OP MUST attempt to actively re-authenticate the End-User.',
    reading:
      'max_age shorter than the time since the member signed in brings back the sign-in page before consent. max_age=0 "is equivalent to prompt=login" (same section), so it may also end, as prompt=login may, in an error redirect without a page or a code; a positive max_age is judged by the sign-in page alone.',
    checks: ['oidc-core/3.1.2.1/max-age'],
    breaks: [AUTHORIZE_MAX_AGE_IGNORED, AUTHORIZE_MAX_AGE_ZERO_ONLY],
  },
  {
    id: 'oidc-core/3.1.2.1/max-age-auth-time',
    keyword: 'MUST',
    section: '3.1.2.1 Authentication Request',
    quote: 'When max_age is used, the ID Token returned MUST include an auth_time Claim Value.',
    reading: 'as oidc-core/2/auth-time-max-age.',
    checks: ['oidc-core/2/auth-time-max-age'],
    breaks: [ID_TOKEN_NO_AUTH_TIME, ID_TOKEN_AUTH_TIME_FIRST],
  },
  {
    id: 'oidc-core/3.1.2.1/ui-locales',
    keyword: 'SHOULD NOT',
    section: '3.1.2.1 Authentication Request',
    quote: 'An error SHOULD NOT result if some or all of the requested locales are not supported by the OpenID Provider.',
    reading:
      'ui_locales naming languages the service lacks: the authorization proceeds (after approval, a code), no error; a warning otherwise.',
    checks: ['oidc-core/3.1.2.1/ui-locales'],
    breaks: [
      {
        way: 'an error page for ui_locales naming languages it lacks',
        kind: 'other',
        checks: ['oidc-core/3.1.2.1/ui-locales'],
        fault: 'authorize-ui-locales-refused',
      },
    ],
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
    breaks: [AUTHORIZE_ID_TOKEN_HINT_IGNORED],
  },
  {
    id: 'oidc-core/3.1.2.1/id-token-hint-optional',
    keyword: 'SHOULD',
    section: '3.1.2.1 Authentication Request',
    quote:
      'When possible, an id_token_hint SHOULD be present when prompt=none is used and an invalid_request error MAY be returned if it is not; however, the server SHOULD respond successfully when possible, even if it is not present.',
    reading: 'prompt=none without id_token_hint is not refused for that reason alone; consent is interactive here, so it errors anyway.',
    checks: ['oidc-core/3.1.2.1/prompt-none'],
    breaks: [
      {
        way: 'refuses prompt=none for want of an id_token_hint',
        kind: 'other',
        notObservable:
          'consent is interactive in this service, so prompt=none always ends in an error redirect; an error naming the missing hint cannot be told from the one a correct OP gives',
      },
      {
        way: 'shows a page to a prompt=none request without a hint',
        kind: 'other',
        checks: ['oidc-core/3.1.2.1/prompt-none'],
        fault: 'authorize-prompt-none-ignored',
      },
    ],
  },
  {
    id: 'oidc-core/3.1.2.2/validate-oauth',
    keyword: 'MUST',
    section: '3.1.2.2 Authentication Request Validation',
    quote: 'The Authorization Server MUST validate all the OAuth 2.0 parameters according to the OAuth 2.0 specification.',
    reading: 'response_type, client_id, redirect_uri, scope and state are validated as RFC 6749 says (the RFC 6749 entries judge each).',
    checks: ['endpoints/authorize/required-parameters', 'endpoints/authorize/client-id', 'endpoints/authorize/redirect-uri'],
    breaks: [AUTHORIZE_STATE_OPTIONAL, AUTHORIZE_UNKNOWN_CLIENT_REQUEST_REDIRECTED, AUTHORIZE_OPEN_REDIRECT],
  },
  {
    id: 'oidc-core/3.1.2.2/required-parameters',
    keyword: 'MUST',
    section: '3.1.2.2 Authentication Request Validation',
    quote:
      'The Authorization Server MUST verify that all the REQUIRED parameters are present and their usage conforms to this specification.',
    reading: 'a request missing response_type, client_id, redirect_uri or scope gets no code.',
    checks: ['endpoints/authorize/required-parameters', 'endpoints/authorize/client-id'],
    breaks: [AUTHORIZE_STATE_OPTIONAL, AUTHORIZE_UNKNOWN_CLIENT_REQUEST_REDIRECTED],
  },
  {
    id: 'oidc-core/3.1.2.2/no-other-user',
    keyword: 'MUST NOT',
    section: '3.1.2.2 Authentication Request Validation',
    quote:
      'The Authorization Server MUST NOT reply with an ID Token or Access Token for a different user, even if they have an active session with the Authorization Server.',
    reading: 'as oidc-core/3.1.2.1/id-token-hint (the claims parameter, the other way to ask for a sub, is not offered).',
    checks: ['oidc-core/3.1.2.1/id-token-hint'],
    breaks: [AUTHORIZE_ID_TOKEN_HINT_IGNORED],
  },
  {
    id: 'oidc-core/3.1.2.2/id-token-hint-issuer',
    keyword: 'MUST',
    section: '3.1.2.2 Authentication Request Validation',
    quote: 'When an id_token_hint is present, the OP MUST validate that it was the issuer of the ID Token.',
    reading: 'an id_token_hint signed by another key or naming another iss is refused (an error) or ignored; it never selects a member.',
    checks: ['oidc-core/3.1.2.2/id-token-hint-issuer'],
    breaks: [
      {
        way: 'takes any id_token_hint at its word (one signed by a key the harness made)',
        kind: 'other',
        checks: ['oidc-core/3.1.2.2/id-token-hint-issuer'],
        fault: 'authorize-id-token-hint-trusted',
      },
      {
        way: "checks the hint's kid and iss but not its signature",
        kind: 'near-miss',
        checks: ['oidc-core/3.1.2.2/id-token-hint-issuer'],
        fault: 'authorize-id-token-hint-signature-unchecked',
      },
    ],
  },
  {
    id: 'oidc-core/3.1.2.2/ignore-unknown-parameters',
    keyword: 'SHOULD',
    section: '3.1.2.2 Authentication Request Validation',
    quote: 'As specified in OAuth 2.0, Authorization Servers SHOULD ignore unrecognized request parameters.',
    reading: 'restates RFC 6749 §3.1: an authorization request with an extra made-up parameter proceeds as without it.',
    checks: ['rfc6749/3.1/ignore-unrecognized'],
    breaks: [
      {
        way: 'refuses a parameter it does not recognize (invalid_request)',
        kind: 'other',
        checks: ['rfc6749/3.1/ignore-unrecognized'],
        fault: 'authorize-unknown-parameter-refused',
      },
    ],
  },
  {
    id: 'oidc-core/3.1.2.2/error-response',
    keyword: 'MUST',
    section: '3.1.2.2 Authentication Request Validation',
    quote: 'If the Authorization Server encounters any error, it MUST return an error response, per Section 3.1.2.6.',
    reading:
      'a refused request (the member denies, a scope the client may not have) comes back as an error redirect with error and state, or as an error page when the redirect URI is not trusted.',
    checks: ['authentication/3/interactive-consent', 'errors/invalid_scope', 'endpoints/authorize/redirect-uri'],
    breaks: [
      {
        way: "puts a refusal's parameters in the fragment",
        kind: 'other',
        checks: ['authentication/3/interactive-consent'],
        fault: 'authorize-deny-in-fragment',
      },
      {
        way: 'grants an account scope a registered client may not have instead of an invalid_scope error',
        kind: 'grant-shape',
        checks: ['errors/invalid_scope'],
        fault: 'authorize-account-read-registered',
      },
      {
        way: 'sends an error to an unregistered redirect_uri',
        kind: 'exact-match',
        checks: ['endpoints/authorize/redirect-uri'],
        fault: 'authorize-open-redirect',
      },
    ],
  },
  {
    id: 'oidc-core/3.1.2.3/authenticate',
    keyword: 'MUST',
    section: '3.1.2.3 Authorization Server Authenticates End-User',
    quote:
      'The Authorization Server MUST attempt to Authenticate the End-User in the following cases: The End-User is not already Authenticated.',
    reading:
      'with nobody signed in, an authorization request shows a sign-in page and issues no code; an id_token_hint the OP issued names whom the request is for but is no credential (an ID token travels in URLs and logs), so it signs nobody in.',
    checks: ['authentication/3/interactive-consent', 'oidc-core/3.1.2.3/authenticate'],
    breaks: [
      {
        way: "no sign-in: a code at once for the site's first member",
        kind: 'other',
        checks: ['authentication/3/interactive-consent'],
        fault: 'authorize-auto-approve',
      },
      {
        way: 'takes a genuine id_token_hint for a sign-in (an old ID token lets anyone in as its member)',
        kind: 'confusion',
        checks: ['oidc-core/3.1.2.3/authenticate'],
        fault: 'authorize-id-token-hint-signs-in',
      },
      {
        way: 'takes an unverified id_token_hint for a sign-in',
        kind: 'confusion',
        checks: ['oidc-core/3.1.2.3/authenticate'],
        fault: 'authorize-id-token-hint-trusted',
      },
      {
        way: 'keeps the member signed in after they signed out',
        kind: 'after-event',
        notApplicable:
          'the spec names no sign-out (no end_session endpoint is part of the service); the checks start signed out in a browser session of their own',
      },
    ],
  },
  {
    id: 'oidc-core/3.1.2.3/prompt-login',
    keyword: 'MUST',
    section: '3.1.2.3 Authorization Server Authenticates End-User',
    quote: 'In this case, the Authorization Server MUST reauthenticate the End-User even if the End-User is already authenticated.',
    reading: 'as oidc-core/3.1.2.1/prompt-login.',
    checks: ['oidc-core/3.1.2.1/prompt-login'],
    breaks: [AUTHORIZE_PROMPT_LOGIN_IGNORED, AUTHORIZE_PROMPT_LOGIN_EXACT],
  },
  {
    id: 'oidc-core/3.1.2.3/prompt-none-error',
    keyword: 'MUST',
    section: '3.1.2.3 Authorization Server Authenticates End-User',
    quote:
      'In this case, the Authorization Server MUST return an error if an End-User is not already Authenticated or could not be silently Authenticated.',
    reading: 'as oidc-core/3.1.2.1/prompt-none: with nobody signed in, prompt=none is an error redirect.',
    checks: ['oidc-core/3.1.2.1/prompt-none'],
    breaks: [AUTHORIZE_PROMPT_NONE_IGNORED, AUTHORIZE_POST_DROPS_OIDC_PARAMS],
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
    breaks: [
      AUTHORIZE_CONSENT_CSRF,
      AUTHORIZE_CONSENT_CSRF_OPTIONAL,
      AUTHORIZE_CONSENT_UNBOUND,
      AUTHORIZE_PAGES_FRAMABLE,
      PAGES_LOGIN_FRAME_ANCESTORS_ANY,
      PAGES_CONSENT_FRAME_ANCESTORS_ANY,
    ],
  },
  {
    id: 'oidc-core/3.1.2.4/consent',
    keyword: 'MUST',
    section: '3.1.2.4 Authorization Server Obtains End-User Consent/Authorization',
    quote:
      'Once the End-User is authenticated, the Authorization Server MUST obtain an authorization decision before releasing information to the Relying Party.',
    reading: 'a consent page comes before any code; denying it gives access_denied and no code.',
    checks: ['authentication/3/interactive-consent'],
    breaks: [
      AUTHORIZE_AUTO_APPROVE_AT_ONCE,
      AUTHORIZE_CONSENT_SKIPPED_AFTER_SIGN_IN,
      {
        way: "takes the consent page's Deny for Allow",
        kind: 'other',
        checks: ['authentication/3/interactive-consent'],
        fault: 'authorize-deny-approves',
      },
    ],
  },
  {
    id: 'oidc-core/3.1.2.5/query-response',
    keyword: 'MUST',
    section: '3.1.2.5 Successful Authentication Response',
    quote:
      'When using the Authorization Code Flow, the Authorization Response MUST return the parameters defined in Section 4.1.2 of OAuth 2.0 by adding them as query parameters to the redirect_uri specified in the Authorization Request using the application/x-www-form-urlencoded format, unless a different Response Mode was specified.',
    reading: 'approval redirects to redirect_uri with code and state in the query.',
    checks: ['endpoints/authorize/code', 'endpoints/authorize/state'],
    breaks: [
      {
        way: 'no code in the redirect after approval',
        kind: 'other',
        checks: ['endpoints/authorize/code'],
        fault: 'authorize-code-missing',
      },
      { way: 'state left out of the redirect', kind: 'other', checks: ['endpoints/authorize/state'], fault: 'authorize-state-dropped' },
      {
        way: 'state altered on its way back (characters dropped, cut short)',
        kind: 'exact-match',
        checks: ['endpoints/authorize/state'],
        fault: 'authorize-state-altered',
      },
    ],
  },
  {
    id: 'oidc-core/3.1.2.6/no-other-parameters',
    keyword: 'SHOULD NOT',
    section: '3.1.2.6 Authentication Error Response',
    quote: 'Other parameters SHOULD NOT be returned.',
    reading:
      'an error redirect carries error, error_description, error_uri and state, plus iss (RFC 9207, which this service advertises); no code, no token, nothing else.',
    checks: ['oidc-core/3.1.2.6/no-other-parameters'],
    breaks: [
      {
        way: 'an error redirect that also carries trace_id and session_state',
        kind: 'other',
        checks: ['oidc-core/3.1.2.6/no-other-parameters'],
        fault: 'authorize-error-extra-params',
      },
      { way: 'an error together with a code', kind: 'other', checks: ['endpoints/authorize/code'], fault: 'authorize-code-with-error' },
    ],
  },
  {
    id: 'oidc-core/3.1.2.6/invalid-redirect-uri',
    keyword: 'MUST NOT',
    section: '3.1.2.6 Authentication Error Response',
    quote: 'If the Redirection URI is invalid, the Authorization Server MUST NOT redirect the User Agent to the invalid Redirection URI.',
    reading: 'an unregistered or altered redirect_uri gets an error page, never a redirect to it.',
    checks: ['endpoints/authorize/redirect-uri'],
    breaks: [AUTHORIZE_OPEN_REDIRECT, AUTHORIZE_REDIRECT_PREFIX_ACCEPTED],
  },
  {
    id: 'oidc-core/3.1.2.6/state',
    keyword: 'REQUIRED',
    section: '3.1.2.6 Authentication Error Response',
    quote: 'REQUIRED if the Authorization Request included the state parameter.',
    reading: 'the error redirect echoes state byte for byte.',
    checks: ['endpoints/authorize/state'],
    breaks: [
      {
        way: 'the error redirect after a denial puts state in the fragment',
        kind: 'other',
        checks: ['endpoints/authorize/state'],
        fault: 'authorize-deny-in-fragment',
      },
    ],
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
    breaks: [TOKEN_UNKNOWN_CLIENT_INVALID_REQUEST, TOKEN_CODE_WITHOUT_SECRET, TOKEN_OTHER_CLIENT_SECRET_OWN, BASIC_BESIDE],
  },
  {
    id: 'oidc-core/3.1.3.2/code-issued-to-client',
    keyword: 'MUST',
    section: '3.1.3.2 Token Request Validation',
    quote:
      'The Authorization Server MUST validate the Token Request as follows: Ensure the Authorization Code was issued to the authenticated Client.',
    reading: 'another client redeeming the member client\u2019s code gets invalid_grant or invalid_client, no tokens.',
    checks: ['endpoints/token/code-bound-to-client'],
    breaks: [TOKEN_CODE_ANY_CLIENT, TOKEN_OTHER_CLIENT_SECRET_2],
  },
  {
    id: 'oidc-core/3.1.3.2/code-valid',
    keyword: 'MUST',
    section: '3.1.3.2 Token Request Validation',
    quote: 'The Authorization Server MUST validate the Token Request as follows: Verify that the Authorization Code is valid.',
    reading: 'a code never issued gets invalid_grant.',
    checks: ['errors/invalid_grant'],
    breaks: [TOKEN_BAD_CODE_INVALID_REQUEST, ...CODE_VALID_WAYS],
  },
  {
    id: 'oidc-core/3.1.3.2/code-not-used',
    keyword: 'MUST',
    section: '3.1.3.2 Token Request Validation',
    quote:
      'The Authorization Server MUST validate the Token Request as follows: If possible, verify that the Authorization Code has not been previously used.',
    reading: 'restates RFC 6749 §4.1.2: a second redemption gets invalid_grant.',
    checks: ['endpoints/token/code-single-use'],
    breaks: [...CODE_SINGLE_USE_WAYS],
  },
  {
    id: 'oidc-core/3.1.3.2/redirect-uri-identical',
    keyword: 'MUST',
    section: '3.1.3.2 Token Request Validation',
    quote:
      'The Authorization Server MUST validate the Token Request as follows: Ensure that the redirect_uri parameter value is identical to the redirect_uri parameter value that was included in the initial Authorization Request.',
    reading: 'a code redeemed with another redirect_uri gets invalid_grant.',
    checks: ['endpoints/token/code-bound-to-redirect-uri'],
    breaks: [...TOKEN_REDIRECT_URI_WAYS],
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
    breaks: [
      {
        way: 'no ID token for a code issued to an openid request',
        kind: 'other',
        checks: ['authentication/9/id-token'],
        fault: 'id-token-missing',
      },
      {
        way: 'an ID token for a code issued without openid',
        kind: 'grant-shape',
        notApplicable:
          'OIDC Core §3.1.2.1: without the openid scope "the behavior is entirely unspecified"; the spec promises an id_token only with openid',
      },
    ],
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
    breaks: [
      { way: 'a token_type other than Bearer', kind: 'other', checks: ['endpoints/token/returns-tokens'], fault: 'token-type-not-bearer' },
    ],
  },
  {
    id: 'oidc-core/3.1.3.3/bearer-supported',
    keyword: 'SHOULD',
    section: '3.1.3.3 Successful Token Response',
    quote: 'Servers SHOULD support the Bearer Token Type; use of other Token Types is outside the scope of this specification.',
    reading: 'the access token is used as a Bearer token at UserInfo and the resources.',
    checks: ['authentication/10/bearer'],
    breaks: [BEARER_SCHEME_CASE_SENSITIVE, BEARER_LENIENT_HEADER],
  },
  {
    id: 'oidc-core/3.1.3.3/id-token-included',
    keyword: 'MUST',
    section: '3.1.3.3 Successful Token Response',
    quote:
      'In addition to the response parameters specified by OAuth 2.0, the following parameters MUST be included in the response: ID Token value associated with the authenticated session.',
    reading: 'an openid code exchange returns id_token (when the metadata advertises the ID-token keys, per the spec).',
    checks: ['authentication/9/id-token'],
    breaks: [
      {
        way: "no id_token in an openid code exchange's response",
        kind: 'other',
        checks: ['authentication/9/id-token'],
        fault: 'id-token-missing',
      },
    ],
  },
  {
    id: 'oidc-core/3.1.3.3/no-store',
    keyword: 'MUST',
    section: '3.1.3.3 Successful Token Response',
    quote:
      'All Token Responses that contain tokens, secrets, or other sensitive information MUST include the following HTTP response header fields and values:',
    reading: 'the code exchange and the refresh answer Cache-Control: no-store.',
    checks: ['endpoints/token/no-store'],
    breaks: [...NO_STORE_WAYS],
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
    checks: ['security/authorize/no-implicit', 'security/authorize/code-only'],
    breaks: [IMPLICIT_SERVED, FRONT_ID_TOKEN],
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
    id: 'oidc-core/5.2/claims-locales-error',
    keyword: 'SHOULD NOT',
    section: '5.2 Claims Languages and Scripts',
    quote: 'An error SHOULD NOT result if some or all of the requested locales are not supported by the OpenID Provider.',
    reading:
      'claims_locales naming languages the service lacks ("x-unknown tlh"): the authorization proceeds (after approval, a code), no error; a warning otherwise, as for ui_locales (§3.1.2.1). The service\u2019s one language is not shown, so this is the only claims_locales a check can send, and how an OP answers languages it lacks is this SHOULD NOT, not §15.1\u2019s MUST.',
    checks: ['oidc-core/5.2/claims-locales-error'],
    breaks: [
      {
        way: 'an error page for claims_locales',
        kind: 'other',
        checks: ['oidc-core/5.2/claims-locales-error'],
        fault: 'authorize-claims-locales-refused',
      },
      {
        way: 'invalid_request for every parameter it does not know, claims_locales among them',
        kind: 'other',
        checks: ['oidc-core/5.2/claims-locales-error'],
        fault: 'authorize-unknown-parameter-refused',
      },
    ],
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
    breaks: [
      { way: 'refuses POST (405)', kind: 'place', checks: ['oidc-core/5.3/get-and-post'], fault: 'userinfo-get-only' },
      { way: 'answers POST 200 with no claims', kind: 'place', checks: ['oidc-core/5.3/get-and-post'], fault: 'userinfo-post-empty' },
    ],
  },
  {
    id: 'oidc-core/5.3/bearer',
    keyword: 'MUST',
    section: '5.3 UserInfo Endpoint',
    quote: 'The UserInfo Endpoint MUST accept Access Tokens as OAuth 2.0 Bearer Token Usage.',
    reading: 'UserInfo takes Authorization: Bearer <token> (scheme case-insensitive), refuses other schemes and unknown tokens with 401.',
    checks: ['authentication/10/bearer', 'resources/claims/userinfo', 'errors/invalid_token'],
    breaks: [
      BEARER_ANY_SCHEME,
      BEARER_SCHEME_CASE_SENSITIVE,
      USERINFO_UNKNOWN_TOKEN_ACCEPTED,
      USERINFO_OTHER_ORIGIN_TOKEN,
      USERINFO_REVOKED_TOKEN_SERVED,
    ],
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
    breaks: [
      { way: 'answers no CORS preflight', kind: 'other', checks: ['oidc-core/5.3/cors'], fault: 'userinfo-no-preflight' },
      {
        way: 'a preflight that allows the origin but not the Authorization header',
        kind: 'near-miss',
        checks: ['oidc-core/5.3/cors'],
        fault: 'userinfo-preflight-no-authorization',
      },
    ],
  },
  {
    id: 'oidc-core/5.3.2/json-object',
    keyword: 'MUST',
    section: '5.3.2 Successful UserInfo Response',
    quote:
      'The UserInfo Claims MUST be returned as the members of a JSON object unless a signed or encrypted response was requested during Client Registration.',
    reading: 'no client registers a signed UserInfo response here: UserInfo answers a JSON object of claims.',
    checks: ['resources/claims/userinfo'],
    breaks: [
      USERINFO_SHAPE,
      { way: 'labels the claims other than JSON', kind: 'other', checks: ['oidc-core/5.3.2/content-type'], fault: 'userinfo-json-as-text' },
    ],
  },
  {
    id: 'oidc-core/5.3.2/no-null-claims',
    keyword: 'SHOULD',
    section: '5.3.2 Successful UserInfo Response',
    quote:
      'If a Claim is not returned, that Claim Name SHOULD be omitted from the JSON object representing the Claims; it SHOULD NOT be present with a null or empty string value.',
    reading: 'no UserInfo member is null or the empty string.',
    checks: ['oidc-core/5.3.2/no-null-claims'],
    breaks: [
      {
        way: 'a claim it has no value for sent as null',
        kind: 'other',
        checks: ['oidc-core/5.3.2/no-null-claims'],
        fault: 'userinfo-null-claim',
      },
    ],
  },
  {
    id: 'oidc-core/5.3.2/sub-always',
    keyword: 'MUST',
    section: '5.3.2 Successful UserInfo Response',
    quote: 'The sub (subject) Claim MUST always be returned in the UserInfo Response.',
    reading: 'UserInfo always has sub.',
    checks: ['resources/claims/userinfo'],
    breaks: [
      { way: 'leaves sub out of UserInfo', kind: 'other', checks: ['resources/claims/userinfo'], fault: 'userinfo-no-sub' },
      USERINFO_SHAPE,
    ],
  },
  {
    id: 'oidc-core/5.3.2/json-serialization',
    keyword: 'MUST',
    section: '5.3.2 Successful UserInfo Response',
    quote:
      'Upon receipt of the UserInfo Request, the UserInfo Endpoint MUST return the JSON Serialization of the UserInfo Response as in Section 13.3 in the HTTP response body unless a different format was specified during Registration [OpenID.Registration].',
    reading: 'UserInfo\u2019s body is the JSON claims object.',
    checks: ['resources/claims/userinfo'],
    breaks: [
      USERINFO_SHAPE,
      { way: 'labels the body other than JSON', kind: 'other', checks: ['oidc-core/5.3.2/content-type'], fault: 'userinfo-json-as-text' },
    ],
  },
  {
    id: 'oidc-core/5.3.2/content-type',
    keyword: 'MUST',
    section: '5.3.2 Successful UserInfo Response',
    quote:
      'The content-type of the HTTP response MUST be application/json if the response body is a text JSON object; the response body SHOULD be encoded using UTF-8.',
    reading: 'UserInfo answers Content-Type: application/json (parameters such as charset=utf-8 allowed).',
    checks: ['oidc-core/5.3.2/content-type'],
    breaks: [
      { way: 'a JSON answer labelled text/plain', kind: 'other', checks: ['oidc-core/5.3.2/content-type'], fault: 'userinfo-json-as-text' },
      {
        way: "the POST answer labelled text/plain (the GET's is right)",
        kind: 'place',
        checks: ['oidc-core/5.3.2/content-type'],
        fault: 'userinfo-post-as-text',
      },
    ],
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
    breaks: [
      {
        way: 'an error page for a claims request',
        kind: 'other',
        checks: ['oidc-core/5.5/claims-parameter'],
        fault: 'authorize-claims-refused',
      },
    ],
  },
  {
    id: 'oidc-core/5.6/normal-claims',
    keyword: 'MUST',
    section: '5.6 Claim Types',
    quote: 'Normal Claims MUST be supported.',
    reading: 'UserInfo returns its claims directly as members of the JSON object.',
    checks: ['resources/claims/userinfo'],
    breaks: [
      USERINFO_SHAPE,
      { way: 'leaves a normal claim out (org_id)', kind: 'other', checks: ['resources/claims/userinfo'], fault: 'userinfo-missing-claim' },
      {
        way: 'returns a normal claim under a near-miss name (orgId)',
        kind: 'near-miss',
        checks: ['resources/claims/userinfo'],
        fault: 'userinfo-org-id-renamed',
      },
    ],
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
    breaks: [
      { way: 'a new sub in every ID token', kind: 'after-event', checks: ['oidc-core/5.7/sub-stable'], fault: 'id-token-sub-per-token' },
      REFRESH_ID_TOKEN_SUB,
      ID_TOKEN_SUB_PER_CLIENT,
    ],
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
    breaks: [
      {
        way: 'ignores the Request Object: a code as if it were not there',
        kind: 'other',
        checks: ['oidc-core/6.1/request-not-supported'],
        fault: 'authorize-request-object-ignored',
      },
      {
        way: 'refuses it with another error (invalid_request_object)',
        kind: 'near-miss',
        checks: ['oidc-core/6.1/request-not-supported'],
        fault: 'authorize-request-object-wrong-error',
      },
    ],
  },
  {
    id: 'oidc-core/6.2/request-uri-not-supported',
    keyword: 'MUST',
    section: '6.2 Passing a Request Object by Reference',
    quote: 'Should an OP not support this parameter and an RP uses it, the OP MUST return the request_uri_not_supported error.',
    reading:
      'request_uri_parameter_supported is not advertised as true: request_uri=<URL> gets error=request_uri_not_supported, and the OP fetches nothing.',
    checks: ['oidc-core/6.2/request-uri-not-supported'],
    breaks: [
      {
        way: 'ignores request_uri: a code as if it were not there',
        kind: 'other',
        checks: ['oidc-core/6.2/request-uri-not-supported'],
        fault: 'authorize-request-uri-ignored',
      },
      {
        way: 'refuses it with another error (invalid_request_uri)',
        kind: 'near-miss',
        checks: ['oidc-core/6.2/request-uri-not-supported'],
        fault: 'authorize-request-uri-wrong-error',
      },
    ],
  },
  {
    id: 'oidc-core/6/request-objects',
    keyword: 'MUST',
    section: '6.3 Validating JWT-Based Requests',
    quote: 'The Authorization Server MUST return an error if signature validation fails.',
    reading: 'the processing of Request Objects (§6.1\u20136.3) by an OP that supports them.',
    notApplicable:
      'the service does not support Request Objects (request, request_uri); refusing them is oidc-core/6.1 and 6.2. Where a target advertises request_parameter_supported, the JWT relation judges forged ones (rfc8725/3.1, 3.3, 3.8, rfc7519/4.1.4)',
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
      'the service authenticates clients by none and client_secret_post only (token_endpoint_auth_methods_supported); JWT assertions are not offered. Where a target lists private_key_jwt, the JWT relation judges forged assertions (rfc8725/3.1, 3.3, 3.8, rfc7519/4.1.4)',
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
    breaks: [
      ID_TOKEN_ALG_NONE,
      {
        way: 'an alg that is not the JWA name ("es256")',
        kind: 'near-miss',
        checks: ['authentication/9/id-token'],
        fault: 'id-token-alg-lowercase',
      },
    ],
  },
  {
    id: 'oidc-core/10.1/recipient-algorithms',
    keyword: 'MUST',
    section: '10.1 Signing',
    quote: 'The signing party MUST select a signature algorithm based on the algorithms supported by the recipient.',
    reading:
      'clients cannot choose (no id_token_signed_response_alg); the OP signs with an algorithm it advertises in id_token_signing_alg_values_supported, which clients read before asking. The id_token is ES256 (authentication/9/id-token) and the advertised list holds ES256 (the named-keys check), so together they judge this.',
    checks: ['authentication/9/id-token', 'endpoints/discovery/keys/id_token_signing_alg_values_supported'],
    breaks: [
      {
        way: 'advertises an algorithm (RS256) other than the one it signs with',
        kind: 'other',
        checks: ['endpoints/discovery/keys/id_token_signing_alg_values_supported'],
        fault: 'asm-alg-rs256',
      },
      {
        way: 'signs with an algorithm it does not advertise (none)',
        kind: 'other',
        checks: ['authentication/9/id-token'],
        fault: 'id-token-alg-none',
      },
    ],
  },
  {
    id: 'oidc-core/10.1/published-key',
    keyword: 'MUST',
    section: '10.1 Signing',
    quote:
      'The private key used to sign the content MUST be associated with a public key used for signature verification published by the sender in its JWK Set document.',
    reading: 'the ID token verifies with a public key published at jwks_uri.',
    checks: ['authentication/9/signature'],
    breaks: [
      {
        way: 'signs under a kid not published at jwks_uri',
        kind: 'other',
        checks: ['authentication/9/signature'],
        fault: 'id-token-unknown-kid',
      },
      {
        way: 'a signature no published key verifies',
        kind: 'other',
        checks: ['authentication/9/signature'],
        fault: 'id-token-signature-altered',
      },
      REFRESH_ID_TOKEN_UNKNOWN_KID,
    ],
  },
  {
    id: 'oidc-core/10.1/kid',
    keyword: 'MUST',
    section: '10.1 Signing',
    quote: 'If there are multiple keys in the referenced JWK Set document, a kid value MUST be provided in the JOSE Header.',
    reading: 'the service\u2019s spec asks for a kid always; the ID token names its key by kid.',
    checks: ['authentication/9/signature'],
    breaks: [
      ID_TOKEN_NO_KID,
      { way: 'the published kid in another case', kind: 'exact-match', checks: ['authentication/9/signature'], fault: 'id-token-kid-case' },
    ],
  },
  {
    id: 'oidc-core/10.1/key-usage',
    keyword: 'MUST',
    section: '10.1 Signing',
    quote: 'The key usage of the respective keys MUST support signing.',
    reading:
      'the published key that verifies the ID token is not marked for encryption only: its use, when present, is "sig", and its key_ops, when present, include "verify".',
    checks: ['oidc-core/10.1/key-usage'],
    breaks: [
      {
        way: 'the signing key published with use "enc"',
        kind: 'other',
        checks: ['oidc-core/10.1/key-usage'],
        fault: 'jwks-signing-key-enc',
      },
      {
        way: 'the signing key published with key_ops ["encrypt"] (no "verify")',
        kind: 'other',
        checks: ['oidc-core/10.1/key-usage'],
        fault: 'jwks-signing-key-ops-encrypt',
      },
    ],
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
    breaks: [AUTHORIZE_AUTO_APPROVE_AT_ONCE, AUTHORIZE_CONSENT_SKIPPED_AFTER_SIGN_IN],
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
    breaks: [
      REFRESH_ANY_CLIENT,
      REVOKE_REFRESH_NOOP,
      {
        way: 'refreshes for a confidential client without its secret',
        kind: 'other',
        checks: ['rfc6749/6/require-client-authentication'],
        fault: 'refresh-no-client-auth',
      },
      ...REFRESH_ACCEPTS_WAYS,
    ],
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
    breaks: [
      {
        way: 'returns an ID token from the refresh grant at all (the spec says refresh responses carry none)',
        kind: 'place',
        checks: ['endpoints/token/refresh-no-id-token'],
        fault: 'refresh-id-token',
      },
      {
        way: "the refreshed ID token's iss differs from the original's",
        kind: 'place',
        checks: ['authentication/9/iss'],
        fault: 'refresh-id-token-iss',
      },
      {
        way: "the refreshed ID token's sub differs from the original's",
        kind: 'place',
        checks: ['oidc-core/5.7/sub-stable'],
        fault: 'refresh-id-token-sub',
      },
      {
        way: "the refreshed ID token's aud differs from the original's",
        kind: 'place',
        checks: ['authentication/9/aud'],
        fault: 'refresh-id-token-aud',
      },
      {
        way: "the refreshed ID token carries a nonce other than the original request's",
        kind: 'place',
        checks: ['authentication/9/nonce'],
        fault: 'refresh-id-token-nonce',
      },
      {
        way: 'the refreshed ID token leaves out iat (the time it was issued)',
        kind: 'place',
        checks: ['oidc-core/2/iat'],
        fault: 'refresh-id-token-no-iat',
      },
    ],
  },
  {
    id: 'oidc-core/13.3/no-null',
    keyword: 'SHOULD',
    section: '13.3 JSON Serialization',
    quote:
      'Omitted parameters and parameters with no value SHOULD be omitted from the object and not represented by a JSON null value, unless otherwise specified.',
    reading: 'the OP\u2019s JSON answers (UserInfo, here) leave out what they do not return instead of sending null.',
    checks: ['oidc-core/5.3.2/no-null-claims'],
    breaks: [
      {
        way: 'UserInfo sends a claim it has no value for as null',
        kind: 'other',
        checks: ['oidc-core/5.3.2/no-null-claims'],
        fault: 'userinfo-null-claim',
      },
    ],
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
    breaks: [
      {
        way: 'compares redirect_uri after Unicode normalization',
        kind: 'exact-match',
        checks: ['oidc-core/14/no-normalization'],
        fault: 'redirect-unicode-normalized',
      },
      {
        way: 'normalizes the nonce it echoes',
        kind: 'exact-match',
        checks: ['oidc-core/2/nonce-no-processing'],
        fault: 'id-token-nonce-nfd',
      },
    ],
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
    breaks: [
      AUTHORIZE_PROMPT_NONE_IGNORED,
      AUTHORIZE_PROMPT_NONE_CONSENT_PAGE,
      AUTHORIZE_POST_DROPS_OIDC_PARAMS,
      AUTHORIZE_PROMPT_LOGIN_IGNORED,
      AUTHORIZE_PROMPT_LOGIN_EXACT,
    ],
  },
  {
    id: 'oidc-core/15.1/display',
    keyword: 'MUST',
    section: '15.1 Mandatory to Implement Features for All OpenID Providers',
    quote: 'OPs MUST support the display parameter, as defined in Section 3.1.2.',
    reading: 'display=page, popup, touch or wap is accepted (a sign-in page, not an error).',
    checks: ['oidc-core/15.1/display'],
    breaks: [{ way: 'an error page for display', kind: 'other', checks: ['oidc-core/15.1/display'], fault: 'authorize-display-refused' }],
  },
  {
    id: 'oidc-core/15.1/locales',
    keyword: 'MUST',
    section: '15.1 Mandatory to Implement Features for All OpenID Providers',
    quote:
      'OPs MUST support requests for preferred languages and scripts for the user interface and for Claims via the ui_locales and claims_locales request parameters, as defined in Section 3.1.2.',
    reading:
      'ui_locales and claims_locales are accepted. The service has one language (not shown), so a check can only send languages it lacks, and an error for those breaks the SHOULD NOT of §3.1.2.1 (ui_locales) and §5.2 (claims_locales), judged as warnings by their clauses: no request tells an OP that supports neither parameter from one that refuses only languages it lacks.',
    checks: ['oidc-core/3.1.2.1/ui-locales', 'oidc-core/5.2/claims-locales-error'],
    breaks: [
      {
        way: 'an error page for ui_locales',
        kind: 'other',
        checks: ['oidc-core/3.1.2.1/ui-locales'],
        fault: 'authorize-ui-locales-refused',
      },
      {
        way: 'an error page for claims_locales',
        kind: 'other',
        checks: ['oidc-core/5.2/claims-locales-error'],
        fault: 'authorize-claims-locales-refused',
      },
    ],
  },
  {
    id: 'oidc-core/15.1/auth-time',
    keyword: 'MUST',
    section: '15.1 Mandatory to Implement Features for All OpenID Providers',
    quote:
      'OPs MUST support returning the time at which the End-User authenticated via the auth_time Claim, when requested, as defined in Section 2.',
    reading: 'as oidc-core/2/auth-time-max-age.',
    checks: ['oidc-core/2/auth-time-max-age'],
    breaks: [ID_TOKEN_NO_AUTH_TIME, ID_TOKEN_AUTH_TIME_FIRST],
  },
  {
    id: 'oidc-core/15.1/max-age',
    keyword: 'MUST',
    section: '15.1 Mandatory to Implement Features for All OpenID Providers',
    quote: 'OPs MUST support enforcing a maximum authentication age via the max_age parameter, as defined in Section 3.1.2.',
    reading: 'as oidc-core/3.1.2.1/max-age.',
    checks: ['oidc-core/3.1.2.1/max-age'],
    breaks: [AUTHORIZE_MAX_AGE_IGNORED, AUTHORIZE_MAX_AGE_ZERO_ONLY],
  },
  {
    id: 'oidc-core/15.1/acr-values',
    keyword: 'MUST',
    section: '15.1 Mandatory to Implement Features for All OpenID Providers',
    quote:
      'OPs MUST support requests for specific Authentication Context Class Reference values via the acr_values parameter, as defined in Section 3.1.2.',
    reading: 'acr is a Voluntary Claim when asked by acr_values: the request proceeds (an acr in the ID token or none), not an error.',
    checks: ['oidc-core/15.1/acr-values'],
    breaks: [
      { way: 'an error page for acr_values', kind: 'other', checks: ['oidc-core/15.1/acr-values'], fault: 'authorize-acr-values-refused' },
    ],
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
    checks: ['security/authorize/no-implicit', 'security/authorize/code-only'],
    breaks: [IMPLICIT_SERVED, FRONT_ID_TOKEN, HYBRID_ID_TOKEN],
  },
  {
    id: 'oidc-core/15.2/discovery',
    keyword: 'MUST',
    section: '15.2 Mandatory to Implement Features for Dynamic OpenID Providers',
    quote: 'These OPs MUST support Discovery, as defined in OpenID Connect Discovery 1.0.',
    reading: '/.well-known/openid-configuration is served.',
    checks: ['endpoints/discovery/openid-configuration'],
    breaks: [...OIDC_CONFIG_WAYS],
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
    breaks: [
      {
        way: 'serves UserInfo without one of its claims',
        kind: 'other',
        checks: ['resources/claims/userinfo'],
        fault: 'userinfo-missing-claim',
      },
      {
        way: 'serves UserInfo to GET only, refusing the POST request',
        kind: 'place',
        checks: ['oidc-core/5.3/get-and-post'],
        fault: 'userinfo-get-only',
      },
    ],
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
    breaks: [
      OIDC_CONFIG_REQUIRES_AUTH,
      {
        way: 'refuses a loopback redirect URI with a port',
        kind: 'near-miss',
        checks: ['authentication/4/loopback'],
        fault: 'register-loopback-port-refused',
      },
    ],
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
    breaks: [
      ...NO_STORE_WAYS,
      {
        way: 'sends access tokens in the front channel (response_type=token)',
        kind: 'place',
        checks: ['security/authorize/no-implicit'],
        fault: 'authorize-implicit-enabled',
      },
      {
        way: 'takes access tokens from URLs at the resources',
        kind: 'place',
        checks: ['security/resource/no-query-token'],
        fault: 'bearer-query-token',
      },
    ],
  },
  {
    id: 'oidc-core/16.8/restricted-tokens',
    keyword: 'SHOULD',
    section: '16.8 Access Token Redirect',
    quote: 'To mitigate this threat, the Access Token SHOULD be audience and scope restricted.',
    reading: 'member tokens are bound to the origin they were issued for and refused at another; operator tokens only reach their scopes.',
    checks: ['authentication/8/other-origin', 'errors/insufficient_scope'],
    breaks: [GRAPHQL_OTHER_ORIGIN_TOKEN, MCP_OTHER_ORIGIN_TOKEN, RESOURCE_403_AS_401, RESOURCE_403_WRONG_CODE],
  },
  {
    id: 'oidc-core/16.9/short-lived',
    keyword: 'SHOULD',
    section: '16.9 Token Reuse',
    quote: 'To mitigate this threat, the token SHOULD include a timestamp and a short validity lifetime.',
    reading: 'the ID token carries iat and exp 10 minutes after it.',
    checks: ['limits/id-token-lifetime'],
    breaks: [
      ID_TOKEN_LIFETIME_HOUR,
      {
        way: 'exp counted in milliseconds (a token that lives for ages)',
        kind: 'other',
        checks: ['limits/id-token-lifetime'],
        fault: 'id-token-exp-ms',
      },
      {
        way: "a refresh response's ID token that lives longer",
        kind: 'place',
        checks: ['limits/id-token-lifetime'],
        fault: 'refresh-id-token-lifetime',
      },
    ],
  },
  {
    id: 'oidc-core/16.11/implicit',
    keyword: 'MUST NOT',
    section: '16.11 Token Substitution',
    quote:
      'In Section 10.16, it normatively requires that any use of the authorization process as a form of delegated End-User authentication to the Client MUST NOT use the Implicit Flow without employing additional security mechanisms that enable the Client to determine whether the ID Token and Access Token were issued for its use.',
    reading: 'restates RFC 6749 §10.16: the implicit flow is not offered.',
    checks: ['security/authorize/no-implicit'],
    breaks: [...ACCESS_TOKEN_IN_URL_WAYS],
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
    breaks: [OIDC_CONFIG_ISSUER_SLASH, REFRESH_ID_TOKEN_ISS_NOT_ISSUER],
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
    breaks: [TOKEN_LIFETIME_DAY, REFRESH_LIFETIME_DAY],
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
    breaks: [
      {
        way: "redirects the consent form's POST to the redirect URI with a 307",
        kind: 'other',
        checks: ['oidc-core/16.22/no-307'],
        fault: 'authorize-consent-307',
      },
      {
        way: 'redirects it with a 308 (also method-preserving)',
        kind: 'near-miss',
        checks: ['oidc-core/16.22/no-307'],
        fault: 'authorize-consent-308',
      },
    ],
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
  cites: [
    'rfc6749',
    'rfc6750',
    'rfc7519',
    'rfc7515',
    'rfc7517',
    'rfc7518',
    'rfc7516',
    'oidc-discovery',
    'oidc-registration',
    'rfc7523',
    'rfc8259',
    'rfc9110',
    'rfc3986',
    'form-urlencoded',
    'rfc5646',
    'tls',
  ],
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
