// npm run bench prices a run's drives at Chromium's bare costs (scripts/bench-floor.ts): what each
// drive did on its pages is counted from its log, so that a kind of drive is priced for its steps.
import { describe, expect, it } from 'vitest';
import { countsOf, floorSeconds, stepsOf, stepsSeconds, type UnitCosts } from '../../scripts/bench-floor.ts';
import type { DriveTiming } from '../../lib/browser/timings.ts';

const drive = (d: Partial<DriveTiming>): DriveTiming => ({ label: 'l', ms: 1, kind: 'callback', pages: [], ...d });

describe('the bench’s bare floor', () => {
  it('counts the forms a drive answered and the pages it only read', () => {
    // signed in and consented: the consent's redirect back caught
    expect(stepsOf(drive({ pages: ['login', 'consent'] }))).toEqual({ reads: 0, signIns: 1, consents: 1, caught: 1 });
    // straight back to the client: one redirect caught, nothing read
    expect(stepsOf(drive({ pages: [] }))).toEqual({ reads: 0, signIns: 0, consents: 0, caught: 1 });
    // a server that remembers the consent: signed in, then sent back
    expect(stepsOf(drive({ pages: ['login'] }))).toEqual({ reads: 0, signIns: 1, consents: 0, caught: 1 });
    // stopped at the login, or refused there after two tries: the last login read, not answered
    expect(stepsOf(drive({ kind: 'login-required', pages: ['login'] }))).toEqual({ reads: 1, signIns: 0, consents: 0, caught: 0 });
    expect(stepsOf(drive({ kind: 'login-failed', pages: ['login', 'login'] }))).toEqual({ reads: 1, signIns: 1, consents: 0, caught: 0 });
    // a consent page captured is read, not answered; one answered to an error page led to a document, no redirect caught
    expect(stepsOf(drive({ kind: 'stopped', pages: ['consent'] }))).toEqual({ reads: 1, signIns: 0, consents: 0, caught: 0 });
    expect(stepsOf(drive({ kind: 'error-page', pages: ['consent', 'unknown'] }))).toEqual({ reads: 1, signIns: 0, consents: 1, caught: 0 });
    // an interstitial is priced as read; a drive the harness could not finish as pages read
    expect(stepsOf(drive({ pages: ['login', 'interstitial', 'consent'] }))).toEqual({ reads: 1, signIns: 1, consents: 1, caught: 1 });
    expect(stepsOf(drive({ kind: 'error', pages: ['login', 'consent'] }))).toEqual({ reads: 2, signIns: 0, consents: 0, caught: 0 });
    // judged from the answer: never read in the browser (the held answer is its cost)
    expect(stepsOf(drive({ kind: 'error-page', plain: true, pages: ['unknown'] }))).toEqual({
      reads: 0,
      signIns: 0,
      consents: 0,
      caught: 0,
    });
  });

  it('prices the steps apart from issue 37’s floor, each at its own cost', () => {
    const c: UnitCosts = {
      context: 1,
      document: 2,
      screenshot: 4,
      kept: 8,
      held: 16,
      closed: 32,
      read: 64,
      signIn: 128,
      consent: 256,
      caught: 512,
    };
    const n = countsOf(
      [
        drive({ pages: ['login', 'consent'], opened: true, closed: true, documents: 2 }),
        drive({ pages: [] }),
        drive({ pages: [] }),
        drive({ kind: 'stopped', pages: ['consent'], documents: 1 }),
        drive({ kind: 'error-page', plain: true, pages: ['unknown'] }),
      ],
      0,
    );
    expect(n).toMatchObject({ contexts: 1, documents: 3, held: 1, closed: 1, reads: 1, signIns: 1, consents: 1, caught: 3 });
    expect(floorSeconds(n, c) * 1000).toBe(1 + 3 * 2 + 16);
    expect(stepsSeconds(n, c) * 1000).toBe(32 + 64 + 128 + 256 + 3 * 512);
  });
});
