// The consent CSRF check's forged submissions: the form as shown, then each token-like field removed,
// then altered (same length), in every form of the page; short values (a decision) are left alone.
import { describe, expect, it } from 'vitest';
import { forgeries, tokenFields, type ConsentForm } from '../../lib/browser/consent-forms.ts';

const csrf = 'Zk3-0qL_9xYtWvB2mN8pRs';
const shown: ConsentForm[] = [
  {
    action: 'https://as.example/consent',
    method: 'post',
    fields: [
      ['request_id', 'r1234567890abcdefgh'],
      ['csrf', csrf],
      ['decision', 'approve'],
    ],
  },
  {
    action: 'https://as.example/consent',
    method: 'post',
    fields: [
      ['csrf', csrf],
      ['decision', 'deny'],
    ],
  },
];

describe('forged consent submissions', () => {
  it('picks the token-like fields, once each, in page order', () => {
    expect(tokenFields(shown)).toEqual(['request_id', 'csrf']);
  });

  it('tries the form as shown, each field removed, each field altered', () => {
    const list = forgeries(shown);
    expect(list.map((f) => f.what)).toEqual([
      'the form as shown',
      'the form without its field "request_id"',
      'the form without its field "csrf"',
      'the form with its field "request_id" altered',
      'the form with its field "csrf" altered',
    ]);
    expect(list[0]!.apply(shown)).toEqual(shown);
    const removed = list[2]!.apply(shown);
    expect(removed.map((f) => f.fields.map(([n]) => n))).toEqual([['request_id', 'decision'], ['decision']]);
    const altered = list[4]!.apply(shown).map((f) => f.fields.find(([n]) => n === 'csrf')![1]);
    for (const v of altered) expect(v).toHaveLength(csrf.length);
    expect(altered.every((v) => v !== csrf)).toBe(true);
  });
});
