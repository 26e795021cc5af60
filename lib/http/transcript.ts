// The current test's transcript: every exchange the HTTP layer makes while a check runs lands here.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Evidence, Exchange } from './types.ts';

export class Transcript implements Evidence {
  exchanges: Exchange[] = [];
  notes: string[] = [];
  attachments: Evidence['attachments'] = [];

  add(exchange: Exchange): void {
    this.exchanges.push(exchange);
  }

  note(text: string): void {
    this.notes.push(text);
  }

  /** Copies exchanges recorded elsewhere (a file-scoped fixture) into this test's evidence. */
  include(other: Evidence): void {
    this.exchanges.push(...other.exchanges);
    this.notes.push(...other.notes);
    this.attachments.push(...other.attachments);
  }

  toJSON(): Evidence {
    return { exchanges: this.exchanges, notes: this.notes, attachments: this.attachments };
  }
}

const storage = new AsyncLocalStorage<Transcript>();

export function currentTranscript(): Transcript | undefined {
  return storage.getStore();
}

/** Runs fn outside any transcript: what it sends is recorded nowhere (and masked only when someone reads its exchange). */
export function untracked<T>(fn: () => T): T {
  return storage.exit(fn);
}

/** Runs fn with every exchange it makes recorded into transcript. */
export function withTranscript<T>(transcript: Transcript, fn: () => T): T {
  return storage.run(transcript, fn);
}

/** Draws pending screenshots (their paths); returns the paths now drawn. Set where drives are made from (lib/browser/consent.ts). */
type Drawer = (paths: string[]) => Promise<string[]>;
let drawer: Drawer | undefined;

export function drawPendingWith(d: Drawer): void {
  drawer = d;
}

/**
 * At the end of a check: the screenshots its evidence holds pending (lib/browser/captures.ts) are
 * drawn when its verdict needs them (`needed`: it failed, warned or ended in error), else left out.
 * Attachments are shared between the checks of a flow: they are replaced, never changed in place.
 */
export async function settleAttachments(t: Transcript, needed: boolean): Promise<void> {
  const pending = [...new Set(t.attachments.filter((a) => a.pending).map((a) => a.path))];
  if (!pending.length) return;
  const drawn = new Set(needed && drawer ? await drawer(pending).catch(() => []) : []);
  t.attachments = t.attachments.flatMap((a) =>
    !a.pending ? [a] : drawn.has(a.path) ? [{ name: a.name, path: a.path, contentType: a.contentType }] : [],
  );
  const missed = pending.filter((p) => !drawn.has(p));
  if (needed && missed.length)
    t.note(`${missed.length} screenshot${missed.length === 1 ? '' : 's'} of the pages seen could not be drawn: ${missed.join(', ')}`);
}
