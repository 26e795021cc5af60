// An authorization request of a relation's case, driven in the member's signed-in browser session
// and stopped at the consent page: reaching it is the request served, and no case needs the code,
// so no case consents. The values a correct client sends for each kind of parameter.
import type { CheckContext } from '../harness/check.ts';
import { target } from '../harness/context.ts';
import { once } from '../harness/once.ts';
import { authorize, type AuthorizeRecord } from '../flows/authorize.ts';
import { member, memberClient, type FlowClient } from '../flows/clients.ts';
import { sharedMemberGrant } from '../flows/shared-grants.ts';
import { grantTokens } from '../flows/tokens.ts';
import { pkce, randomValue } from '../oauth/pkce.ts';
import type { Params } from '../oauth/requests.ts';
import { memberResource } from '../target/target.ts';
import type { Param } from '../surface/model.ts';
import { authorizeAnswer, type Answer } from './answers.ts';

export interface AuthorizeCase {
  /** parameters changed: '' sends one without a value, undefined leaves it out */
  params?: Params;
  /** pairs appended after the request's own (a parameter sent again) */
  extra?: [string, string][];
  method?: 'GET' | 'POST';
  client?: FlowClient;
}

export async function driveCase(label: string, c: AuthorizeCase = {}): Promise<{ rec: AuthorizeRecord; answer: Answer }> {
  const rec = await authorize({
    client: c.client ?? memberClient(),
    member: member(),
    params: c.params,
    extra: c.extra,
    method: c.method,
    label,
    expectRefusal: true,
    consentForms: 'capture',
  });
  return { rec, answer: authorizeAnswer(rec) };
}

/** The member client's correct request, once per file: what a case that changes nothing the text cares about must get too. */
export const baseAnswer = (label: string) =>
  once(`the member client's correct authorization request (${label})`, () => driveCase(`${label}-base`));

/** A value a correct client sends for the parameter; `again` a second one where two can differ (state, nonce, challenge). */
export async function valueOf(p: Param, t: CheckContext, again = false): Promise<string | undefined> {
  if (p.values?.length) return p.values[0];
  switch (p.kind) {
    case 'random':
      return randomValue(12);
    case 'pkce-challenge':
      return pkce().challenge;
    case 'client-id':
      return memberClient().clientId;
    case 'redirect-uri':
      return memberClient().redirectUri;
    case 'scope-list':
      return memberClient().scopes.join(' ');
    case 'resource':
      return memberResource(target());
    case 'email':
      return member().username;
    case 'id-token':
      return grantTokens(await sharedMemberGrant(t)).id_token;
    case 'uri':
      return `urn:cs-conformance:${again ? 'second' : 'first'}`;
    default:
      return undefined;
  }
}

/** The grants valueOf() may read for this parameter. */
export const valueGrants = (p: Param) => (p.kind === 'id-token' ? [sharedMemberGrant] : []);
