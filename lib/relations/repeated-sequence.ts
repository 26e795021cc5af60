// The repeat relation's token-endpoint cases: every parameter of the code exchange and of the
// refresh sent twice, on one code of the member client (refusals all, then the control); and
// client_secret twice on a code of a registered confidential client, where the member client is public.
import { member } from '../flows/clients.ts';
import { authorize } from '../flows/authorize.ts';
import { registerConfidentialClient } from '../flows/confidential.ts';
import { fileGrant, MEMBER_SHAPE, OWN_MEMBER_SHAPE } from '../flows/plan.ts';
import { freshCode } from '../flows/token-checks.ts';
import { requireCode } from '../flows/tokens.ts';
import { operation } from '../surface/model.ts';
import type { AuthorizeRecord } from '../flows/authorize.ts';
import { runSequence, type SeqCase } from './sequence.ts';
import { phaseOf, sends, twice } from './token-case.ts';

function cases(rec: AuthorizeRecord, only?: string): SeqCase[] {
  const out: SeqCase[] = [];
  for (const op of [operation('token.authorization_code'), operation('token.refresh_token')]) {
    const phase = phaseOf(op);
    for (const p of op.params) {
      if (only ? p.name !== only : p.name === 'client_secret' && !rec.client.clientSecret) continue;
      // not sent by the correct request: scope at a refresh (the grant's scope, twice); nothing else
      const value = sends(rec, phase, p.name) ? undefined : p.name === 'scope' ? rec.scopes.join(' ') : null;
      if (value !== null) out.push({ key: `${op.id} ${p.name}`, phase, expect: 'refused', build: twice(p.name, value) });
    }
  }
  return out;
}

export const memberSequence = fileGrant(
  'relations: parameters twice at the token endpoint',
  OWN_MEMBER_SHAPE,
  'its code is sent with each parameter twice, then redeemed; its refresh token likewise',
  async () => {
    const rec = await freshCode('relations-repeated');
    return runSequence(rec, cases(rec), () => freshCode('relations-repeated-again'));
  },
);

export const confidentialSequence = fileGrant(
  'relations: client_secret twice at the token endpoint',
  { ...MEMBER_SHAPE, client: 'a confidential client the harness registers', session: 'own' },
  'its code is sent with client_secret twice, then redeemed; its refresh token likewise',
  async () => {
    const client = await registerConfidentialClient();
    const rec = await authorize({ client, member: member(), label: 'relations-repeated-confidential', fresh: true });
    requireCode(rec);
    return runSequence(rec, cases(rec, 'client_secret'), () => freshCode('relations-repeated-confidential-again'));
  },
);
