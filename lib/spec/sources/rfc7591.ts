// The requirement inventory of RFC 7591 OAuth 2.0 Dynamic Client Registration (lib/spec/sources/types.ts).
import type { Source } from './types.ts';
import { ASM_REGISTRATION_HTTP } from './discovery-ways.ts';
import {
  FRONT_PLAIN_HTTP,
  FRONT_TLS13_ONLY,
  REGISTER_NAMELESS_SHARED_CLIENT_ID,
  REGISTER_SHARED_CLIENT_SECRET,
} from './registration-ways.ts';

const NO_STATEMENTS =
  'the service trusts no software statement: its registration metadata (spec, Client registration metadata) have no software_statement, no issuer of one is named, and a server that does not support them may ignore the member (§3.1.1)';
const DISPLAY =
  "what the consent page shows of a client's URLs is not shown by the spec, and these metadata are not among the service's registration metadata (client_name, application_type, redirect_uris, token_endpoint_auth_method): whether a server that takes them displays them, and how, no request of a client can see";

export const rfc7591 = {
  id: 'rfc7591',
  cite: 'RFC 7591',
  title: 'RFC 7591 OAuth 2.0 Dynamic Client Registration Protocol',
  scope: 'the registration endpoint /api/oauth/register (the spec names RFC 7591 metadata; MCP Authorization cites it)',
  cites: ['rfc6749', 'rfc7592', 'rfc7517', 'rfc7519', 'rfc8259', 'rfc9110', 'rfc3986', 'rfc5646', 'tls', 'rfc2119'],
  requirements: [
    {
      id: 'rfc7591/2/redirect-uris-support',
      keyword: 'MUST',
      section: '2 Client Metadata',
      quote:
        'Authorization servers that support dynamic registration for redirect-based flows MUST implement support for this metadata value.',
      reading:
        'redirect_uris registers the redirect URIs of a loopback client (Authentication 4): the registration is accepted, and the redirect URI the response returns is one the authorization endpoint honours (the error redirect of an unknown response_type goes to it).',
      checks: ['authentication/4/loopback', 'rfc7591/3.2.1/registered-metadata'],
      breaks: [
        {
          way: 'refuses a loopback client’s redirect_uris (its port)',
          kind: 'other',
          checks: ['authentication/4/loopback'],
          fault: 'register-loopback-port-refused',
        },
        {
          way: 'answers with the redirect_uris it was sent but registers none of them',
          kind: 'other',
          checks: ['rfc7591/3.2.1/registered-metadata'],
          fault: 'register-redirect-uris-ignored',
        },
      ],
    },
    {
      id: 'rfc7591/2/client-id-varies',
      keyword: 'SHOULD',
      section: '2 Client Metadata',
      quote:
        'Unlike "client_id", which is issued by the authorization server and SHOULD vary between instances, the "software_id" SHOULD remain the same for all instances of the client software.',
      reading:
        'The first half binds the server: two registrations, two client_ids. Judged with rfc7591/3.2.1/client-id-unique (two loopback clients with different redirect URIs).',
      checks: ['rfc7591/3.2.1/client-id-unique'],
      breaks: [REGISTER_NAMELESS_SHARED_CLIENT_ID],
    },
    {
      id: 'rfc7591/2/ignore-unknown',
      keyword: 'MUST',
      section: '2 Client Metadata',
      quote:
        "The authorization server MUST ignore any client metadata sent by the client that it does not understand (for instance, by silently removing unknown metadata from the client's registration record during processing).",
      reading:
        'A loopback registration carrying members no server defines (a string and an object) is registered as without them. Echoing them back is allowed (RFC 7591’s own example response does); refusing the registration for them is not (a refusal of the same registration without them blocks the check: authentication/4/loopback).',
      checks: ['rfc7591/2/ignore-unknown'],
      breaks: [
        {
          way: 'refuses a registration that carries a member it does not know',
          kind: 'other',
          checks: ['rfc7591/2/ignore-unknown'],
          fault: 'register-unknown-member-refused',
        },
      ],
    },
    {
      id: 'rfc7591/2/software-statement-precedence',
      keyword: 'MUST',
      section: '2 Client Metadata',
      quote:
        'If the same client metadata name is present in both locations and the software statement is trusted by the authorization server, the value of a claim in the software statement MUST take precedence.',
      reading: 'Applies to a server that trusts software statements.',
      notApplicable: NO_STATEMENTS,
    },
    {
      id: 'rfc7591/2/jwks-exclusive',
      keyword: 'MUST NOT',
      section: '2 Client Metadata',
      quote: 'The "jwks_uri" and "jwks" parameters MUST NOT both be present in the same request or response.',
      reading:
        'Binds the response too: a registration sent with both (a loopback client; the service takes no client keys) is refused, or answered with one of them at most (dropping unknown or unused metadata is allowed, §2).',
      checks: ['rfc7591/2/jwks-exclusive'],
      breaks: [
        {
          way: 'returns every member it was sent, jwks and jwks_uri both',
          kind: 'other',
          checks: ['rfc7591/2/jwks-exclusive'],
          fault: 'register-echoes-request-metadata',
        },
      ],
    },
    {
      id: 'rfc7591/2/client-uri-display',
      keyword: 'SHOULD',
      section: '2 Client Metadata',
      quote: 'If present, the server SHOULD display this URL to the end-user in a clickable fashion.',
      reading: 'client_uri, when a client registered one, is shown on the consent page as a link.',
      notObservable: DISPLAY,
    },
    {
      id: 'rfc7591/2/logo-uri-display',
      keyword: 'SHOULD',
      section: '2 Client Metadata',
      quote: 'If present, the server SHOULD display this image to the end-user during approval.',
      reading: 'logo_uri, when a client registered one, is shown on the consent page.',
      notObservable: DISPLAY,
    },
    {
      id: 'rfc7591/2/tos-uri-display',
      keyword: 'SHOULD',
      section: '2 Client Metadata',
      quote: 'The authorization server SHOULD display this URL to the end-user if it is provided.',
      reading: 'tos_uri, when a client registered one, is shown on the consent page.',
      notObservable: DISPLAY,
    },
    {
      id: 'rfc7591/2/policy-uri-display',
      keyword: 'SHOULD',
      section: '2 Client Metadata',
      quote: 'The authorization server SHOULD display this URL to the end-user if it is provided.',
      reading: 'policy_uri (its own sentence, worded as tos_uri’s), when a client registered one, is shown on the consent page.',
      notObservable: DISPLAY,
    },
    {
      id: 'rfc7591/2.1/consistent-types',
      keyword: 'SHOULD',
      section: '2.1 Relationship between Grant Types and Response Types',
      quote:
        'As such, a server supporting these fields SHOULD take steps to ensure that a client cannot register itself into an inconsistent state, for example, by returning an "invalid_client_metadata" error response to an inconsistent registration request.',
      reading:
        'A loopback registration with grant_types ["refresh_token"] and response_types ["code"] (code belongs to the authorization_code grant) is refused, or registered with authorization_code among its grant_types (the server may replace values, §3.2.1). A warning otherwise.',
      checks: ['rfc7591/2.1/consistent-types'],
      breaks: [
        {
          way: 'registers the code response type without the authorization_code grant',
          kind: 'other',
          checks: ['rfc7591/2.1/consistent-types'],
          fault: 'register-inconsistent-types',
        },
      ],
    },
    {
      id: 'rfc7591/2.2/language-tags',
      keyword: 'SHOULD',
      section: '2.2 Human-Readable Client Metadata',
      quote:
        'However, since BCP 47 language tag values are case-insensitive, implementations SHOULD interpret the language tag values supplied in a case insensitive manner.',
      reading: 'client_name#EN and client_name#en name the same language.',
      notObservable:
        'which language-tagged name a server shows is its choice ("MAY display any or all of these names"), and the service’s consent page is not shown by the spec: no outcome tells a case-sensitive reading apart',
    },
    {
      id: 'rfc7591/2.2/as-is',
      keyword: 'MUST',
      section: '2.2 Human-Readable Client Metadata',
      quote:
        'If any human-readable field is sent without a language tag, parties using it MUST NOT make any assumptions about the language, character set, or script of the string value, and the string value MUST be used as is wherever it is presented in a user interface.',
      reading:
        'The consent page may leave the client_name out (it may name the client by its client_id), but where it shows it, it shows it as registered: a name with non-ASCII letters, another script and markup characters appears verbatim in the page text, never transliterated, truncated or read as HTML.',
      checks: ['rfc7591/2.2/as-is'],
      breaks: [
        {
          way: 'shows the client_name on the consent page with its non-ASCII characters replaced',
          kind: 'other',
          checks: ['rfc7591/2.2/as-is'],
          fault: 'consent-client-name-ascii',
        },
      ],
    },
    {
      id: 'rfc7591/3/json-post',
      keyword: 'MUST',
      section: '3 Client Registration Endpoint',
      quote:
        'The client registration endpoint MUST accept HTTP POST messages with request parameters encoded in the entity body using the "application/json" format.',
      reading:
        'A registration POSTed as application/json is taken (authentication/4/loopback), and as application/json; charset=utf-8 too: a media type parameter does not make it another format.',
      checks: ['authentication/4/loopback', 'rfc7591/3/json-post'],
      breaks: [
        {
          way: 'takes the body only when Content-Type is exactly application/json (a charset parameter refused)',
          kind: 'exact-match',
          checks: ['rfc7591/3/json-post'],
          fault: 'register-content-type-exact',
        },
      ],
    },
    {
      id: 'rfc7591/3/tls',
      keyword: 'MUST',
      section: '3 Client Registration Endpoint',
      quote: 'The client registration endpoint MUST be protected by a transport-layer security mechanism, as described in Section 5.',
      reading:
        'On an https deployment the advertised registration_endpoint is an https URL and the port does not answer plain HTTP. Judged only against an https origin (the references serve loopback http).',
      checks: ['mcp-authorization/communication/https', 'rfc8414/3/https'],
      breaks: [ASM_REGISTRATION_HTTP, FRONT_PLAIN_HTTP],
    },
    {
      id: 'rfc7591/3/open-registration',
      keyword: 'SHOULD',
      section: '3 Client Registration Endpoint',
      quote:
        'To support open registration and facilitate wider interoperability, the client registration endpoint SHOULD allow registration requests with no authorization (which is to say, with no initial access token in the request).',
      reading:
        'The spec makes it binding for loopback clients ("open to any client"): a registration with no Authorization header and a loopback redirect URI is accepted.',
      checks: ['authentication/4/loopback'],
      breaks: [
        {
          way: 'demands an initial access token from a loopback client',
          kind: 'other',
          checks: ['authentication/4/loopback'],
          fault: 'register-requires-initial-token',
        },
      ],
    },
    {
      id: 'rfc7591/3.1.1/software-statement-precedence',
      keyword: 'MUST',
      section: '3.1.1 Client Registration Request Using a Software Statement',
      quote:
        'If the server supports software statements, client metadata values conveyed in the software statement MUST take precedence over those conveyed using plain JSON elements.',
      reading: 'Applies to a server that supports software statements.',
      notApplicable: NO_STATEMENTS,
    },
    {
      id: 'rfc7591/3.2.1/client-id',
      keyword: 'REQUIRED',
      section: '3.2.1 Client Information Response',
      quote: 'client_id REQUIRED. OAuth 2.0 client identifier string.',
      reading:
        'Every successful registration response carries client_id, a string: a public loopback client’s, a confidential one’s and a vendor integration’s (spec Resources: "The response carries client_id").',
      checks: ['resources/registration/client-id', 'authentication/4/vendor-client-name'],
      breaks: [
        {
          way: 'names it clientId',
          kind: 'near-miss',
          checks: ['resources/registration/client-id'],
          fault: 'register-client-id-camel-case',
        },
        {
          way: 'leaves it out of a confidential client’s response',
          kind: 'place',
          checks: ['resources/registration/client-id'],
          fault: 'register-confidential-no-client-id',
        },
      ],
    },
    {
      id: 'rfc7591/3.2.1/client-id-unique',
      keyword: 'SHOULD NOT',
      section: '3.2.1 Client Information Response',
      quote:
        'It SHOULD NOT be currently valid for any other registered client, though an authorization server MAY issue the same client identifier to multiple instances of a registered client at its discretion.',
      reading:
        'Two loopback registrations with nothing in common (no client_name, different redirect URIs: no instances of one client) get two client_ids. A warning otherwise (erratum 7782 asks for MUST NOT).',
      checks: ['rfc7591/3.2.1/client-id-unique'],
      breaks: [REGISTER_NAMELESS_SHARED_CLIENT_ID],
    },
    {
      id: 'rfc7591/3.2.1/client-secret-unique',
      keyword: 'MUST',
      section: '3.2.1 Client Information Response',
      quote:
        'client_secret OPTIONAL. OAuth 2.0 client secret string. If issued, this MUST be unique for each "client_id" and SHOULD be unique for multiple instances of a client using the same "client_id".',
      reading:
        'Two confidential (client_secret_post) loopback registrations get two different secrets. Not judged where loopback clients get no secret (a server may keep them public: the check skips).',
      checks: ['rfc7591/3.2.1/client-secret-unique'],
      breaks: [REGISTER_SHARED_CLIENT_SECRET],
    },
    {
      id: 'rfc7591/3.2.1/secret-expires-at',
      keyword: 'REQUIRED',
      section: '3.2.1 Client Information Response',
      quote:
        'client_secret_expires_at REQUIRED if "client_secret" is issued. Time at which the client secret will expire or 0 if it will not expire. The time is represented as the number of seconds from 1970-01-01T00:00:00Z as measured in UTC until the date/time of expiration.',
      reading:
        'A response with a client_secret carries client_secret_expires_at: 0, or a time in seconds since the epoch, not yet past (and not milliseconds, thousands of years ahead). The sentence says "the number of seconds", a JSON number, not an integer: a fraction is accepted.',
      checks: ['rfc7591/3.2.1/secret-expires-at'],
      breaks: [
        {
          way: 'leaves client_secret_expires_at out beside the secret',
          kind: 'other',
          checks: ['rfc7591/3.2.1/secret-expires-at'],
          fault: 'register-no-secret-expiry',
        },
        {
          way: 'gives the expiry in milliseconds',
          kind: 'other',
          checks: ['rfc7591/3.2.1/secret-expires-at'],
          fault: 'register-secret-expiry-ms',
        },
      ],
    },
    {
      id: 'rfc7591/3.2.1/registered-metadata',
      keyword: 'MUST',
      section: '3.2.1 Client Information Response',
      quote:
        'Additionally, the authorization server MUST return all registered metadata about this client, including any fields provisioned by the authorization server itself.',
      reading:
        'The next sentence lets the server reject or replace requested values; what it returns is what it registered. A server need not implement every field (§2: "The implementation and use of all client metadata fields is OPTIONAL, unless stated otherwise"), and ignores one it does not understand, so of a loopback registration sent with client_name, application_type, redirect_uris, token_endpoint_auth_method, grant_types, response_types and scope, the response must carry the two every such client has registered: redirect_uris (mandatory to implement, §2) and token_endpoint_auth_method (the spec\'s none or client_secret_post; left out, it reads as client_secret_basic); the others are noted when absent (a value may differ from the one asked for). A redirect URI the response returns is registered: the authorization endpoint sends the error redirect of an unknown response_type to it. (RFC 7592 §3 asks the same of a read: rfc7592/3/registered-metadata.)',
      checks: ['rfc7591/3.2.1/registered-metadata'],
      breaks: [
        {
          way: 'answers with client_id and credentials only',
          kind: 'other',
          checks: ['rfc7591/3.2.1/registered-metadata'],
          fault: 'register-response-bare',
        },
        {
          way: 'returns a redirect URI as it was sent while it registered it changed (its query dropped)',
          kind: 'exact-match',
          checks: ['rfc7591/3.2.1/registered-metadata'],
          fault: 'register-echoes-requested-redirect',
        },
      ],
    },
    {
      id: 'rfc7591/3.2.1/software-statement-returned',
      keyword: 'MUST',
      section: '3.2.1 Client Information Response',
      quote:
        'If a software statement was used as part of the registration, its value MUST be returned unmodified in the response along with other metadata using the "software_statement" member name.',
      reading: 'Applies to a registration that used a software statement.',
      notApplicable: NO_STATEMENTS,
    },
    {
      id: 'rfc7591/3.2.1/software-statement-elements',
      keyword: 'MUST',
      section: '3.2.1 Client Information Response',
      quote:
        'Client metadata elements used from the software statement MUST also be returned directly as top-level client metadata values in the registration response (possibly with different values, since the values requested and the values used may differ).',
      reading: 'Applies to a registration that used a software statement.',
      notApplicable: NO_STATEMENTS,
    },
    {
      id: 'rfc7591/3.2.2/error',
      keyword: 'REQUIRED',
      section: '3.2.2 Client Registration Error Response',
      quote:
        'When a registration error condition occurs, the authorization server returns an HTTP 400 status code (unless otherwise specified) with content type "application/json" consisting of a JSON object [RFC7159] describing the error in the response body. Two members are defined for inclusion in the JSON object: error REQUIRED. Single ASCII error code string.',
      reading:
        'The spec shows no status of its own ("HTTP status codes of the registration … errors: not shown"), so RFC 7591’s 400 stands. Every registration error the harness provokes (an unrecognised name, a fixed https callback, a lookalike of loopback, a relative URI, a fragment) is a 400 application/json object whose error is one ASCII code (RFC 6749 §5.2’s characters). Which code: errors/invalid_client_metadata and errors/invalid_redirect_uri.',
      checks: ['rfc7591/3.2.2/error'],
      breaks: [
        {
          way: 'answers a refused redirect URI with 403 where other registration errors get 400',
          kind: 'place',
          checks: ['rfc7591/3.2.2/error'],
          fault: 'register-redirect-refusal-403',
        },
      ],
    },
    {
      id: 'rfc7591/5/tls',
      keyword: 'MUST',
      section: '5 Security Considerations',
      quote:
        'Since requests to the client registration endpoint result in the transmission of clear-text credentials (in the HTTP request and response), the authorization server MUST require the use of a transport-layer security mechanism when sending requests to the registration endpoint.',
      reading: 'As rfc7591/3/tls: judged on an https deployment.',
      checks: ['mcp-authorization/communication/https', 'rfc8414/3/https'],
      breaks: [ASM_REGISTRATION_HTTP, FRONT_PLAIN_HTTP],
    },
    {
      id: 'rfc7591/5/tls12',
      keyword: 'MUST',
      section: '5 Security Considerations',
      quote:
        'The server MUST support TLS 1.2 [RFC5246] and MAY support additional transport-layer security mechanisms meeting its security requirements.',
      reading:
        'On an https deployment a handshake offering TLS 1.2 at most is completed (a server of TLS 1.3 only refuses the clients that stop at 1.2).',
      checks: ['rfc7591/5/tls12'],
      breaks: [FRONT_TLS13_ONLY],
    },
    {
      id: 'rfc7591/5/redirect-registered',
      keyword: 'MUST',
      section: '5 Security Considerations',
      quote:
        'For clients that use redirect-based grant types such as "authorization_code" and "implicit", authorization servers MUST require clients to register their redirection URI values.',
      reading:
        'A registration without redirect URIs gets no client (unless its client_name is a vendor integration’s, provisioned with its own): refused with invalid_client_metadata (Authentication 4), an empty list as no list.',
      checks: ['authentication/4/unknown-client-name'],
      breaks: [
        {
          way: 'registers a client that gave no redirect_uris',
          kind: 'other',
          checks: ['authentication/4/unknown-client-name'],
          fault: 'register-unknown-name-accepted',
        },
        {
          way: 'registers a client whose redirect_uris is an empty list',
          kind: 'other',
          checks: ['authentication/4/unknown-client-name'],
          fault: 'register-empty-redirect-list-accepted',
        },
      ],
    },
    {
      id: 'rfc7591/5/redirect-forms',
      keyword: 'MUST',
      section: '5 Security Considerations',
      quote:
        'Additionally, in order to prevent hijacking of the return values of the redirection, registered redirection URI values MUST be one of: o A remote web site protected by TLS (e.g., https://client.example.com/oauth_redirect) o A web site hosted on the local machine using an HTTP URI (e.g., http://localhost:8080/oauth_redirect) o A non-HTTP application-specific URL that is available only to the client application (e.g., exampleapp://oauth_redirect)',
      reading:
        'No http redirect URI is registered unless it is on the local machine: a host that only looks like 127.0.0.1, or any other host over plain http, is refused (the spec admits https callbacks only for vendor integrations, a narrower rule).',
      checks: ['security/redirect-uri/loopback-only'],
      breaks: [
        {
          way: 'takes an http URI whose text starts with http://127.0.0.1 (another host, or 127.0.0.1 as userinfo)',
          kind: 'near-miss',
          checks: ['security/redirect-uri/loopback-only'],
          fault: 'register-loopback-string-prefix',
        },
        {
          way: 'takes any http URI, whatever its host',
          kind: 'other',
          checks: ['security/redirect-uri/loopback-only'],
          fault: 'register-http-any-host',
        },
      ],
    },
    {
      id: 'rfc7591/5/self-asserted',
      keyword: 'MUST',
      section: '5 Security Considerations',
      quote: 'Unless used as a claim in a software statement, the authorization server MUST treat all client metadata as self-asserted.',
      reading:
        'A registration that names a vendor integration (its client_id is returned, Authentication 4) and brings its own loopback redirect URI must not give that URI to the integration: a refusal, a client of its own, or the integration as provisioned; the integration’s client_id with that redirect URI then gets an error page, never a redirect.',
      checks: ['rfc7591/5/self-asserted'],
      breaks: [
        {
          way: 'adds the redirect URIs of a registration naming an integration to the integration',
          kind: 'confusion',
          checks: ['rfc7591/5/self-asserted'],
          fault: 'register-vendor-adds-redirect-uris',
        },
      ],
    },
    {
      id: 'rfc7591/5/full-request',
      keyword: 'MUST',
      section: '5 Security Considerations',
      quote:
        'An authorization server MUST consider the full registration request, including the software statement, initial access token, and JSON client metadata values, when deciding whether to honor a given registration request.',
      reading:
        'The name alone does not decide what a registration gets: judged with rfc7591/5/self-asserted (a vendor’s name with redirect URIs of its own).',
      checks: ['rfc7591/5/self-asserted'],
      breaks: [
        {
          way: 'lets a vendor’s name decide and applies the rest of the request to the integration',
          kind: 'confusion',
          checks: ['rfc7591/5/self-asserted'],
          fault: 'register-vendor-adds-redirect-uris',
        },
      ],
    },
    {
      id: 'rfc7591/5/uri-host-check',
      keyword: 'SHOULD',
      section: '5 Security Considerations',
      quote:
        'The authorization server SHOULD check to see if the "logo_uri", "tos_uri", "client_uri", and "policy_uri" have the same host and scheme as the those defined in the array of "redirect_uris" and that all of these URIs resolve to valid web pages.',
      reading: 'A check inside the server; what it does with a mismatch (refuse, drop, warn the user) is its own choice.',
      notObservable: DISPLAY,
    },
    {
      id: 'rfc7591/5/malicious-content',
      keyword: 'SHOULD',
      section: '5 Security Considerations',
      quote:
        'Since these URI values that are intended to be displayed to the user at the authorization page, the authorization server SHOULD protect the user from malicious content hosted at the URLs where possible.',
      reading: 'Scanning or interstitial pages before a client’s URLs are shown.',
      notObservable: DISPLAY,
    },
    {
      id: 'rfc7591/5/software-statement-precedence',
      keyword: 'MUST',
      section: '5 Security Considerations',
      quote:
        'If the software statement is valid and signed by an acceptable authority (such as the software API publisher), the values of client metadata within the software statement MUST take precedence over those metadata values presented in the plain JSON object, which could have been intercepted and modified.',
      reading: 'Applies to a server that accepts signed software statements.',
      notApplicable: NO_STATEMENTS,
    },
    {
      id: 'rfc7591/5/duplicate-suspect',
      keyword: 'SHOULD',
      section: '5 Security Considerations',
      quote:
        'If an authorization server receives a registration request for a client that is not intended to have multiple instances registered simultaneously and the authorization server can infer a duplication of registration (e.g., it uses the same "software_id" and "software_version" values as another existing client), the server SHOULD treat the new registration as being suspect and reject the registration.',
      reading: 'Applies to clients meant to have one registration.',
      notApplicable:
        'the service registers one client per loopback installation (Authentication 4: open to any CLI tool, desktop app or local agent), so many instances are intended; software_id is not among its metadata, so no duplication can be inferred',
    },
    {
      id: 'rfc7591/5/secret-per-instance',
      keyword: 'SHOULD NOT',
      section: '5 Security Considerations',
      quote:
        'An authorization server SHOULD NOT issue the same client secret to multiple instances of a registered client, even if they are issued the same client identifier, or else the client secret could be leaked, allowing malicious impostors to impersonate a confidential client.',
      reading: 'Judged with rfc7591/3.2.1/client-secret-unique: two confidential registrations, two secrets.',
      checks: ['rfc7591/3.2.1/client-secret-unique'],
      breaks: [REGISTER_SHARED_CLIENT_SECRET],
    },
  ],
} as const satisfies Source;
