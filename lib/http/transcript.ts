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
