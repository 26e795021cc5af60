// The tokens a run revokes when it ends (lib/flows/tracked.ts): each once for its client, however
// often it was tracked (a shared grant's token was revoked six times over, each a request to the target).
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

test('the parts of the key never run into each other, and a secret left out is the same as none', () => {
  expect(
    uniqueTracked([
      { token: 'ab', clientId: 'c' },
      { token: 'a', clientId: 'bc' },
    ]),
  ).toHaveLength(2);
  // a worker's list holds an explicit undefined; the broker's, after JSON, no field at all
  expect(
    uniqueTracked([
      { token: 'a', clientId: 'c', clientSecret: undefined },
      { token: 'a', clientId: 'c' },
    ]),
  ).toHaveLength(1);
});
