// The requirement inventory of RFC 8707 Resource Indicators (lib/spec/sources/types.ts).
import type { Source } from './types.ts';
import { OTHER_ORIGIN_TOKEN_WAYS } from './resource-ways.ts';
import { INTROSPECT_NO_AUD } from './token-ways.ts';

export const rfc8707 = {
  id: 'rfc8707',
  cite: 'RFC 8707',
  title: 'RFC 8707 Resource Indicators for OAuth 2.0',
  scope: 'the resource parameter binding member tokens to the service origin (spec Authentication 8)',
  cites: ['rfc6749', 'rfc3986', 'rfc2119'],
  requirements: [
    {
      id: 'rfc8707/2/absolute-uri',
      keyword: 'MUST',
      section: '2 Resource Parameter',
      quote: 'Its value MUST be an absolute URI, as specified by Section 4.3 of [RFC3986].',
      reading:
        'Addressed to the client; a server that serves whatever it is given is the risk, so it is judged as a SHOULD (a warning): a member-scope authorization request whose resource is a relative reference (/, which resolves to the origin itself) gets no code.',
      judgedAs: 'SHOULD',
      checks: ['rfc8707/2/absolute-uri'],
      breaks: [
        {
          way: 'serves resource=/ as this origin',
          kind: 'other',
          checks: ['rfc8707/2/absolute-uri'],
          fault: 'authorize-resource-relative',
        },
        {
          way: 'does so when the request came as a form POST',
          kind: 'place',
          checks: ['rfc8707/2/absolute-uri'],
          fault: 'authorize-post-resource-relative',
        },
      ],
    },
    {
      id: 'rfc8707/2/no-fragment',
      keyword: 'MUST NOT',
      section: '2 Resource Parameter',
      quote: 'The URI MUST NOT include a fragment component.',
      reading:
        'Addressed to the client; judged at the server as a SHOULD (a warning): a member-scope authorization request whose resource is the origin with a fragment gets no code.',
      judgedAs: 'SHOULD',
      checks: ['rfc8707/2/no-fragment'],
      breaks: [
        {
          way: 'serves a resource with a fragment, the fragment dropped',
          kind: 'other',
          checks: ['rfc8707/2/no-fragment'],
          fault: 'authorize-resource-fragment',
        },
        {
          way: 'does so when the request came as a form POST',
          kind: 'place',
          checks: ['rfc8707/2/no-fragment'],
          fault: 'authorize-post-resource-fragment',
        },
      ],
    },
    {
      id: 'rfc8707/2/audience-restrict',
      keyword: 'SHOULD',
      section: '2 Resource Parameter',
      quote:
        'The authorization server SHOULD audience-restrict issued access tokens to the resource(s) indicated by the "resource" parameter.',
      reading:
        'The spec makes it a MUST for member tokens (Authentication 8): the token works at the origin it names, is refused at the other origin, and introspection reports aud naming the origin.',
      checks: ['authentication/8/other-origin', 'authentication/8/introspection'],
      breaks: [...OTHER_ORIGIN_TOKEN_WAYS, INTROSPECT_NO_AUD],
    },
  ],
} as const satisfies Source;
