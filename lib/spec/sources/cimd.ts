// The requirement inventory of OAuth Client ID Metadata Document (draft-ietf-oauth-client-id-metadata-document) (lib/spec/sources/types.ts).
// Text: the working group's draft source at oauth-wg/draft-ietf-oauth-client-id-metadata-document 64566e8 (draft-01, March 2026).
import type { Source } from './types.ts';
import {
  CIMD_CLIENT_ID_WAYS,
  CIMD_REDIRECT_WAYS,
  CIMD_REFUSES_DOCUMENTS,
  CIMD_SSRF_WAYS,
  CIMD_TOKEN_ENDPOINT_UNKNOWN,
} from './cimd-ways.ts';

export const cimd = {
  id: 'cimd',
  cite: 'draft-ietf-oauth-client-id-metadata-document',
  title: 'OAuth Client ID Metadata Document (draft-ietf-oauth-client-id-metadata-document)',
  scope: 'client_id URLs of metadata documents, when advertised',
  cites: ['rfc6749', 'rfc7591', 'rfc8414', 'rfc8252', 'rfc9700', 'rfc9110', 'rfc8259', 'rfc3986', 'tls'],
  requirements: [
    {
      id: 'cimd/3/https-scheme',
      keyword: 'MUST',
      section: '3 Client Identifier',
      quote:
        'Client identifier URLs MUST have an "https" scheme, MUST contain a path component, MUST NOT contain single-dot or double-dot path segments, MUST NOT contain a fragment component and MUST NOT contain a username or password',
      reading:
        'Addressed to the URL; the server is judged by what it tolerates. An http:// client_id must not be taken as a metadata document client (no code, the URL never fetched).',
      checks: ['security/cimd/https-only'],
      breaks: [
        {
          way: 'takes an http client_id URL (on a host other than the configured testing concession) as a document client',
          kind: 'exact-match',
          checks: ['security/cimd/https-only'],
          fault: 'cimd-http-any-host',
        },
      ],
    },
    {
      id: 'cimd/3/url-grammar',
      keyword: 'MUST NOT',
      section: '3 Client Identifier',
      quote:
        'Client identifier URLs MUST have an "https" scheme, MUST contain a path component, MUST NOT contain single-dot or double-dot path segments, MUST NOT contain a fragment component and MUST NOT contain a username or password',
      reading:
        'The rest of the grammar, judged as tolerance: a server that fetched https://host (no path), https://host/a/../doc, https://host/doc#x or https://user:pw@host/doc and issued a code would let one document stand for several client ids (or leak credentials in a fetch). Accepted: an error page or an error redirect, never a code.',
      checks: ['cimd/3/url-grammar'],
      breaks: [
        {
          way: 'takes a client_id URL with a single-dot or double-dot path segment (one document standing for several client_ids)',
          kind: 'exact-match',
          checks: ['cimd/3/url-grammar'],
          fault: 'cimd-url-dot-segments-ok',
        },
        {
          way: 'takes a client_id URL with a fragment',
          kind: 'exact-match',
          checks: ['cimd/3/url-grammar'],
          fault: 'cimd-url-fragment-ok',
        },
        {
          way: 'takes a client_id URL with a username and password',
          kind: 'exact-match',
          checks: ['cimd/3/url-grammar'],
          fault: 'cimd-url-userinfo-ok',
        },
        {
          way: 'takes a client_id URL with no path (the bare origin)',
          kind: 'exact-match',
          checks: ['cimd/3/url-grammar'],
          fault: 'cimd-url-no-path-ok',
        },
      ],
    },
    {
      id: 'cimd/4/fetch',
      keyword: 'SHOULD',
      section: '4 Client Information Discovery',
      quote:
        'The authorization server SHOULD fetch the document indicated by the `client_id` to retrieve the client registration information.',
      reading:
        'A client_id URL on an allowed host is resolved by fetching its document: a valid document gets a code, a document naming another client_id does not.',
      checks: ['authentication/5/cimd-client-id'],
      breaks: [
        CIMD_REFUSES_DOCUMENTS,
        {
          way: 'fetches nothing it reads: a document naming another client_id is accepted',
          kind: 'other',
          checks: ['authentication/5/cimd-client-id'],
          fault: 'cimd-client-id-mismatch',
        },
        CIMD_TOKEN_ENDPOINT_UNKNOWN,
      ],
    },
    {
      id: 'cimd/4/status-200',
      keyword: 'MUST',
      section: '4 Client Information Discovery',
      quote: 'The authorization server MUST treat all other HTTP status codes as an error response.',
      reading:
        "Only a 200 answer is a document. A server that took a 404 or 500 answer (with a valid JSON body) as the client's metadata would register clients from error pages.",
      checks: ['cimd/4/status-200'],
      breaks: [
        {
          way: 'takes an error answer (404, 500) with a document body as the document',
          kind: 'other',
          checks: ['cimd/4/status-200'],
          fault: 'cimd-any-status',
        },
        {
          way: 'takes any success (201, 203) as the document, not only 200',
          kind: 'near-miss',
          checks: ['cimd/4/status-200'],
          fault: 'cimd-accepts-any-2xx',
        },
      ],
    },
    {
      id: 'cimd/4/no-redirects',
      keyword: 'MUST NOT',
      section: '4 Client Information Discovery',
      quote: 'The authorization server MUST NOT automatically follow HTTP redirects when retrieving the client registration information.',
      reading:
        "A 3xx answer is an error: a server following it would take a document from another URL (another host, or an internal address) as the client's.",
      checks: ['cimd/4/no-redirects'],
      breaks: [
        {
          way: 'follows a 302 to a document on the same host',
          kind: 'other',
          checks: ['cimd/4/no-redirects'],
          fault: 'cimd-follows-redirects',
        },
        {
          way: 'follows a permanent redirect (301, 308) as if the document had moved',
          kind: 'near-miss',
          checks: ['cimd/4/no-redirects'],
          fault: 'cimd-follows-permanent-redirects',
        },
      ],
    },
    {
      id: 'cimd/4.1/client-id-matches-url',
      keyword: 'MUST',
      section: '4.1 Client Metadata Document',
      quote:
        'The client metadata document MUST contain a `client_id` property whose value MUST match the URL of the document using simple string comparison as defined in [RFC3986] Section 6.2.1.',
      reading: 'Judged as tolerance: a document whose client_id is not its own URL (or is missing) is refused; no code.',
      checks: ['authentication/5/cimd-client-id'],
      breaks: [...CIMD_CLIENT_ID_WAYS],
    },
    {
      id: 'cimd/4.1/no-shared-secret',
      keyword: 'MUST NOT',
      section: '4.1 Client Metadata Document',
      quote:
        'the `token_endpoint_auth_method` property MUST NOT include `client_secret_post`, `client_secret_basic`, `client_secret_jwt`, or any other method based around a shared symmetric secret.',
      reading:
        'Judged as tolerance: a document declaring client_secret_post (or carrying client_secret) must not yield a confidential client whose secret anyone reading the public document knows. Accepted: no code, or a code redeemable only as a public client (no secret checked, since none can exist).',
      checks: ['cimd/4.1/no-shared-secret'],
      breaks: [
        {
          way: "honours a document's client_secret_post and client_secret, making a confidential client of a public secret",
          kind: 'confusion',
          checks: ['cimd/4.1/no-shared-secret'],
          fault: 'cimd-shared-secret',
        },
      ],
    },
    {
      id: 'cimd/4.2/development-service',
      keyword: 'SHOULD',
      section: '4.2 Client Metadata Documents for Development Purposes',
      quote:
        'However, if an authorization server does place additional restrictions on the accepted `redirect_uris` then it SHOULD provide at least one Client ID Metadata Document Service (described below) which is exempt from these restrictions.',
      reading: 'The service restricts metadata documents to reviewed vendor hosts (authentication/5/cimd-host).',
      notApplicable:
        'The spec allows metadata documents only from allowlisted vendor hosts and offers no development document service; a self-service route is what the spec rules out.',
    },
    {
      id: 'cimd/4.3/abort-on-error',
      keyword: 'SHOULD',
      section: '4.3 Metadata Discovery Errors',
      quote: 'If fetching the metadata document fails, the authorization server SHOULD abort the authorization request.',
      reading:
        'A client_id whose document cannot be fetched (connection refused, timeout, not JSON) gets no code; an error page or error redirect is fine.',
      checks: ['cimd/4.3/abort-on-error'],
      breaks: [
        {
          way: 'takes a document it cannot fetch (connection refused) as a client all the same',
          kind: 'other',
          checks: ['cimd/4.3/abort-on-error'],
          fault: 'cimd-default-when-unreachable',
        },
        {
          way: 'takes an answer that is not JSON as a client all the same',
          kind: 'other',
          checks: ['cimd/4.3/abort-on-error'],
          fault: 'cimd-default-when-not-json',
        },
        {
          way: 'goes on after a failed fetch on any host (fail-open)',
          kind: 'other',
          checks: ['cimd/4.3/abort-on-error'],
          fault: 'cimd-fail-open',
        },
      ],
    },
    {
      id: 'cimd/4.4/cache-headers',
      keyword: 'SHOULD',
      section: '4.4 Metadata Caching',
      quote:
        'The authorization server SHOULD respect HTTP cache headers {{RFC9111}} when caching client metadata, but MAY define its own upper and/or lower bounds on an acceptable cache lifetime as well.',
      reading:
        "A document served with Cache-Control: no-store (or max-age=0) and then changed is re-read within the server's lower bound; the text allows a server-chosen minimum lifetime, so a check can only judge past a stated bound.",
      notObservable:
        'The draft lets the server set its own lower and upper bounds on a cache lifetime (oidc-provider keeps a document at least 30 s whatever its headers say), and a server need not cache at all: within a run, no outcome tells a server that ignored Cache-Control from one whose own lower bound has not passed. What is observable of caching is judged: errors and invalid documents are never cached (cimd/4.4/no-error-cache, cimd/4.4/no-invalid-cache).',
    },
    {
      id: 'cimd/4.4/no-error-cache',
      keyword: 'MUST NOT',
      section: '4.4 Metadata Caching',
      quote: 'The authorization server MUST NOT cache error responses.',
      reading: 'After a failed fetch (500), the next authorization request fetches again: a valid document then gets a code.',
      checks: ['cimd/4.4/no-error-cache'],
      breaks: [
        {
          way: 'keeps refusing a URL after one failed fetch (500), though it now answers a valid document',
          kind: 'after-event',
          checks: ['cimd/4.4/no-error-cache'],
          fault: 'cimd-caches-errors',
        },
      ],
    },
    {
      id: 'cimd/4.4/no-invalid-cache',
      keyword: 'MUST NOT',
      section: '4.4 Metadata Caching',
      quote: 'The authorization server also MUST NOT cache documents which are invalid or malformed.',
      reading: 'After an invalid document (client_id mismatch), a corrected document at the same URL is fetched and accepted.',
      checks: ['cimd/4.4/no-invalid-cache'],
      breaks: [
        {
          way: 'keeps refusing a URL after one invalid document (another client_id), though it is now fixed',
          kind: 'after-event',
          checks: ['cimd/4.4/no-invalid-cache'],
          fault: 'cimd-caches-invalid',
        },
      ],
    },
    {
      id: 'cimd/4.5/redirect-registration',
      keyword: 'MUST',
      section: '4.5 Redirect URL Registration',
      quote:
        'According to {{RFC9700}}, the authorization server MUST require registration of redirect URIs, and MUST ensure that the redirect URI in a request is an exact match of a registered redirect URI.',
      reading:
        "For a metadata-document client the registered URIs are the document's `redirect_uris`: a redirect_uri not listed there (another loopback path, or the listed one changed in one way: its path in capitals, a trailing slash, a query, percent-encoding, localhost for 127.0.0.1) gets no code; the sentence mandates exact matching, so every such near miss fails. The one change allowed is a loopback URI's port (RFC 8252 §7.3), which is not probed.",
      checks: ['cimd/4.5/redirect-registration'],
      breaks: [...CIMD_REDIRECT_WAYS],
    },
    {
      id: 'cimd/5/as-metadata-flag',
      keyword: 'MUST',
      section: '5 Authorization Server Metadata',
      quote:
        'Authorization servers that publish Authorization Server Metadata {{RFC8414}} MUST include the following property to signal support for client metadata documents as described in this specification.',
      reading:
        'A server that accepts metadata-document clients advertises `client_id_metadata_document_supported: true`. The existing named-keys check only asks for a boolean when present, so it passes a server that accepts documents and omits the flag.',
      checks: ['cimd/5/as-metadata-flag'],
      breaks: [
        {
          way: 'accepts metadata-document clients without advertising client_id_metadata_document_supported',
          kind: 'other',
          checks: ['cimd/5/as-metadata-flag'],
          fault: 'asm-cimd-unadvertised',
        },
        {
          way: 'advertises the flag as the string "true", not the boolean',
          kind: 'near-miss',
          checks: ['endpoints/discovery/keys/client_id_metadata_document_supported'],
          fault: 'asm-cimd-flag-string',
        },
      ],
    },
    {
      id: 'cimd/6.2/registered-auth',
      keyword: 'MUST',
      section: '6.2 Client Authentication',
      quote:
        'This establishes this client as a confidential client, and any communication with the authorization server MUST include client authentication of the registered type.',
      reading: 'Applies to documents declaring private_key_jwt with a jwks_uri.',
      notApplicable:
        'The spec offers no private_key_jwt (only none and client_secret_post); metadata-document clients are public. A document declaring private_key_jwt is not honoured as a confidential client.',
    },
    {
      id: 'cimd/6.4/fetch-for-display',
      keyword: 'SHOULD',
      section: '6.4 OAuth Phishing Attacks',
      quote:
        'Authorization servers SHOULD fetch the `client_id` metadata document provided in the authorization request in order to provide users with additional information about the request, such as the application name and logo.',
      reading: "The consent page shows the document's client_name.",
      checks: ['cimd/6.4/fetch-for-display'],
      breaks: [
        {
          way: "shows the client_id URL where the document's client_name belongs",
          kind: 'confusion',
          checks: ['cimd/6.4/fetch-for-display'],
          fault: 'consent-cimd-client-id-only',
        },
        {
          way: 'shows no name for the client at all',
          kind: 'other',
          checks: ['cimd/6.4/fetch-for-display'],
          fault: 'consent-unnamed-client',
        },
      ],
    },
    {
      id: 'cimd/6.4/display-hostname',
      keyword: 'SHOULD',
      section: '6.4 OAuth Phishing Attacks',
      quote:
        'The authorization server SHOULD display the hostname of the `client_id` on the authorization interface, in addition to displaying the fetched client information if any.',
      reading: 'The consent page names the client_id host, so a document cannot pass as another vendor by its client_name alone.',
      checks: ['cimd/6.4/display-hostname'],
      breaks: [
        {
          way: "shows the client's name but not the host of its client_id",
          kind: 'other',
          checks: ['cimd/6.4/display-hostname'],
          fault: 'consent-no-client-id-host',
        },
        {
          way: "shows the redirect URI's host where the client_id's host belongs",
          kind: 'confusion',
          checks: ['cimd/6.4/display-hostname'],
          fault: 'consent-publisher-is-redirect-host',
        },
      ],
    },
    {
      id: 'cimd/6.5/no-special-use-ip',
      keyword: 'MUST',
      section: '6.5 Server Side Request Forgery (SSRF) Attacks',
      quote:
        'Authorization servers MUST validate that the Client ID Metadata Document URL does not resolve to special-use IP addresses as defined in {{RFC6890}}, except when the authorization server itself is also running on a loopback address and the resolved address matches the same loopback interface.',
      reading: 'A client_id URL pointing at a special-use address (an IP literal the target does not allow) is never contacted; no code.',
      checks: ['security/cimd/ssrf'],
      breaks: [...CIMD_SSRF_WAYS],
    },
    {
      id: 'cimd/6.5/no-fetch-document-urls',
      keyword: 'SHOULD NOT',
      section: '6.5 Server Side Request Forgery (SSRF) Attacks',
      quote:
        'Authorization servers SHOULD NOT fetch any URLs contained within Client ID Metadata Documents that resolve to special-use IP addresses as defined in {{RFC6890}} and consider network policies or other measures to prevent making requests to these addresses.',
      reading:
        'logo_uri, jwks_uri, client_uri, policy_uri in a document pointing at special-use addresses are never fetched by the server.',
      checks: ['cimd/6.5/no-fetch-document-urls'],
      breaks: [
        {
          way: 'fetches the logo_uri, client_uri, policy_uri or tos_uri a document lists, wherever they point',
          kind: 'other',
          checks: ['cimd/6.5/no-fetch-document-urls'],
          fault: 'cimd-fetches-listed-urls',
        },
      ],
    },
    {
      id: 'cimd/6.6/response-size',
      keyword: 'SHOULD',
      section: '6.6 Maximum Response Size for Client Metadata Documents',
      quote:
        'Authorization servers SHOULD limit the response size when fetching the client metadata document, as to avoid denial of service attacks against the authorization server by consuming excessive resources (memory, disk, database).',
      reading:
        'A huge document (the draft recommends a 5 kB limit; a server may choose another bound) is refused rather than read whole. The check can only judge an answer far past any sensible bound.',
      checks: ['cimd/6.6/response-size'],
      breaks: [
        {
          way: 'reads a 10 MB document whole and takes it',
          kind: 'other',
          checks: ['cimd/6.6/response-size'],
          fault: 'cimd-no-size-limit',
        },
      ],
    },
    {
      id: 'cimd/6.7/prefetch-logo',
      keyword: 'SHOULD',
      section: '6.7 Displaying Logos to End-Users',
      quote:
        'Authorization servers that wish to make use of the `logo_uri` property within client metadata document SHOULD prefetch the file at `logo_uri` and cache it for the cache duration of the client metadata document.',
      reading: 'Only for servers that display logos; the spec says nothing of logos.',
      notObservable:
        'Whether the server displays logos at all is its choice; when it does, the prefetch is indistinguishable from outside unless the logo host is a harness listener on an allowed public host, which the harness cannot provide.',
    },
    {
      id: 'cimd/6.9/generated-ids-not-https',
      keyword: 'SHOULD',
      section: '6.9 Supporting Both Pre-Registered and Unregistered Clients',
      quote:
        'If an Authorization Server wishes to support clients using Client ID Metadata Documents as well as clients where the Authorization Server generates the `client_id`, it SHOULD ensure that the `client_id` strings it generates do not start with `https://`.',
      reading:
        'The service registers loopback clients (it generates their client_id) and accepts metadata documents, so a generated client_id never starts with https://.',
      checks: ['cimd/6.9/generated-ids-not-https'],
      breaks: [
        {
          way: 'generates client_ids that start with https:// for registered clients',
          kind: 'confusion',
          checks: ['cimd/6.9/generated-ids-not-https'],
          fault: 'register-https-client-id',
        },
      ],
    },
  ],
} as const satisfies Source;
