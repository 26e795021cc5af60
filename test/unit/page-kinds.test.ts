// What the generic strategy takes a page for, from what it saw on it: a consent that asks to choose
// (scope checkboxes, "Grant access", "Continue", "Logout") is a consent page; checkboxes without an
// affirmative button, or one whose only way on signs out, are not; a page with one "Continue" and a
// "Not you?" link is still an interstitial, and the plain pages are read as before.
import { describe, expect, it } from 'vitest';
import type { Survey } from '../../lib/browser/dom.ts';
import { kindOf } from '../../lib/browser/page-kinds.ts';

const page = (s: Partial<Survey>): Survey => ({
  password: false,
  username: false,
  buttons: [],
  links: [],
  fields: 0,
  checkboxes: 0,
  signature: 'x',
  ...s,
});
const boxes = (n: number) => ({ fields: n, checkboxes: n });

describe('kindOf', () => {
  it('a panel of scope checkboxes with "Grant access" and "Continue" is a consent page, whatever else it offers', () => {
    expect(kindOf(page({ ...boxes(3), buttons: ['Logout', 'Grant access', 'Continue'] }))).toBe('consent');
    expect(kindOf(page({ ...boxes(1), buttons: ['Allow', 'Next'] }))).toBe('consent');
  });

  it('is not one without checkboxes, without an affirmative button, or when the only way on signs out', () => {
    expect(kindOf(page({ buttons: ['Logout', 'Grant access', 'Continue'] }))).toBe('unknown');
    expect(kindOf(page({ ...boxes(2), buttons: ['Logout', 'Continue'] }))).toBe('unknown');
    expect(kindOf(page({ ...boxes(2), buttons: ['Grant access', 'Continue as someone else'] }))).toBe('unknown');
    // a box to tick beside a lone "Continue" is no interstitial to click through either
    expect(kindOf(page({ ...boxes(1), buttons: ['Continue'] }))).toBe('unknown');
  });

  it('a page with fields to sign in is a login page, checkboxes or not', () => {
    expect(kindOf(page({ username: true, password: true, fields: 3, checkboxes: 1, buttons: ['Continue', 'Accept'] }))).toBe('login');
  });

  it('one "Continue" and a "Not you?" link is an interstitial; a "Cancel" link makes it none', () => {
    expect(kindOf(page({ buttons: ['Continue'], links: ['Not you? Use another account'] }))).toBe('interstitial');
    expect(kindOf(page({ buttons: ['Continue'], links: ['Cancel'] }))).toBe('unknown');
  });

  it('reads the plain consent page as before', () => {
    expect(kindOf(page({ buttons: ['Allow', 'Deny'] }))).toBe('consent');
    expect(kindOf(page({ ...boxes(2), buttons: ['Authorize', 'Cancel'] }))).toBe('consent');
    expect(kindOf(page({ buttons: ['Grant access', 'Logout'] }))).toBe('unknown');
  });
});
