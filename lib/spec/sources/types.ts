// A requirement inventory: every normative sentence of a source document (the spec, an RFC it cites,
// a draft, the MCP specification) addressed to the authorization server, the resource server or the
// OpenID provider, quoted, read for this service, and accounted for: judged by checks, not observable
// from outside, not applicable, or (until a check exists) untested. `list --sources` counts them.

export type Keyword =
  'MUST' | 'MUST NOT' | 'REQUIRED' | 'SHALL' | 'SHALL NOT' | 'SHOULD' | 'SHOULD NOT' | 'RECOMMENDED' | 'NOT RECOMMENDED';

/**
 * The classes of ways a server breaks a sentence, walked for every entry: the places it governs
 * (every token response, every protected resource, every endpoint that authenticates clients), one
 * credential taken for another, an exact comparison passed by a near value, a near-miss name or
 * identifier, a grant of another shape, the state after an event (revocation, rotation, expiry,
 * consent withdrawn, sign-out).
 */
export type WayKind = 'place' | 'confusion' | 'exact-match' | 'near-miss' | 'grant-shape' | 'after-event' | 'other';

/** One way a server could break a sentence: checked (by its clauses, proven by its fault), or why not. */
export interface Way {
  /** what a server that broke the sentence this way does, in a phrase */
  way: string;
  kind: WayKind;
  /** the clauses whose checks judge this way */
  checks?: readonly string[];
  /** the reference fault that breaks exactly this way (fixtures/reference/faults/<id>.ts): its check fails on it */
  fault?: string;
  /** why no request of a black-box client can see this way */
  notObservable?: string;
  /** why this way does not arise for this service */
  notApplicable?: string;
}

export interface Requirement {
  /** stable: `<source>/<section>/<slug>`, e.g. `rfc6749/3.1.2/no-fragment` */
  id: string;
  /** the sentence's keyword (the spec's own statements, which have none, are MUST) */
  keyword: Keyword;
  /** the section number and title, e.g. `3.1.2 Redirection Endpoint` */
  section: string;
  /** the sentence, word for word */
  quote: string;
  /** what it asks of this service: where it applies, what a server that broke it would do */
  reading: string;
  /**
   * How a server is judged on a sentence that binds the client, where tolerating the violation is a
   * risk of the server's own: a warning, since no sentence forbids the server to accept it. Also for a
   * sentence of which a check can observe only what a SHOULD asks (the reading says which).
   */
  judgedAs?: 'SHOULD';
  /**
   * The clause ids whose checks judge it. An entry that names its own id is a clause itself (the
   * registry takes it from here: its quote, its level), for checks written from this sentence.
   */
  checks?: readonly string[];
  /** why no request of a black-box client can see it (e.g. how secrets are stored) */
  notObservable?: string;
  /** why it does not apply to this service; with `checks`, those prove the feature is refused */
  notApplicable?: string;
  /** no check judges it yet: what one would send, and what it would judge */
  untested?: string;
  /** the distinct ways a server could break it (every tested entry has them) */
  breaks?: readonly Way[];
}

export interface Source {
  /** short id, e.g. `rfc6749` */
  id: string;
  /** how a clause cites it, e.g. `RFC 6749` */
  cite: string;
  /** e.g. `RFC 6749 The OAuth 2.0 Authorization Framework` */
  title: string;
  /** how this service uses the source, in a sentence */
  scope: string;
  /**
   * The documents it cites (or that update it) for what this server must do: the id of an inventoried
   * source, or of a document `cited.ts` lists with the reason it is not inventoried. The citation graph.
   */
  cites: readonly string[];
  requirements: readonly Requirement[];
}

/**
 * Why a cited document has no inventory of its own: it defines a notation or an encoding the inventoried
 * rules use; it lies below the HTTP the harness judges; its server-side rules are restated by an
 * inventoried source; it binds a feature the spec does not offer; it binds clients (or browsers) only;
 * or its inventory is still to be written.
 */
export type NotInventoriedKind = 'notation' | 'below-http' | 'restated' | 'not-offered' | 'client-only' | 'deferred';

/** A cited document that is not inventoried, and why (lib/spec/sources/cited.ts). */
export interface NotInventoried {
  /** short id, as sources cite it, e.g. `rfc3986` */
  id: string;
  cite: string;
  title: string;
  kind: NotInventoriedKind;
  /** what it defines or asks, and where what it asks of this server is judged */
  reason: string;
}

export type Coverage = 'tested' | 'not observable' | 'not applicable' | 'untested';
export type WayCoverage = 'checked' | 'not observable' | 'not applicable' | 'unchecked';

const SHOULD_LEVEL: Keyword[] = ['SHOULD', 'SHOULD NOT', 'RECOMMENDED', 'NOT RECOMMENDED'];

/** MUST-level keywords fail, SHOULD-level ones warn. */
export const levelOf = (k: Keyword): 'MUST' | 'SHOULD' => (SHOULD_LEVEL.includes(k) ? 'SHOULD' : 'MUST');

/** How a way to break an entry is accounted for, given the clauses that have at least one check. */
export function wayCoverage(w: Way, checked: ReadonlySet<string>): WayCoverage {
  if (w.notApplicable !== undefined) return 'not applicable';
  if (w.notObservable !== undefined) return 'not observable';
  return w.checks?.length && w.checks.every((id) => checked.has(id)) ? 'checked' : 'unchecked';
}

/** How an entry is accounted for, given the clauses that have at least one check. */
export function coverage(r: Requirement, checked: ReadonlySet<string>): Coverage {
  if (r.notApplicable !== undefined) return 'not applicable';
  if (r.notObservable !== undefined) return 'not observable';
  return r.checks?.length && r.checks.every((id) => checked.has(id)) ? 'tested' : 'untested';
}
