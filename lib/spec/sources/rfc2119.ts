// The requirement inventory of RFC 2119 Key words for use in RFCs (lib/spec/sources/types.ts): what
// "OPTIONAL" asks of the implementation that offers the option.
import type { Source } from './types.ts';

export const rfc2119 = {
  id: 'rfc2119',
  cite: 'RFC 2119',
  title: 'RFC 2119 Key words for use in RFCs to Indicate Requirement Levels',
  scope: 'what an OPTIONAL parameter of the RFCs the spec cites asks of the server: a request without it is served',
  cites: [],
  requirements: [
    {
      id: 'rfc2119/5/interoperate-without-option',
      keyword: 'MUST',
      section: '5 MAY',
      quote:
        'In the same vein an implementation which does include a particular option MUST be prepared to interoperate with another implementation which does not include the option (except, of course, for the feature the option provides.)',
      reading:
        'A parameter the text makes optional, which the harness sends in its ordinary request, left out (one at a time): the request still gets what the text promises (lib/surface/parameters.ts, `omitted`): a loopback client is registered without client_name or application_type (Authentication 4: "open to any client whose redirect URI is a loopback address"), without token_endpoint_auth_method (or refused invalid_client_metadata, the default client_secret_basic being one the spec does not offer); a client registered at the registration endpoint is served without resource (no member token); a public client refreshes without client_id (RFC 6749 §6 lists none; §3.2.1: the client MAY send it), or is refused as not identified (invalid_client or invalid_request: §2.3 lets a server establish a client authentication method with public clients, and oidc-provider, among others, identifies them by client_id), never as if its refresh token were bad, and without resource (or refused invalid_target where the server wants it repeated). A parameter required in the case the harness’s request is (nonce with openid, resource for member tokens) is not judged.',
      checks: ['rfc2119/5/interoperate-without-option'],
      breaks: [
        {
          way: 'refuses a loopback registration without application_type',
          kind: 'place',
          checks: ['rfc2119/5/interoperate-without-option'],
          fault: 'register-application-type-required',
        },
        {
          way: "refuses a public client's refresh without client_id as if the refresh token were not its own (invalid_grant)",
          kind: 'place',
          checks: ['rfc2119/5/interoperate-without-option'],
          fault: 'refresh-no-client-id-invalid-grant',
        },
        {
          way: 'refuses an authorization request of a registered client without resource (invalid_target)',
          kind: 'place',
          checks: ['rfc2119/5/interoperate-without-option'],
          fault: 'authorize-resource-required-registered',
        },
      ],
    },
  ],
} as const satisfies Source;
