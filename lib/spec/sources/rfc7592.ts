// The requirement inventory of RFC 7592 OAuth 2.0 Dynamic Client Registration Management Protocol
// (lib/spec/sources/types.ts). Optional: its sentences bind a target whose registration response
// offers management (registration_client_uri, registration_access_token); the checks skip where none
// is offered (the spec says nothing of managing a registered client). The reference offers it.
import type { Source } from './types.ts';
import { FRONT_TLS13_ONLY, MANAGE_DELETED_404, MANAGE_URI_HTTP, MANAGE_URI_RELATIVE } from './registration-ways.ts';

const NO_PERMISSION =
  'no request a client can make registers a client without permission to read, update or delete its own record: the case this sentence answers cannot be brought about from outside';
const GONE_TOKEN =
  'once the client is gone every request with its token gets 401 (rfc7592/2.1/deleted-401), whether the token was revoked or not: no answer tells the two apart';

const tokenWays = (method: 'GET' | 'PUT' | 'DELETE', fault: string) =>
  [
    {
      way: `serves a ${method} with no registration access token`,
      kind: 'other',
      checks: [`rfc7592/2.${method === 'GET' ? 1 : method === 'PUT' ? 2 : 3}/invalid-token`],
      fault,
    },
    {
      way: `serves a ${method} at a client’s URL with another client’s token`,
      kind: 'confusion',
      checks: ['rfc7592/b/token-matches-client'],
      fault: 'manage-token-any-client',
    },
  ] as const;

export const rfc7592 = {
  id: 'rfc7592',
  cite: 'RFC 7592',
  title: 'RFC 7592 OAuth 2.0 Dynamic Client Registration Management Protocol',
  scope:
    'the client configuration endpoint of the clients registered at /api/oauth/register, where the registration response offers it (registration_client_uri, registration_access_token); optional',
  cites: ['rfc7591', 'rfc6749', 'rfc6750', 'rfc9110', 'tls'],
  requirements: [
    {
      id: 'rfc7592/2/bearer-token',
      keyword: 'MUST',
      section: '2 Client Configuration Endpoint',
      quote: 'The client MUST use its registration access token in all calls to this endpoint as an OAuth 2.0 Bearer Token [RFC6750].',
      reading:
        'The client’s duty; a server that serves calls without the token lets anyone read, change or delete a client. Judged at each method: GET, PUT and DELETE without Authorization are refused with 401.',
      checks: ['rfc7592/2.1/invalid-token', 'rfc7592/2.2/invalid-token', 'rfc7592/2.3/invalid-token'],
      breaks: [
        {
          way: 'serves a read without the token',
          kind: 'place',
          checks: ['rfc7592/2.1/invalid-token'],
          fault: 'manage-read-without-token',
        },
        {
          way: 'serves an update without the token',
          kind: 'place',
          checks: ['rfc7592/2.2/invalid-token'],
          fault: 'manage-update-without-token',
        },
        {
          way: 'serves a delete without the token',
          kind: 'place',
          checks: ['rfc7592/2.3/invalid-token'],
          fault: 'manage-delete-without-token',
        },
      ],
    },
    {
      id: 'rfc7592/2/tls',
      keyword: 'MUST',
      section: '2 Client Configuration Endpoint',
      quote: 'The client configuration endpoint MUST be protected by a transport-layer security mechanism, as described in Section 5.',
      reading: 'On an https deployment registration_client_uri is an https URL. Judged only against an https origin.',
      checks: ['rfc7592/2/tls'],
      breaks: [MANAGE_URI_HTTP],
    },
    {
      id: 'rfc7592/2/unsupported-method',
      keyword: 'MUST',
      section: '2 Client Configuration Endpoint',
      quote:
        'If an authorization server does not support a particular method on the client configuration endpoint, it MUST respond with the appropriate error code.',
      reading:
        'Each method is optional. A PATCH (no method of RFC 7592) with the client’s token gets 405 Method Not Allowed (or 501); a server that offers PATCH beyond the RFC passes by making the change it answers. A PUT or DELETE the server does not offer gets 405 or 501 too, and the update and delete checks then skip; one answered 404 (or 410) while the client still reads is the wrong code: this check reports it, and the checks that needed the method are blocked by it.',
      checks: ['rfc7592/2/unsupported-method'],
      breaks: [
        {
          way: 'answers a PATCH with 200 and changes nothing',
          kind: 'other',
          checks: ['rfc7592/2/unsupported-method'],
          fault: 'manage-patch-accepted',
        },
        {
          way: 'serves GET only, and answers PUT, PATCH and DELETE with 404 as if the client were not there',
          kind: 'other',
          checks: ['rfc7592/2/unsupported-method'],
          fault: 'manage-unsupported-404',
        },
      ],
    },
    {
      id: 'rfc7592/2.1/client-id-unchanged',
      keyword: 'MUST NOT',
      section: '2.1 Client Read Request',
      quote: 'The value of the "client_id" MUST NOT change from the initial registration response.',
      reading: 'A read with the client’s token answers 200 with the client_id the registration gave.',
      checks: ['rfc7592/2.1/client-id-unchanged'],
      breaks: [
        {
          way: 'reads the client under another client_id',
          kind: 'other',
          checks: ['rfc7592/2.1/client-id-unchanged'],
          fault: 'manage-read-new-client-id',
        },
      ],
    },
    {
      id: 'rfc7592/2.1/invalid-token',
      keyword: 'MUST',
      section: '2.1 Client Read Request',
      quote:
        'If the registration access token used to make this request is not valid, the server MUST respond with an error as described in the OAuth Bearer Token Usage specification [RFC6750].',
      reading:
        'A read with no token, with a token no one was given, or with another kind of credential of the client (its client_secret, its access token) is refused as RFC 6750 §3 has it: a WWW-Authenticate Bearer challenge (MUST there), with 401 (its SHOULD for invalid_token; 400 is taken).',
      checks: ['rfc7592/2.1/invalid-token'],
      breaks: [
        { way: 'serves a read with no token', kind: 'other', checks: ['rfc7592/2.1/invalid-token'], fault: 'manage-read-without-token' },
        {
          way: 'refuses a read with no token without the WWW-Authenticate Bearer challenge',
          kind: 'other',
          checks: ['rfc7592/2.1/invalid-token'],
          fault: 'manage-no-challenge',
        },
        {
          way: 'takes the client’s client_secret as its registration access token',
          kind: 'confusion',
          checks: ['rfc7592/2.1/invalid-token'],
          fault: 'manage-secret-as-token',
        },
        {
          way: 'takes an access token issued to the client as its registration access token',
          kind: 'confusion',
          checks: ['rfc7592/2.1/invalid-token'],
          fault: 'manage-access-token-as-rat',
        },
        {
          way: 'takes another client’s registration access token',
          kind: 'confusion',
          checks: ['rfc7592/b/token-matches-client'],
          fault: 'manage-token-any-client',
        },
      ],
    },
    {
      id: 'rfc7592/2.1/deleted-401',
      keyword: 'MUST',
      section: '2.1 Client Read Request',
      quote:
        'If the client does not exist on this server, the server MUST respond with HTTP 401 Unauthorized and the registration access token used to make this request SHOULD be immediately revoked.',
      reading:
        'The MUST half: after the client is deleted, a read with its token gets 401 (so do an update and a delete: rfc7592/2.2/deleted-401, rfc7592/2.3/deleted-401, judged in the same check).',
      checks: ['rfc7592/2.1/deleted-401'],
      breaks: [MANAGE_DELETED_404],
    },
    {
      id: 'rfc7592/2.1/revoke-on-missing',
      keyword: 'SHOULD',
      section: '2.1 Client Read Request',
      quote:
        'If the client does not exist on this server, the server MUST respond with HTTP 401 Unauthorized and the registration access token used to make this request SHOULD be immediately revoked.',
      reading: 'The SHOULD half: the token of a client that is gone is revoked.',
      notObservable: GONE_TOKEN,
    },
    {
      id: 'rfc7592/2.1/no-permission-403',
      keyword: 'MUST',
      section: '2.1 Client Read Request',
      quote: 'If the client does not have permission to read its record, the server MUST return an HTTP 403 Forbidden.',
      reading: 'A client the server lets manage but not read gets 403.',
      notObservable: NO_PERMISSION,
    },
    {
      id: 'rfc7592/2.2/server-fields',
      keyword: 'MUST NOT',
      section: '2.2 Client Update Request',
      quote:
        'The updated client metadata fields request MUST NOT include the "registration_access_token", "registration_client_uri", "client_secret_expires_at", or "client_id_issued_at" fields described in Section 3.',
      reading:
        'The client’s duty; a server that took them would let a client choose its own credential. An update carrying a registration_access_token of the client’s choosing is refused, or that token reads nothing afterwards. A warning (no sentence forbids the server to accept the request).',
      judgedAs: 'SHOULD',
      checks: ['rfc7592/2.2/server-fields'],
      breaks: [
        {
          way: 'takes the registration access token an update carries as the client’s new one',
          kind: 'other',
          checks: ['rfc7592/2.2/server-fields'],
          fault: 'manage-token-from-body',
        },
      ],
    },
    {
      id: 'rfc7592/2.2/replace',
      keyword: 'MUST',
      section: '2.2 Client Update Request',
      quote:
        'Valid values of client metadata fields in this request MUST replace, not augment, the values previously associated with this client.',
      reading:
        'An update with redirect_uris [B] of a client registered with [A]: B is honoured at the authorization endpoint and A no longer (the error redirect of an unknown response_type goes to B, an error page answers A).',
      checks: ['rfc7592/2.2/replace'],
      breaks: [
        {
          way: 'adds the new redirect URIs to the old ones, which still work',
          kind: 'after-event',
          checks: ['rfc7592/2.2/replace'],
          fault: 'manage-update-augments',
        },
      ],
    },
    {
      id: 'rfc7592/2.2/omitted-null',
      keyword: 'MUST',
      section: '2.2 Client Update Request',
      quote:
        "Omitted fields MUST be treated as null or empty values by the server, indicating the client's request to delete them from the client's registration.",
      reading:
        'A field an update leaves out is deleted from the registration; the next sentence lets the server ignore a null or empty value.',
      notObservable:
        'the next sentence ("The authorization server MAY ignore any null or empty value in the request just as any other value") makes keeping an omitted field as correct as deleting it: no outcome breaks the pair',
    },
    {
      id: 'rfc7592/2.2/own-client-id',
      keyword: 'MUST',
      section: '2.2 Client Update Request',
      quote:
        'The client MUST include its "client_id" field in the request, and it MUST be the same as its currently issued client identifier.',
      reading:
        'The client’s duty; a server that updated the client the body names would let one client rewrite another. An update at client A’s URL with A’s token naming B’s client_id is refused, or leaves B unchanged. A warning.',
      judgedAs: 'SHOULD',
      checks: ['rfc7592/2.2/own-client-id'],
      breaks: [
        {
          way: 'updates the client the body names, not the client of the URL and token',
          kind: 'confusion',
          checks: ['rfc7592/2.2/own-client-id'],
          fault: 'manage-update-body-client-id',
        },
      ],
    },
    {
      id: 'rfc7592/2.2/secret-matches',
      keyword: 'MUST',
      section: '2.2 Client Update Request',
      quote:
        'If the client includes the "client_secret" field in the request, the value of this field MUST match the currently issued client secret for that client.',
      reading:
        'The client’s duty; the server’s side is the next sentence: a secret that does not match never becomes the client’s. Judged there.',
      checks: ['rfc7592/2.2/no-secret-overwrite'],
      breaks: [
        {
          way: 'takes a client_secret that does not match as the client’s new secret',
          kind: 'other',
          checks: ['rfc7592/2.2/no-secret-overwrite'],
          fault: 'manage-takes-chosen-secret',
        },
      ],
    },
    {
      id: 'rfc7592/2.2/no-secret-overwrite',
      keyword: 'MUST NOT',
      section: '2.2 Client Update Request',
      quote: 'The client MUST NOT be allowed to overwrite its existing client secret with its own chosen value.',
      reading:
        'An update of a confidential client carrying a client_secret of its own choosing is refused, or the secret the update and a read return is not the chosen one.',
      checks: ['rfc7592/2.2/no-secret-overwrite'],
      breaks: [
        {
          way: 'takes the client_secret an update carries as the client’s secret',
          kind: 'other',
          checks: ['rfc7592/2.2/no-secret-overwrite'],
          fault: 'manage-takes-chosen-secret',
        },
      ],
    },
    {
      id: 'rfc7592/2.2/return-replaced',
      keyword: 'MUST',
      section: '2.2 Client Update Request',
      quote:
        'For all metadata fields, the authorization server MAY replace any invalid values with suitable default values, and it MUST return any such fields to the client in the response.',
      reading:
        'An update asking for the member audience (account:read, which a registered client never gets, Authentication 7) is refused, or answered with the scope registered, the one a read then gives. (A server that registers it as asked and says so keeps this sentence and breaks Authentication 7: authentication/7/account-read-member-audience judges the update too.)',
      checks: ['rfc7592/2.2/return-replaced'],
      breaks: [
        {
          way: 'answers an update with the values it was sent, not those it registered',
          kind: 'other',
          checks: ['rfc7592/2.2/return-replaced'],
          fault: 'manage-update-echoes-request',
        },
      ],
    },
    {
      id: 'rfc7592/2.2/client-id-unchanged',
      keyword: 'MUST NOT',
      section: '2.2 Client Update Request',
      quote: 'The value of the "client_id" MUST NOT change from the initial registration response.',
      reading: 'An update (a new client_name) answers 200 with the client_id the registration gave.',
      checks: ['rfc7592/2.2/client-id-unchanged'],
      breaks: [
        {
          way: 'answers an update under another client_id',
          kind: 'other',
          checks: ['rfc7592/2.2/client-id-unchanged'],
          fault: 'manage-update-new-client-id',
        },
      ],
    },
    {
      id: 'rfc7592/2.2/invalid-token',
      keyword: 'MUST',
      section: '2.2 Client Update Request',
      quote:
        'If the registration access token used to make this request is not valid, the server MUST respond with an error as described in the OAuth Bearer Token Usage specification [RFC6750].',
      reading: 'An update with no token, a made-up one, or another client’s is refused (401, a Bearer challenge) and changes nothing.',
      checks: ['rfc7592/2.2/invalid-token'],
      breaks: tokenWays('PUT', 'manage-update-without-token'),
    },
    {
      id: 'rfc7592/2.2/deleted-401',
      keyword: 'MUST',
      section: '2.2 Client Update Request',
      quote:
        'If the client does not exist on this server, the server MUST respond with HTTP 401 Unauthorized, and the registration access token used to make this request SHOULD be immediately revoked.',
      reading: 'The MUST half: an update with a deleted client’s token gets 401 (judged with rfc7592/2.1/deleted-401).',
      checks: ['rfc7592/2.1/deleted-401'],
      breaks: [
        {
          way: 'answers an update with a deleted client’s token with 404',
          kind: 'after-event',
          checks: ['rfc7592/2.1/deleted-401'],
          fault: 'manage-deleted-404',
        },
      ],
    },
    {
      id: 'rfc7592/2.2/revoke-on-missing',
      keyword: 'SHOULD',
      section: '2.2 Client Update Request',
      quote:
        'If the client does not exist on this server, the server MUST respond with HTTP 401 Unauthorized, and the registration access token used to make this request SHOULD be immediately revoked.',
      reading: 'The SHOULD half.',
      notObservable: GONE_TOKEN,
    },
    {
      id: 'rfc7592/2.2/no-permission-403',
      keyword: 'MUST',
      section: '2.2 Client Update Request',
      quote: 'If the client is not allowed to update its records, the server MUST respond with HTTP 403 Forbidden.',
      reading: 'A client the server lets read but not update gets 403.',
      notObservable: NO_PERMISSION,
    },
    {
      id: 'rfc7592/2.3/revoke-tokens',
      keyword: 'SHOULD',
      section: '2.3 Client Delete Request',
      quote:
        'If possible, the authorization server SHOULD immediately invalidate all existing authorization grants and currently active access tokens, all refresh tokens, and all other tokens associated with this client.',
      reading:
        'A managed client the member authorized (one consent) is deleted: its access token is refused at UserInfo and its refresh token at the token endpoint. A warning.',
      checks: ['rfc7592/2.3/revoke-tokens'],
      breaks: [
        {
          way: 'keeps the deleted client’s access tokens valid',
          kind: 'after-event',
          checks: ['rfc7592/2.3/revoke-tokens'],
          fault: 'manage-delete-keeps-tokens',
        },
      ],
    },
    {
      id: 'rfc7592/2.3/deprovision-204',
      keyword: 'MUST',
      section: '2.3 Client Delete Request',
      quote: 'If a client has been successfully deprovisioned, the authorization server MUST respond with an HTTP 204 No Content message.',
      reading:
        'A delete with the client’s token is answered 204 (or 405, rfc7592/2.3/delete-405), and the client is gone: a read is refused and its client_id gets an error page at the authorization endpoint. (The preceding sentence, no keyword of its own: "A successful delete action will invalidate the client_id".)',
      checks: ['rfc7592/2.3/deprovision-204'],
      breaks: [
        { way: 'answers a delete with 200 and a body', kind: 'other', checks: ['rfc7592/2.3/deprovision-204'], fault: 'manage-delete-200' },
        {
          way: 'answers 204 but keeps the client',
          kind: 'after-event',
          checks: ['rfc7592/2.3/deprovision-204'],
          fault: 'manage-delete-noop',
        },
      ],
    },
    {
      id: 'rfc7592/2.3/delete-405',
      keyword: 'MUST',
      section: '2.3 Client Delete Request',
      quote: 'If the server does not support the delete method, the server MUST respond with HTTP 405 Not Supported.',
      reading:
        'A delete is answered 204 (supported) or 405; any other answer breaks one of the two sentences. Judged with rfc7592/2.3/deprovision-204, and a 404 while the client still reads (not offered, with the wrong code) with rfc7592/2/unsupported-method.',
      checks: ['rfc7592/2.3/deprovision-204'],
      breaks: [
        {
          way: 'answers a delete it does not support with 404',
          kind: 'other',
          checks: ['rfc7592/2/unsupported-method'],
          fault: 'manage-delete-unsupported-404',
        },
      ],
    },
    {
      id: 'rfc7592/2.3/invalid-token',
      keyword: 'MUST',
      section: '2.3 Client Delete Request',
      quote:
        'If the registration access token used to make this request is not valid, the server MUST respond with an error as described in the OAuth Bearer Token Usage specification [RFC6750].',
      reading: 'A delete with no token, a made-up one, or another client’s is refused (401, a Bearer challenge) and the client stays.',
      checks: ['rfc7592/2.3/invalid-token'],
      breaks: tokenWays('DELETE', 'manage-delete-without-token'),
    },
    {
      id: 'rfc7592/2.3/deleted-401',
      keyword: 'MUST',
      section: '2.3 Client Delete Request',
      quote:
        'If the client does not exist on this server, the server MUST respond with HTTP 401 Unauthorized and the registration access token used to make this request SHOULD be immediately revoked, if possible.',
      reading: 'The MUST half: a second delete with the deleted client’s token gets 401 (judged with rfc7592/2.1/deleted-401).',
      checks: ['rfc7592/2.1/deleted-401'],
      breaks: [
        { way: 'answers a second delete with 404', kind: 'after-event', checks: ['rfc7592/2.1/deleted-401'], fault: 'manage-deleted-404' },
      ],
    },
    {
      id: 'rfc7592/2.3/revoke-on-missing',
      keyword: 'SHOULD',
      section: '2.3 Client Delete Request',
      quote:
        'If the client does not exist on this server, the server MUST respond with HTTP 401 Unauthorized and the registration access token used to make this request SHOULD be immediately revoked, if possible.',
      reading: 'The SHOULD half.',
      notObservable: GONE_TOKEN,
    },
    {
      id: 'rfc7592/2.3/no-permission-403',
      keyword: 'MUST',
      section: '2.3 Client Delete Request',
      quote: 'If the client is not allowed to delete itself, the server MUST respond with HTTP 403 Forbidden.',
      reading: 'A client the server lets manage but not delete gets 403.',
      notObservable: NO_PERMISSION,
    },
    {
      id: 'rfc7592/3/registration-client-uri',
      keyword: 'REQUIRED',
      section: '3 Client Information Response',
      quote:
        'registration_client_uri REQUIRED. String containing the fully qualified URL of the client configuration endpoint for this client.',
      reading: 'A registration response that offers management (either member) has registration_client_uri, an absolute http(s) URL.',
      checks: ['rfc7592/3/registration-client-uri'],
      breaks: [MANAGE_URI_RELATIVE],
    },
    {
      id: 'rfc7592/3/registration-access-token',
      keyword: 'REQUIRED',
      section: '3 Client Information Response',
      quote:
        'registration_access_token REQUIRED. String containing the access token to be used at the client configuration endpoint to perform subsequent operations upon the client registration.',
      reading: 'A registration response that offers management (either member) has registration_access_token, a non-empty string.',
      checks: ['rfc7592/3/registration-access-token'],
      breaks: [
        {
          way: 'gives the configuration endpoint without the token to use there',
          kind: 'other',
          checks: ['rfc7592/3/registration-access-token'],
          fault: 'manage-no-token-in-response',
        },
      ],
    },
    {
      id: 'rfc7592/3/registered-metadata',
      keyword: 'MUST',
      section: '3 Client Information Response',
      quote:
        'Additionally, the authorization server MUST return all registered metadata about this client, including any fields provisioned by the authorization server itself.',
      reading:
        'A read returns every metadata value the registration returned (client_name, redirect_uris, token_endpoint_auth_method, application_type, grant_types, response_types, scope) and the management members.',
      checks: ['rfc7592/3/registered-metadata'],
      breaks: [
        {
          way: 'reads the client as client_id and credentials only',
          kind: 'place',
          checks: ['rfc7592/3/registered-metadata'],
          fault: 'manage-read-bare',
        },
      ],
    },
    {
      id: 'rfc7592/5/rat-no-expiry',
      keyword: 'SHOULD NOT',
      section: '5 Security Considerations',
      quote:
        'While the client secret can expire, the registration access token SHOULD NOT expire while a client is still actively registered.',
      reading: 'The token keeps working for as long as the client exists.',
      notObservable:
        'a token that expires in a day cannot be told from one that never does within a run; a deployment whose tokens expire declares how soon (lifetimes.registrationAccessToken), and rfc7592/2.1/invalid-token then judges the refusal after',
    },
    {
      id: 'rfc7592/5/tls',
      keyword: 'MUST',
      section: '5 Security Considerations',
      quote:
        'Since requests to the client configuration endpoint result in the transmission of clear-text credentials (in the HTTP request and response), the authorization server MUST require the use of a transport-layer security mechanism when sending requests to the endpoint.',
      reading: 'As rfc7592/2/tls: judged on an https deployment.',
      checks: ['rfc7592/2/tls'],
      breaks: [MANAGE_URI_HTTP],
    },
    {
      id: 'rfc7592/5/tls12',
      keyword: 'MUST',
      section: '5 Security Considerations',
      quote:
        'The server MUST support TLS 1.2 [RFC5246] and MAY support additional transport-layer security mechanisms meeting its security requirements.',
      reading: 'As RFC 7591 §5’s sentence (one origin serves both endpoints): judged with rfc7591/5/tls12.',
      checks: ['rfc7591/5/tls12'],
      breaks: [FRONT_TLS13_ONLY],
    },
    {
      id: 'rfc7592/5/entropy',
      keyword: 'MUST',
      section: '5 Security Considerations',
      quote:
        "Since possession of the registration access token authorizes the holder to potentially read, modify, or delete a client's registration (including its credentials such as a client_secret), the registration access token MUST contain sufficient entropy to prevent a random guessing attack of this token, such as described in Section 5.2 of [RFC6750] and Section 5.1.4.2.2 of [RFC6819].",
      reading:
        'RFC 6750 §5.2 puts the odds of a guess at 2^-128 or less. Two registrations’ tokens each have room for 128 bits (length × log2 of the alphabet they draw on) and are unlike each other. Entropy itself cannot be measured from two samples; a short or sequential token can be seen.',
      checks: ['rfc7592/5/entropy'],
      breaks: [
        {
          way: 'issues short, sequential registration access tokens',
          kind: 'other',
          checks: ['rfc7592/5/entropy'],
          fault: 'manage-short-token',
        },
      ],
    },
    {
      id: 'rfc7592/5/invalidate-on-deprovision',
      keyword: 'MUST',
      section: '5 Security Considerations',
      quote:
        'If a client is deprovisioned from a server, any outstanding registration access token for that client MUST be invalidated at the same time.',
      reading: 'After a delete, the client’s token authenticates nothing: every method gets 401 (judged with rfc7592/2.1/deleted-401).',
      checks: ['rfc7592/2.1/deleted-401'],
      breaks: [
        {
          way: 'keeps the token authenticating after the delete (the request fails later, 404)',
          kind: 'after-event',
          checks: ['rfc7592/2.1/deleted-401'],
          fault: 'manage-deleted-404',
        },
      ],
    },
    {
      id: 'rfc7592/5/deleted-as-invalid',
      keyword: 'MUST',
      section: '5 Security Considerations',
      quote:
        'The authorization server MUST treat all such requests as if the registration access token was invalid by returning an HTTP 401 Unauthorized error, as described.',
      reading: 'As rfc7592/5/invalidate-on-deprovision: a deleted client’s token gets 401 at every method.',
      checks: ['rfc7592/2.1/deleted-401'],
      breaks: [MANAGE_DELETED_404],
    },
    {
      id: 'rfc7592/a.1/current-credentials',
      keyword: 'MUST',
      section: 'Appendix A.1 Credential Rotation',
      quote:
        "The client's current registration access token and client credentials (if applicable) MUST be included in the client information response.",
      reading: 'A read of a confidential client returns its client_secret and a registration_access_token that works.',
      checks: ['rfc7592/a.1/current-credentials'],
      breaks: [
        {
          way: 'reads a confidential client without its secret',
          kind: 'other',
          checks: ['rfc7592/a.1/current-credentials'],
          fault: 'manage-read-no-secret',
        },
      ],
    },
    {
      id: 'rfc7592/a.1/rotate-on-request',
      keyword: 'SHOULD',
      section: 'Appendix A.1 Credential Rotation',
      quote:
        'The registration access token SHOULD be rotated only in response to a read or update request to the client configuration endpoint.',
      reading: 'A token is not replaced behind the client’s back (on a timer, say).',
      notObservable:
        'a rotation on a server’s own schedule shows only over time the harness does not wait; rotations at a read are judged by rfc7592/a.1/discard-rotated',
    },
    {
      id: 'rfc7592/a.1/discard-rotated',
      keyword: 'SHOULD',
      section: 'Appendix A.1 Credential Rotation',
      quote:
        'At this point, the new registration access token is returned to the client, the old registration access token MUST be discarded by the client, and it SHOULD be discarded by the server, if possible.',
      reading:
        'The server’s half: where a read returns a new registration access token, the old one is refused (401) afterwards. Nothing to judge where reads keep the token. A warning.',
      checks: ['rfc7592/a.1/discard-rotated'],
      breaks: [
        {
          way: 'rotates the token at a read and keeps the old one working',
          kind: 'after-event',
          checks: ['rfc7592/a.1/discard-rotated'],
          fault: 'manage-rotation-keeps-old',
        },
      ],
    },
    {
      id: 'rfc7592/b/full-url',
      keyword: 'MUST',
      section: 'Appendix B Forming the Client Configuration Endpoint URL',
      quote:
        'The authorization server MUST provide the client with the fully qualified URL in the "registration_client_uri" element of the Client Information Response, as specified in Section 3.',
      reading: 'Judged with rfc7592/3/registration-client-uri.',
      checks: ['rfc7592/3/registration-client-uri'],
      breaks: [MANAGE_URI_RELATIVE],
    },
    {
      id: 'rfc7592/b/no-construct',
      keyword: 'MUST NOT',
      section: 'Appendix B Forming the Client Configuration Endpoint URL',
      quote: 'The authorization server MUST NOT expect the client to construct or discover this URL on its own.',
      reading: 'A response offering management gives the URL itself: judged with rfc7592/3/registration-client-uri.',
      checks: ['rfc7592/3/registration-client-uri'],
      breaks: [
        {
          way: 'gives a path the client must resolve itself',
          kind: 'other',
          checks: ['rfc7592/3/registration-client-uri'],
          fault: 'manage-uri-relative',
        },
      ],
    },
    {
      id: 'rfc7592/b/token-matches-client',
      keyword: 'MUST',
      section: 'Appendix B Forming the Client Configuration Endpoint URL',
      quote:
        'These common patterns can help the server to more easily determine the client to which the request pertains, which MUST be matched against the client to which the registration access token was issued.',
      reading: 'Client A’s token at client B’s URL gets 401 for GET, PUT and DELETE, and B is unchanged.',
      checks: ['rfc7592/b/token-matches-client'],
      breaks: [
        {
          way: 'takes any managed client’s token for every client',
          kind: 'confusion',
          checks: ['rfc7592/b/token-matches-client'],
          fault: 'manage-token-any-client',
        },
      ],
    },
  ],
} as const satisfies Source;
