// Fetching a discovery document inside a check. A check that needs a document the target does not
// serve is blocked (skipped, naming the clause that reports the cause), so one fault fails once.
import { target } from '../harness/context.ts';
import { fetchDocument, type FetchedDocument } from '../target/fetch-document.ts';
import { WELL_KNOWN } from '../target/well-known.ts';
import { blocked } from '../harness/failure.ts';

export type DocumentKind = keyof typeof WELL_KNOWN;

/** The clause whose check reports a document that is not served. */
export const SERVED_BY: Record<DocumentKind, string> = {
  protectedResource: 'endpoints/discovery/protected-resource',
  authorizationServer: 'endpoints/discovery/authorization-server',
  openidConfiguration: 'endpoints/discovery/openid-configuration',
  openapi: 'endpoints/discovery/openapi',
};

export function documentUrl(kind: DocumentKind): string {
  return target().origin + WELL_KNOWN[kind];
}

export async function fetchWellKnown(kind: DocumentKind): Promise<FetchedDocument> {
  return fetchDocument(documentUrl(kind));
}

/** The document as a JSON object, or the check ends as blocked. */
export async function requireDocument(kind: DocumentKind): Promise<Record<string, unknown>> {
  const doc = await fetchWellKnown(kind);
  if (doc.response.status !== 200 || !doc.json) {
    blocked(SERVED_BY[kind], `${WELL_KNOWN[kind]} gave no JSON object (HTTP ${doc.response.status})`);
  }
  return doc.json!;
}
