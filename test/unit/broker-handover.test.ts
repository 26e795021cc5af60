// The broker's address is the main process's from the start; the service process that serves it may
// still be loading when the first calls come. Each call is answered all the same (a call accepted
// and then left unserved hung its check until the test timeout).
import { fork } from 'node:child_process';
import { expect, test } from 'vitest';
import { passConnections, reserveBroker } from '../../lib/flows/run-once-broker.ts';

test('calls made before the serving process listens are answered, in full', async () => {
  const { listener, address } = await reserveBroker();
  const child = fork(new URL('../support/late-broker.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LISTEN_AFTER_MS: '1500' },
    serialization: 'advanced',
  });
  try {
    child.send({ type: 'start', address });
    passConnections(listener, child);
    const call = (n: number) =>
      fetch(`${address.url}/ping`, {
        method: 'POST',
        headers: { authorization: `Bearer ${address.secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ n, pad: 'x'.repeat(100_000) }),
        signal: AbortSignal.timeout(20_000),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { pong: { n: number; pad: string } } }));
    // sent at once, while the child is still waiting to listen: each on a connection of its own
    const answers = await Promise.all([1, 2, 3, 4].map(call));
    for (const [i, a] of answers.entries()) {
      expect(a.status).toBe(200);
      expect(a.body.pong.n).toBe(i + 1);
      expect(a.body.pong.pad.length).toBe(100_000);
    }
    // and a call once it serves
    expect((await call(5)).body.pong.n).toBe(5);
  } finally {
    listener.close();
    if (child.connected) child.disconnect();
  }
});

test('calls to a serving process that dies fail at once, queued or not, and later calls are refused', async () => {
  const { listener, address } = await reserveBroker();
  const child = fork(new URL('../support/late-broker.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
  });
  // stopped: it takes none of what is sent (a process stuck in work), so connections queue for it
  child.kill('SIGSTOP');
  try {
    child.send({ type: 'start', address });
    passConnections(listener, child);
    const call = () =>
      fetch(`${address.url}/ping`, {
        method: 'POST',
        headers: { authorization: `Bearer ${address.secret}` },
        body: '{}',
        signal: AbortSignal.timeout(20_000),
      }).then(
        () => 'answered',
        (e: Error) => (e.name === 'TimeoutError' ? 'hung' : 'failed'),
      );
    const calls = [1, 2, 3, 4].map(call);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = Date.now();
    child.kill('SIGKILL');
    expect(await Promise.all(calls)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(await call()).toBe('failed');
    expect(Date.now() - started).toBeLessThan(10_000);
  } finally {
    listener.close();
    if (child.connected) child.disconnect();
  }
});
