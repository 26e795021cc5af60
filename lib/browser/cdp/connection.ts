// The Chrome DevTools Protocol, spoken directly: over the pipe Chromium opens with
// --remote-debugging-pipe (we write to its fd 3, read its fd 4; each message ends in NUL), one
// flat session per page. A drive costs a few dozen messages this way, where Playwright's own page
// machinery sends hundreds and builds a utility world in every document (lib/browser/launch.ts).
// A Channel is one session's commands and events; Playwright's CDPSession gives one too
// (lib/browser/tab-factory.ts), so a page is driven the same way whichever launched it.
import type { Readable, Writable } from 'node:stream';

export interface Channel {
  /** a command of this session; rejects with the protocol's error, or when it did not answer in time */
  send<T = Record<string, unknown>>(method: string, params?: object): Promise<T>;
  /** listens for an event of this session; returns the function that stops listening */
  on(event: string, listener: (params: never) => void): () => void;
}

type Listener = (params: never) => void;
interface Pending {
  resolve(value: unknown): void;
  reject(e: Error): void;
  method: string;
  timer?: NodeJS.Timeout;
}

export class CdpError extends Error {
  override name = 'CdpError';
}

export class PipeConnection {
  private id = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Map<string, Set<Listener>>>();
  private buffered: Buffer[] = [];
  private gone: Error | undefined;

  /** `timeoutMs`: the longest a command may wait for its answer (a page stuck in a script) */
  constructor(
    private readonly out: Writable,
    input: Readable,
    private readonly timeoutMs: number,
  ) {
    input.on('data', (chunk: Buffer) => this.receive(chunk));
    input.on('close', () => this.close(new CdpError('the browser closed its DevTools pipe')));
    input.on('error', () => undefined);
    out.on('error', () => undefined);
  }

  /** The browser's own session (targets, contexts, version). */
  readonly browser: Channel = this.session('');

  session(sessionId: string): Channel {
    return {
      send: <T>(method: string, params?: object) => this.send<T>(method, params, sessionId),
      on: (event, listener) => this.listen(sessionId, event, listener),
    };
  }

  /** Forgets a session's listeners (its target is gone). */
  drop(sessionId: string): void {
    this.listeners.delete(sessionId);
  }

  close(why: Error = new CdpError('the DevTools connection was closed')): void {
    if (this.gone) return;
    this.gone = why;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new CdpError(`${p.method}: ${why.message}`));
    }
    this.pending.clear();
    this.listeners.clear();
  }

  private send<T>(method: string, params: object = {}, sessionId: string): Promise<T> {
    if (this.gone) return Promise.reject(new CdpError(`${method}: ${this.gone.message}`));
    const id = ++this.id;
    return new Promise<T>((resolve, reject) => {
      const p: Pending = { resolve: resolve as (v: unknown) => void, reject, method };
      p.timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new CdpError(`${method} did not answer within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.pending.set(id, p);
      this.out.write(`${JSON.stringify(sessionId ? { id, method, params, sessionId } : { id, method, params })}\0`);
    });
  }

  private listen(sessionId: string, event: string, listener: Listener): () => void {
    let bySession = this.listeners.get(sessionId);
    if (!bySession) this.listeners.set(sessionId, (bySession = new Map()));
    let set = bySession.get(event);
    if (!set) bySession.set(event, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  }

  private receive(chunk: Buffer): void {
    let from = 0;
    for (let end = chunk.indexOf(0); end >= 0; end = chunk.indexOf(0, from)) {
      this.buffered.push(chunk.subarray(from, end));
      const text = Buffer.concat(this.buffered).toString('utf8');
      this.buffered = [];
      from = end + 1;
      this.dispatch(JSON.parse(text) as Message);
    }
    if (from < chunk.length) this.buffered.push(chunk.subarray(from));
  }

  private dispatch(m: Message): void {
    if (m.id !== undefined) {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.error) p.reject(new CdpError(`${p.method}: ${m.error.message}`));
      else p.resolve(m.result ?? {});
      return;
    }
    const set = this.listeners.get(m.sessionId ?? '')?.get(m.method!);
    if (set) for (const l of [...set]) l(m.params as never);
  }
}

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
  sessionId?: string;
}
