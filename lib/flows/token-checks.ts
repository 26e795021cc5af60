// Helpers of the token and refresh suites: a fresh member code per probe, a lazy control exchange
// for probes answered with invalid_client, and reading Cache-Control. Not a test file.
import type { CheckContext } from '../harness/check.ts';
import type { HttpResponse } from '../http/client.ts';
import { authorize, type AuthorizeOptions, type AuthorizeRecord } from './authorize.ts';
import { member, memberClient } from './clients.ts';
import { unlessClientRefused } from './confidential.ts';
import { sharedMemberGrant } from './shared-grants.ts';
import { OWN_MEMBER_SHAPE, ownGrant, requireDeclared, type GrantShape, type Planned } from './plan.ts';
import { redeem, requireCode, tokensOf } from './tokens.ts';

/**
 * A code of the member client of the check's own (one consent), unredeemed, or the check is
 * blocked. In a browser session of its own: a probe may spend the code, and a server may revoke
 * everything granted in the session when the code is used again (lib/flows/authorize.ts, `fresh`).
 */
export function codeGrant(
  id: string,
  o: { options?: Partial<AuthorizeOptions>; shape?: Partial<GrantShape>; changes?: string; when?: string } = {},
): Planned<AuthorizeRecord> {
  return ownGrant(
    id,
    { ...OWN_MEMBER_SHAPE, ...o.shape },
    o.changes ?? 'its code is redeemed by the check',
    () => freshCode(id, o.options),
    {
      when: o.when,
    },
  );
}

/** A fresh code, for a declared grant's flow that needs more than one (codeGrant is the usual way). */
export async function freshCode(label: string, o: Partial<AuthorizeOptions> = {}): Promise<AuthorizeRecord> {
  requireDeclared('a fresh code');
  const rec = await authorize({ client: memberClient(), member: member(), label, fresh: true, ...o });
  requireCode(rec);
  return rec;
}

/** A probe that spent `rec`'s code: invalid_client is judged against the same code redeemed correctly. */
export async function judgeClientRefusal(rec: AuthorizeRecord, res: HttpResponse): Promise<void> {
  tokensOf(res, rec);
  await unlessClientRefused(res, async () => {
    const control = await redeem(rec);
    tokensOf(control, rec);
    return control;
  });
}

/**
 * For code-less probes by the member client: the run's shared member grant is the control, asked
 * for only when a probe answers invalid_client (a check using it declares sharedMemberGrant).
 */
export function controlGrant(): (t: CheckContext, res: HttpResponse) => Promise<void> {
  return (t, res) => unlessClientRefused(res, async () => (await sharedMemberGrant(t)).response);
}

/** The Cache-Control directives of a response, lower-cased, without their arguments. */
export function cacheDirectives(res: HttpResponse): string[] {
  return (res.header('cache-control') ?? '')
    .split(',')
    .map((d) => d.split('=')[0]!.trim().toLowerCase())
    .filter(Boolean);
}
