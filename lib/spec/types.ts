// What one testable statement of the spec looks like in the clause registry.

export type Level = 'MUST' | 'SHOULD';

/** A clause as written in lib/spec/clauses (the registry's `Clause` narrows its id to `ClauseId`). */
export interface ClauseShape {
  /** stable id from the spec's headings and item numbers, e.g. `authentication/4/loopback` */
  readonly id: string;
  /** the spec heading (and item) the statement sits under */
  section: string;
  /** the statement, quoted from the spec (or from the RFC the spec cites, see `source`) */
  quote: string;
  level: Level;
  /** the RFC clause the requirement comes from, when the spec cites an RFC for it */
  source?: string;
  /** how the harness reads a point the spec leaves open (accepted outcomes) */
  reading?: string;
}
