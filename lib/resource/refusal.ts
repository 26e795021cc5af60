// Judging a protected endpoint's refusal: its error code (WWW-Authenticate `error` or the JSON body's
// `error`, RFC 6750 §3) and its Bearer challenge's resource_metadata pointer (RFC 9728 §5.1).
import { target } from '../harness/context.ts';
import { describeResponse } from '../harness/expect.ts';
import { fail, show, blocked } from '../harness/failure.ts';
import type { HttpResponse } from '../http/client.ts';
import type { ClauseId } from '../spec/registry.ts';
import { bearerChallenge, type Challenge } from './www-authenticate.ts';
import { fetchShared } from '../discovery/documents.ts';
import { sameOrigin } from '../target/well-known.ts';

export function challengeOf(res: HttpResponse): Challenge | undefined {
  return bearerChallenge(res.headerValues('www-authenticate'));
}

/** One line: status, WWW-Authenticate and body, for Actual: lines. */
export function describeRefusal(res: HttpResponse): string {
  return `${describeResponse(res)}; WWW-Authenticate: ${show(res.header('www-authenticate'))}`;
}

/** The error codes the refusal names: the Bearer challenge's `error` and the JSON body's `error`. */
export function errorCodes(res: HttpResponse): string[] {
  const body = res.json() as Record<string, unknown> | undefined;
  const codes = [challengeOf(res)?.params.error, body && typeof body === 'object' ? body.error : undefined];
  return codes.filter((c): c is string => typeof c === 'string');
}

/** HTTP `status` naming `code` (in the challenge or the body), and no other code. */
export function refusedWith(res: HttpResponse, status: number, code: string): boolean {
  const codes = errorCodes(res);
  return res.status === status && codes.includes(code) && codes.every((c) => c === code);
}

/** HTTP `status` naming `code` (in the challenge or the body), and no other code. */
export function expectErrorCode(res: HttpResponse, status: number, code: string, what: string): void {
  const codes = errorCodes(res);
  if (!refusedWith(res, status, code)) {
    fail(
      what,
      `HTTP ${status} with error="${code}" (in WWW-Authenticate: Bearer, or the JSON body's "error"), and no other code`,
      `codes ${show(codes)}; ${describeRefusal(res)}`,
    );
  }
}

/**
 * The Bearer challenge carries resource_metadata: an http(s) URL on this origin that resolves (GET,
 * 200, a JSON object) to the protected-resource metadata, i.e. whose `resource` is this origin or the
 * resource the well-known document advertises (a wrong advertisement is the discovery suite's).
 */
export async function expectResourceMetadata(res: HttpResponse, what: string): Promise<void> {
  const challenge = challengeOf(res);
  const pointer = challenge?.params.resource_metadata;
  const expected = `WWW-Authenticate: Bearer … resource_metadata="${target().origin}/.well-known/oauth-protected-resource" (or another URL on this origin serving that document)`;
  if (!challenge) fail(what, expected, `no Bearer challenge; WWW-Authenticate: ${show(res.header('www-authenticate'))}`);
  if (!pointer) fail(what, expected, `a Bearer challenge without resource_metadata: ${show(res.header('www-authenticate'))}`);
  if (!URL.canParse(pointer) || !/^https?:$/.test(new URL(pointer).protocol))
    fail(what, 'resource_metadata is an absolute http(s) URL', show(pointer));
  if (new URL(pointer).origin !== target().origin) fail(what, `resource_metadata on this origin (${target().origin})`, show(pointer));
  // a plain GET with no credentials: fetched once a run, whichever challenge names it (the exchange is each check's evidence)
  const doc = await fetchShared(pointer);
  if (doc.response.status !== 200 || !doc.json) {
    if (!target().metadata.protectedResource)
      blocked('endpoints/discovery/protected-resource', 'the protected-resource metadata is not served');
    fail(what, `GET ${pointer} → 200 with the protected-resource metadata (a JSON object)`, describeResponse(doc.response));
  }
  const resource = doc.json.resource;
  if (!sameOrigin(resource, target().origin) && !(typeof resource === 'string' && resource === target().resource)) {
    fail(
      what,
      `the document at resource_metadata is this origin's protected-resource metadata: "resource" ${show(target().origin)}`,
      `"resource" ${show(resource)}`,
    );
  }
}

/** A check of a refusal's challenge judges only the refusal it is about; any other answer is another check's. */
export function requireStatus(res: HttpResponse, status: number, reportedBy: ClauseId | readonly ClauseId[]): void {
  if (res.status !== status) blocked(reportedBy, `the probe got HTTP ${res.status}, not the ${status} this check judges`);
}
