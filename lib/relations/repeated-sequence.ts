// The repeat relation's token-endpoint cases: every parameter of the code exchange and of the
// refresh sent twice, on one code of the member client (refusals all, then the control); and
// client_secret twice on a code of a registered confidential client, where the member client is public.
import { registerConfidentialClient } from '../flows/confidential.ts';
import { fallbackGrant, fileGrant, MEMBER_SHAPE, OWN_MEMBER_SHAPE } from '../flows/plan.ts';
import { freshCode } from '../flows/token-checks.ts';
import { operation } from '../surface/model.ts';
import type { AuthorizeRecord } from '../flows/authorize.ts';
import { runSequence, type SeqCase } from './sequence.ts';
import { phaseOf, sends, twice } from './token-case.ts';

function cases(rec: AuthorizeRecord, only?: string): SeqCase[] {
  const out: SeqCase[] = [];
  for (const op of [operation('token.authorization_code'), operation('token.refresh_token')]) {
    const phase = phaseOf(op);
    for (const p of op.params) {
      if (p.repeatable || (only ? p.name !== only : p.name === 'client_secret' && !rec.client.clientSecret)) continue;
      // not sent by the correct request: scope at a refresh (the grant's scope, twice); nothing else
      const value = sends(rec, phase, p.name) ? undefined : p.name === 'scope' ? rec.scopes.join(' ') : null;
      if (value !== null) out.push({ key: `${op.id} ${p.name}`, phase, expect: 'refused', build: twice(p.name, value) });
    }
  }
  return out;
}

const SPENT = 'a refused exchange spent the shared code (a correct server may): the refresh cases on a code of their own';
const memberAgain = fallbackGrant<AuthorizeRecord>('relations: parameters twice, a code of its own', OWN_MEMBER_SHAPE, SPENT, 'file');

export const memberSequence = fileGrant(
  'relations: parameters twice at the token endpoint',
  OWN_MEMBER_SHAPE,
  'its code is sent with each parameter twice, then redeemed; its refresh token likewise',
  async () => {
    const rec = await freshCode('relations-repeated');
    return runSequence(rec, cases(rec), () => memberAgain(() => freshCode('relations-repeated-again')));
  },
  undefined,
  undefined,
  [memberAgain],
);

const CONFIDENTIAL = { ...MEMBER_SHAPE, client: 'a confidential client the harness registers', session: 'own' } as const;
const confidentialAgain = fallbackGrant<AuthorizeRecord>('relations: client_secret twice, a code of its own', CONFIDENTIAL, SPENT, 'file');

export const confidentialSequence = fileGrant(
  'relations: client_secret twice at the token endpoint',
  CONFIDENTIAL,
  'its code is sent with client_secret twice, then redeemed; its refresh token likewise',
  async () => {
    const client = await registerConfidentialClient();
    const code = (label: string) => freshCode(label, { client });
    const rec = await code('relations-repeated-confidential');
    return runSequence(rec, cases(rec, 'client_secret'), () => confidentialAgain(() => code('relations-repeated-confidential-again')));
  },
  undefined,
  undefined,
  [confidentialAgain],
);
