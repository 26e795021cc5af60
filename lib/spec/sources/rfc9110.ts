// The requirement inventory of RFC 9110 HTTP Semantics (lib/spec/sources/types.ts): the sentences an origin
// server must obey that bear on the answers of this service, at every endpoint. Text: the RFC's XML source
// (httpwg/httpwg.github.io specs/rfc9110.xml), walked section by section; left out are the sentences that
// bind clients, user agents, intermediaries and caches, CONNECT and Upgrade (no proxy, no tunnel), range
// requests beyond ignoring them (the service serves no partial content), 1xx beyond 100 Continue, and the
// registries. Themed modules: URIs and conformance, fields, content, methods, status codes, authentication,
// conditional and range requests.
import type { Source } from './types.ts';
import { RFC9110_URIS } from './rfc9110-uris.ts';
import { RFC9110_FIELDS } from './rfc9110-fields.ts';
import { RFC9110_CONTENT } from './rfc9110-content.ts';
import { RFC9110_METHODS } from './rfc9110-methods.ts';
import { RFC9110_STATUS } from './rfc9110-status.ts';
import { RFC9110_AUTH } from './rfc9110-auth.ts';
import { RFC9110_CONDITIONAL } from './rfc9110-conditional.ts';

export const rfc9110 = {
  id: 'rfc9110',
  cite: 'RFC 9110',
  title: 'RFC 9110 HTTP Semantics',
  scope: 'every answer of every endpoint: methods, status codes, header fields, authentication challenges, conditional requests',
  cites: ['rfc3986', 'rfc5234', 'tls', 'rfc6125', 'rfc9111', 'rfc9112'],
  requirements: [
    ...RFC9110_URIS,
    ...RFC9110_FIELDS,
    ...RFC9110_CONTENT,
    ...RFC9110_METHODS,
    ...RFC9110_STATUS,
    ...RFC9110_AUTH,
    ...RFC9110_CONDITIONAL,
  ],
} as const satisfies Source;
