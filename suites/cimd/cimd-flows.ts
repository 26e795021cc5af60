// What the cimd checks share: the feature gate, where metadata documents come from (served by the
// harness to a target on this machine, or cimd.url), the approval of a valid document, and who is
// to blame when that approval gives no code.
import { once } from '../../lib/harness/once.ts';
import { afterAll } from 'vitest';
import { isReadOrIdentityScope } from '../../lib/spec/scopes.ts';
import { clientMetadata, documentServer, type DocumentServer } from '../../lib/cimd/document-server.ts';
import { parseListen } from '../../lib/cimd/front.ts';
import { authorize, callbackParam, describeOutcome, type AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { loopbackRedirect, member, type FlowClient } from '../../lib/flows/clients.ts';
import type { CheckContext } from '../../lib/harness/check.ts';
import { cimdFront, config, target } from '../../lib/harness/context.ts';
import { Blocked, blocked, notTestable, show } from '../../lib/harness/failure.ts';
import { http } from '../../lib/http/client.ts';
import { sideBySide } from '../../lib/harness/side-by-side.ts';

/** What an unreviewed document client may ask for (spec Authentication 5, Limits). */
export const READ_SCOPES = ['openid', 'email', 'courses:read'];

export function requireCimd(t: CheckContext): void {
  const flag = target().metadata.authorizationServer?.client_id_metadata_document_supported;
  if (!target().capabilities.cimd)
    t.skip(`client_id_metadata_document_supported is ${show(flag)}, not true, in the authorization-server metadata`);
}

/** The documents of one suite file, served as cimd.tls and cimd.listen say (call close() in afterAll). */
export function servedDocuments(): DocumentServer {
  return documentServer(() => {
    const { tls, listen } = config().cimd;
    return { tls, address: listen ? parseListen(listen).address : undefined, front: cimdFront() };
  });
}

/**
 * The target can fetch the documents the harness serves: it is on this machine (they are served on
 * 127.0.0.1), or cimd.listen serves them where it reaches this machine by cimd.host.
 */
export function onThisMachine(): boolean {
  if (config().cimd.listen) return true;
  const host = new URL(target().origin).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export function requireSelfServed(): void {
  if (!onThisMachine()) {
    notTestable(
      `this check needs a metadata document the harness controls, which it serves on 127.0.0.1; the target ${target().origin} is not on this machine and cannot fetch it (set cimd.listen and cimd.host to an address and name the target reaches this machine by, or run the harness where the target can reach 127.0.0.1)`,
    );
  }
}

export interface DocumentOptions {
  /** the scopes the authorization request asks for (default READ_SCOPES) */
  scopes?: string[];
  /** changes the valid document (which asks for read and identity scopes) */
  change?: (valid: Record<string, unknown>, url: string) => Record<string, unknown>;
}

/** A client named by a document the harness serves under `host`: valid, unless `change` alters it. */
export async function servedClient(docs: DocumentServer, host: string, name: string, o: DocumentOptions = {}): Promise<FlowClient> {
  const redirectUri = loopbackRedirect();
  const change = o.change ?? ((valid) => valid);
  const clientId = await docs.publish(host, name, (url) =>
    change(clientMetadata(url, redirectUri, ['openid', 'profile', 'email', 'courses:read']), url),
  );
  return { clientId, redirectUri, scopes: o.scopes ?? READ_SCOPES };
}

/** cimd.url for a target elsewhere: its redirect URI (loopback preferred) and read and identity scopes. */
async function configuredClient(): Promise<FlowClient> {
  const url = config().cimd.url;
  if (!url)
    notTestable(
      `configure cimd.url (a metadata document you host at a host the target allowlists): the target ${target().origin} is not on this machine and cannot fetch documents the harness serves`,
    );
  const res = await http({ url, headers: { accept: 'application/json' } });
  const doc = res.status === 200 ? (res.json() as Record<string, unknown> | undefined) : undefined;
  const uris = Array.isArray(doc?.redirect_uris) ? doc.redirect_uris.filter((u): u is string => typeof u === 'string') : [];
  if (!uris.length) notTestable(`cimd.url ${url} gave no metadata document with redirect_uris (HTTP ${res.status})`);
  const asked = typeof doc!.scope === 'string' ? doc!.scope.split(' ') : [];
  const scopes = asked.filter(isReadOrIdentityScope);
  return {
    clientId: url,
    redirectUri: uris.find((u) => u.startsWith('http://127.0.0.1')) ?? uris[0]!,
    scopes: scopes.length ? scopes : ['openid'],
  };
}

/** A valid document (the harness's under cimd.host, or cimd.url), authorized with read and identity scopes and approved. */
export async function approveValidDocument(docs: DocumentServer, label: string): Promise<AuthorizeRecord> {
  const client = onThisMachine() ? await servedClient(docs, config().cimd.host, 'valid') : await configuredClient();
  return authorize({ client, member: member(), resource: null, label });
}

/** One answer per approval record: a refusal check may ask for the same record many times. */
const causes = new WeakMap<AuthorizeRecord, Promise<Blocked | undefined>>();

/**
 * Why an approved valid document gave no code: blocked by a failure another check reports (no code
 * for any client, or this member may not authorize at all), or undefined: the document was refused.
 */
export function blockedBy(rec: AuthorizeRecord): Promise<Blocked | undefined> {
  let answer = causes.get(rec);
  if (!answer) causes.set(rec, (answer = whyBlocked(rec)));
  return answer;
}

async function whyBlocked(rec: AuthorizeRecord): Promise<Blocked | undefined> {
  if (rec.outcome.kind === 'callback' && !callbackParam(rec, 'error')) {
    return new Blocked(['endpoints/authorize/code'], 'the redirect after approval carried no code and no error');
  }
  const mc = config().memberClient;
  if (!mc || !config().members?.length) return undefined;
  const baseline = await authorize({ client: mc, member: member(), label: 'cimd-member-client-baseline' });
  if (!callbackParam(baseline, 'code')) {
    return new Blocked(
      ['authentication/6/any-role'],
      `the member could not authorize the configured member client either (${describeOutcome(baseline)})`,
    );
  }
  return undefined;
}

/** For a refusal check: a valid document's approval must have given a code, or a refusal proves nothing. */
export async function requireAccepted(rec: AuthorizeRecord): Promise<void> {
  if (callbackParam(rec, 'code')) return;
  const cause = await blockedBy(rec);
  if (cause) throw cause;
  blocked(
    'authentication/5/cimd-client-id',
    `a valid metadata document gave no code (${describeOutcome(rec)}), so a refusal would prove nothing`,
  );
}

/** A valid metadata document's body for `clientId` (the read scopes and identity), with `extra` members. */
export const documentBody = (clientId: string, redirectUri: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify(clientMetadata(clientId, redirectUri, ['openid', 'profile', 'email', 'courses:read'], extra));

/** An authorization by the client whose client_id is `clientId`, approved if the server asks. */
export const tryDocumentClient = (clientId: string, redirectUri: string, label: string) =>
  authorize({ client: { clientId, redirectUri, scopes: READ_SCOPES }, member: member(), resource: null, label, expectRefusal: true });

/** Which of the probes got a code: "name (outcome)" each. */
export const withCode = (probes: [string, AuthorizeRecord][]) =>
  probes.filter(([, rec]) => callbackParam(rec, 'code')).map(([name, rec]) => `${name}: ${describeOutcome(rec)}`);

/** A valid document served on cimd.host under each HTTP status in turn: the probes that got a code. */
export async function codesForStatuses(docs: DocumentServer, statuses: number[]): Promise<string[]> {
  const probes: [string, AuthorizeRecord][] = [];
  // each status a document URL of its own, tried side by side
  probes.push(
    ...(await sideBySide(statuses, async (status) => {
      const redirectUri = loopbackRedirect();
      const url = await docs.serve(config().cimd.host, `status-${status}`, (u) => ({ status, body: documentBody(u, redirectUri) }));
      return [`HTTP ${status}`, await tryDocumentClient(url, redirectUri, `cimd-status-${status}`)] as [string, AuthorizeRecord];
    })),
  );
  return withCode(probes);
}

/**
 * A file's served documents (closed after it) and its guard: cimd in scope, documents served by this
 * run, and the server accepting a valid document of the file's own (the control, approved once).
 */
export function documentProbes(control: string): { docs: DocumentServer; ready: (t: CheckContext) => Promise<void> } {
  const docs = servedDocuments();
  afterAll(() => docs.close());
  const valid = once('valid metadata document', async () => approveValidDocument(docs, control));
  return {
    docs,
    ready: async (t) => {
      requireCimd(t);
      requireSelfServed();
      await requireAccepted(await valid(t));
    },
  };
}
