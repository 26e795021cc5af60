// The tokens a run revokes when it ends (lib/flows/tracked.ts): each once for its client, however
// many files held it (a shared grant's token was revoked six times over, each a request to the target).
import { expect, test } from 'vitest';
import { uniqueTracked } from '../../lib/flows/tracked.ts';

test('a token is revoked once for its client, and again only for another client or secret', () => {
  const a = { token: 'tok-a', clientId: 'c1' };
  const list = uniqueTracked([
    a,
    { ...a },
    { token: 'tok-a', clientId: 'c2' },
    { ...a, clientSecret: 's' },
    { token: 'tok-b', clientId: 'c1' },
    { ...a },
  ]);
  expect(list).toEqual([a, { token: 'tok-a', clientId: 'c2' }, { ...a, clientSecret: 's' }, { token: 'tok-b', clientId: 'c1' }]);
});
