// Fetching a discovery document inside a check. A check that needs a document the target does not
// serve is blocked (skipped, naming the clause that reports the cause), so one fault fails once.
import { runContext, target } from '../harness/context.ts';
import { currentTranscript, Transcript, withTranscript } from '../http/transcript.ts';
import type { Evidence } from '../http/types.ts';
import { waitingOn } from '../http/waits.ts';
import type { ClauseId } from '../spec/registry.ts';
import { fetchDocument, type FetchedDocument } from '../target/fetch-document.ts';
import { WELL_KNOWN } from '../target/well-known.ts';
import { blocked, notTestable, show } from '../harness/failure.ts';
import { allowedOrigins, isAllowed } from '../http/guard.ts';

export type DocumentKind = keyof typeof WELL_KNOWN;

/** The clause whose check reports a document that is not served. */
export const SERVED_BY: Record<DocumentKind, ClauseId> = {
  protectedResource: 'endpoints/discovery/protected-resource',
  authorizationServer: 'endpoints/discovery/authorization-server',
  openidConfiguration: 'endpoints/discovery/openid-configuration',
  openapi: 'endpoints/discovery/openapi',
};

export function documentUrl(kind: DocumentKind): string {
  return target().origin + WELL_KNOWN[kind];
}

export async function fetchWellKnown(kind: DocumentKind): Promise<FetchedDocument> {
  return fetchShared(documentUrl(kind));
}

/** This process's fetches of a run's documents, by run and URL. */
const fetched = new Map<string, Promise<{ doc?: FetchedDocument; error?: unknown; evidence: Evidence }>>();

/**
 * A document fetched once per run and process, however many checks read it: a plain GET with no
 * credentials reads the same answer each time, and against a remote target each fetch costs a
 * request of the rate limit. Every check that reads it gets the exchange as its evidence.
 */
export async function fetchShared(url: string): Promise<FetchedDocument> {
  const key = `${runContext().runId} ${url}`;
  const started = fetched.get(key);
  const fetching =
    started ??
    (async () => {
      const evidence = new Transcript();
      try {
        return { doc: await withTranscript(evidence, () => fetchDocument(url)), evidence: evidence.toJSON() };
      } catch (error) {
        return { error, evidence: evidence.toJSON() };
      }
    })();
  if (!started) fetched.set(key, fetching);
  const { doc, error, evidence } = await (started ? waitingOn(started) : fetching);
  currentTranscript()?.include(evidence);
  if (!doc) throw error;
  return doc;
}

/** The document as a JSON object, or the check ends as blocked. */
export async function requireDocument(kind: DocumentKind): Promise<Record<string, unknown>> {
  const doc = await fetchWellKnown(kind);
  if (doc.response.status !== 200 || !doc.json) {
    blocked(SERVED_BY[kind], `${WELL_KNOWN[kind]} gave no JSON object (HTTP ${doc.response.status})`);
  }
  return doc.json!;
}

/**
 * The JWKS URL to fetch: advertised as an absolute URL (else blocked: endpoints/discovery/keys/jwks_uri
 * reports it) on the target's origin. A JWKS elsewhere is not testable here: the spec does not put
 * jwks_uri under {base_url}, and the harness calls only the configured origins.
 */
export function jwksUrl(): string {
  const advertised = target().metadata.authorizationServer?.jwks_uri ?? target().metadata.openidConfiguration?.jwks_uri;
  if (typeof advertised !== 'string' || !URL.canParse(advertised)) {
    return blocked('endpoints/discovery/keys/jwks_uri', `jwks_uri ${show(advertised)} is not an absolute URL`);
  }
  if (!isAllowed(advertised)) {
    notTestable(
      `jwks_uri ${advertised} is outside the configured origins (${allowedOrigins().join(', ')}); the harness calls no other origin`,
    );
  }
  return advertised;
}
