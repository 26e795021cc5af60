// A check's time limit counts its own work: waits in the run's shared queues (a browser lane, the
// rate limit, a flow another check runs) are given back; running out of its own time is an error of
// the run (ERR_CHECK_TIMEOUT), never a verdict. The drive queue serves the oldest check first.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { withinOwnTime } from '../../lib/harness/clock.ts';
import { sideBySide } from '../../lib/harness/side-by-side.ts';
import { once } from '../../lib/harness/once.ts';
import { Transcript } from '../../lib/http/transcript.ts';
import { RateLimiter } from '../../lib/http/rate-limit.ts';
import { currentLedger, waitingOn } from '../../lib/http/waits.ts';
import { driveHandler } from '../../lib/browser/remote.ts';
import type { DriverSettings } from '../../lib/browser/driver.ts';

const ctx = () => {
  const transcript = new Transcript();
  return {
    transcript,
    skip: (r: string): never => {
      throw new Error(r);
    },
    note: (n: string) => transcript.note(n),
  };
};

describe('a check’s own time', () => {
  it('does not count a wait in a shared queue', async () => {
    await expect(withinOwnTime(150, () => waitingOn(sleep(400)))).resolves.toBeUndefined();
  });

  it('counts the rate limit’s pacing as waiting', async () => {
    const limiter = new RateLimiter(5); // a request each 200 ms
    await expect(
      withinOwnTime(150, async () => {
        for (let i = 0; i < 3; i++) await limiter.take();
        return currentLedger()!.waited;
      }),
    ).resolves.toBeGreaterThanOrEqual(350);
  });

  it('counts waiting for a shared flow another check started, not running it', async () => {
    const flow = once('slow flow', () => sleep(400).then(() => 1));
    const first = withinOwnTime(5_000, () => flow(ctx()));
    await sleep(20);
    await expect(withinOwnTime(150, () => flow(ctx()))).resolves.toBe(1);
    await first;
    await expect(withinOwnTime(150, () => once('own flow', () => sleep(400))(ctx()))).rejects.toMatchObject({ code: 'ERR_CHECK_TIMEOUT' });
  });

  it('ends work past the limit as ERR_CHECK_TIMEOUT, an error of the run, not a failure', async () => {
    const e = await withinOwnTime(100, () => sleep(400)).catch((x: unknown) => x);
    expect(e).toMatchObject({ name: 'HarnessError', code: 'ERR_CHECK_TIMEOUT' });
    expect((e as Error).message).toMatch(/no verdict/);
  });
});

describe('the run’s drive queue', () => {
  it('gives a freed lane to the oldest check’s drive, and reports how long each queued', async () => {
    const order: number[] = [];
    const settings = { browser: {} } as unknown as DriverSettings;
    // a stand-in drive: the handler's lane and queue are what is tested, not the browser
    const handle = driveHandler(settings, 1, async (req) => {
      order.push((req as unknown as { n: number }).n);
      await sleep(30);
      return { kind: 'callback', pages: [] } as never;
    });
    const drive = (n: number, since: number) => handle({ req: { n }, since }) as Promise<{ queuedMs: number }>;
    const first = drive(0, 50);
    const later = [drive(1, 300), drive(2, 100), drive(3, 200)];
    const answers = await Promise.all([first, ...later]);
    expect(order).toEqual([0, 2, 3, 1]);
    expect(answers[0]!.queuedMs).toBeLessThan(25);
    expect(answers[1]!.queuedMs).toBeGreaterThanOrEqual(80);
  });
});

describe('variants side by side', () => {
  it('runs them at once and ends as the first in list order that failed, whatever finished first', async () => {
    const started: number[] = [];
    const run = sideBySide([0, 1, 2], async (i) => {
      started.push(i);
      await sleep(i === 2 ? 10 : 60);
      if (i > 0) throw new Error(`variant ${i}`);
      return i;
    });
    expect(started).toEqual([0, 1, 2]);
    await expect(run).rejects.toThrow('variant 1');
    await expect(sideBySide([3, 4], async (i) => i * 2)).resolves.toEqual([6, 8]);
  });
});
