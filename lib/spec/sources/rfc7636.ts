// The requirement inventory of RFC 7636 Proof Key for Code Exchange (lib/spec/sources/types.ts).
import type { Source } from './types.ts';
import {
  AUTHORIZE_PKCE_METHOD_CASE,
  AUTHORIZE_PKCE_OPTIONAL,
  AUTHORIZE_PKCE_PLAIN_ACCEPTED,
  AUTHORIZE_PKCE_PLAIN_AT_AUTHORIZE,
  AUTHORIZE_POST_PKCE_PLAIN,
} from './authorize-ways.ts';
import { TOKEN_PKCE_MISMATCH_INVALID_REQUEST, TOKEN_PKCE_OPTIONAL, TOKEN_PKCE_PLAIN_ACCEPTED, TOKEN_PKCE_UNCHECKED } from './token-ways.ts';

export const rfc7636 = {
  id: 'rfc7636',
  cite: 'RFC 7636',
  title: 'RFC 7636 Proof Key for Code Exchange',
  scope: 'PKCE at the authorization and token endpoints (S256 only, spec Authentication 1)',
  cites: ['rfc6749', 'rfc4648', 'rfc5234', 'rfc3629'],
  requirements: [
    {
      id: 'rfc7636/4.4/associate-challenge',
      keyword: 'MUST',
      section: '4.4 Server Returns the Code',
      quote:
        'When the server issues the authorization code in the authorization response, it MUST associate the "code_challenge" and "code_challenge_method" values with the authorization code so it can be verified later.',
      reading:
        'The code remembers its challenge: redeemed with another well-formed verifier (or none) it is refused. A server that did not associate them would redeem the code with any verifier.',
      checks: ['endpoints/token/pkce-verifier'],
      breaks: [TOKEN_PKCE_UNCHECKED, TOKEN_PKCE_OPTIONAL],
    },
    {
      id: 'rfc7636/4.4/challenge-not-extractable',
      keyword: 'MUST NOT',
      section: '4.4 Server Returns the Code',
      quote: 'The server MUST NOT include the "code_challenge" value in client requests in a form that other entities can extract.',
      reading:
        'The code (what the client later sends) does not carry the code_challenge readably: neither the challenge itself nor, for a JWT-shaped or base64url code, its decoded content holds it.',
      checks: ['rfc7636/4.4/challenge-not-extractable'],
      breaks: [
        {
          way: 'puts the code_challenge in the code as it was sent',
          kind: 'other',
          checks: ['rfc7636/4.4/challenge-not-extractable'],
          fault: 'authorize-code-plain-challenge',
        },
        {
          way: 'puts the code_challenge in the code base64url-encoded (a JWT-like code)',
          kind: 'other',
          checks: ['rfc7636/4.4/challenge-not-extractable'],
          fault: 'authorize-code-carries-challenge',
        },
        {
          way: 'puts the code_challenge in the code hex-encoded',
          kind: 'other',
          checks: ['rfc7636/4.4/challenge-not-extractable'],
          fault: 'authorize-code-hex-challenge',
        },
      ],
    },
    {
      id: 'rfc7636/4.4.1/missing-challenge',
      keyword: 'MUST',
      section: '4.4.1 Error Response',
      quote:
        'If the server requires Proof Key for Code Exchange (PKCE) by OAuth public clients and the client does not send the "code_challenge" in the request, the authorization endpoint MUST return the authorization error response with the "error" value set to "invalid_request".',
      reading:
        'The service requires PKCE of every client: an authorization request with no code_challenge gets no code (authentication/1/s256-only) and, the client and redirect_uri being valid, an error redirect with error=invalid_request (RFC 6749 §4.1.2.1). A server that redirected another code or showed only a page would break the error half.',
      checks: ['rfc7636/4.4.1/missing-challenge'],
      breaks: [
        {
          way: 'answers a request without code_challenge with access_denied, not invalid_request',
          kind: 'other',
          checks: ['rfc7636/4.4.1/missing-challenge'],
          fault: 'authorize-pkce-missing-wrong-code',
        },
        AUTHORIZE_PKCE_OPTIONAL,
      ],
    },
    {
      id: 'rfc7636/4.4.1/missing-challenge-description',
      keyword: 'SHOULD',
      section: '4.4.1 Error Response',
      quote: 'The "error_description" or the response of "error_uri" SHOULD explain the nature of error, e.g., code challenge required.',
      reading: 'The error description says that a code challenge is required.',
      notObservable: 'whether a description explains the error is a reading of its prose, not a property a check can judge',
    },
    {
      id: 'rfc7636/4.4.1/unsupported-method',
      keyword: 'MUST',
      section: '4.4.1 Error Response',
      quote:
        'If the server supporting PKCE does not support the requested transformation, the authorization endpoint MUST return the authorization error response with "error" value set to "invalid_request".',
      reading:
        'Only S256 is supported: code_challenge_method=plain or an unknown method gets no code (authentication/1/s256-only) and an error redirect with error=invalid_request. s256 is an unknown method, not S256: method names are case-sensitive (§6.2.1: "This name is case sensitive").',
      checks: ['rfc7636/4.4.1/unsupported-method'],
      breaks: [
        {
          way: 'answers an unsupported method with unsupported_response_type, not invalid_request',
          kind: 'other',
          checks: ['rfc7636/4.4.1/unsupported-method'],
          fault: 'authorize-pkce-method-wrong-code',
        },
        AUTHORIZE_PKCE_PLAIN_ACCEPTED,
        AUTHORIZE_PKCE_METHOD_CASE,
      ],
    },
    {
      id: 'rfc7636/4.4.1/unsupported-method-description',
      keyword: 'SHOULD',
      section: '4.4.1 Error Response',
      quote:
        'The "error_description" or the response of "error_uri" SHOULD explain the nature of error, e.g., transform algorithm not supported.',
      reading: 'The error description says the method is not supported.',
      notObservable: 'whether a description explains the error is a reading of its prose, not a property a check can judge',
    },
    {
      id: 'rfc7636/4.5/bound-method',
      keyword: 'MUST',
      section: '4.5 Client Sends the Authorization Code and the Code Verifier to the Token Endpoint',
      quote: 'That is the method that the token endpoint MUST use to verify the "code_verifier".',
      reading:
        'The token endpoint verifies with the method bound at the authorization endpoint (S256): a verifier that only matches as plain (verifier = challenge) is refused.',
      checks: ['endpoints/token/pkce-verifier'],
      breaks: [TOKEN_PKCE_PLAIN_ACCEPTED, AUTHORIZE_PKCE_PLAIN_AT_AUTHORIZE],
    },
    {
      id: 'rfc7636/4.6/equal-continues',
      keyword: 'MUST',
      section: '4.6 Server Verifies code_verifier before Returning the Tokens',
      quote: 'If the values are equal, the token endpoint MUST continue processing as normal (as defined by OAuth 2.0 [RFC6749]).',
      reading:
        'The right verifier redeems the code for tokens, whatever form RFC 7636 §4.1 lets it take: 43 to 128 characters of [A-Z] / [a-z] / [0-9] / "-" / "." / "_" / "~". A verifier of 128 characters using "." and "~" as well is redeemed like the 43 base64url characters most clients send.',
      checks: ['endpoints/token/returns-tokens', 'rfc7636/4.6/equal-continues'],
      breaks: [
        {
          way: 'refuses the right verifier when it is not the 43 base64url characters most clients send (128 characters, "." and "~" among them)',
          kind: 'near-miss',
          checks: ['rfc7636/4.6/equal-continues'],
          fault: 'token-verifier-base64url-only',
        },
      ],
    },
    {
      id: 'rfc7636/4.6/unequal-invalid-grant',
      keyword: 'MUST',
      section: '4.6 Server Verifies code_verifier before Returning the Tokens',
      quote:
        'If the values are not equal, an error response indicating "invalid_grant" as described in Section 5.2 of [RFC6749] MUST be returned.',
      reading: 'Another well-formed verifier → invalid_grant (no tokens).',
      checks: ['endpoints/token/pkce-verifier'],
      breaks: [TOKEN_PKCE_UNCHECKED, TOKEN_PKCE_MISMATCH_INVALID_REQUEST],
    },
    {
      id: 'rfc7636/7.2/no-plain',
      keyword: 'SHOULD NOT',
      section: '7.2 Protection against Eavesdroppers',
      quote: 'The "plain" method SHOULD NOT be used in new implementations, unless they cannot support "S256" for some technical reason.',
      reading: 'The spec goes further (S256 only): plain is refused at the authorization endpoint and not advertised.',
      checks: ['authentication/1/s256-only'],
      breaks: [
        {
          way: 'lists plain in code_challenge_methods_supported',
          kind: 'other',
          checks: ['authentication/1/s256-only'],
          fault: 'asm-pkce-plain',
        },
        { way: 'accepts plain', kind: 'other', checks: ['authentication/1/s256-only'], fault: 'authorize-pkce-plain-accepted' },
        AUTHORIZE_POST_PKCE_PLAIN,
      ],
    },
    {
      id: 'rfc7636/7.2/plain-encrypted',
      keyword: 'MUST',
      section: '7.2 Protection against Eavesdroppers',
      quote:
        'If the code challenge method is "plain" and the code challenge is to be returned inside authorization "code" to achieve a stateless server, it MUST be encrypted in such a manner that only the server can decrypt and extract it.',
      reading: 'Only for servers that accept plain.',
      notApplicable: 'plain is not accepted (spec Authentication 1: S256 only)',
      checks: ['authentication/1/s256-only'],
      breaks: [
        AUTHORIZE_PKCE_PLAIN_AT_AUTHORIZE,
        TOKEN_PKCE_PLAIN_ACCEPTED,
        {
          way: 'returns the code_challenge inside the code in a form anyone can read (a stateless code, not encrypted)',
          kind: 'other',
          checks: ['rfc7636/4.4/challenge-not-extractable'],
          fault: 'authorize-code-carries-challenge',
        },
      ],
    },
  ],
} as const satisfies Source;
