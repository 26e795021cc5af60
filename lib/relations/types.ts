// A relation: one rule of the text, applied by the generator (generate.ts) to every member of the
// class it governs in the model of the surface (lib/surface), as Schemathesis applies each of its
// checks to every operation of a schema. Whether it governs a member, the clause and the title
// come from the static model only (stable titles, `list` with no target); what only the target can
// tell is consulted inside the check.
import type { CheckContext, CheckOptions } from '../harness/check.ts';
import type { ClauseId } from '../spec/registry.ts';
import type { Credential, Endpoint, Operation, Param, StaticSurface } from '../surface/model.ts';

/** A member of the model a relation governs: an operation, one parameter of it, an endpoint as a whole, or a credential presented there. */
export interface Place {
  /** for an endpoint as a whole, the operation of all it serves (its id the endpoint's, no parameters) */
  operation: Operation;
  param?: Param;
  endpoint?: Endpoint;
  /** a credential presented at the operation's endpoint (a lifetime relation's member) */
  credential?: Credential;
}

/** The relation holds there: its clause and the check's title (what is sent → what is required). */
export interface Governed {
  clause: ClauseId;
  title: string;
}

/** The relation does not hold there, and why (shown in the surface map). */
export interface NotGoverned {
  reason: string;
}

export interface Relation {
  /** stable, kebab-case: its suite file is suites/relations/<id>.test.ts */
  id: string;
  /** the rule, in a phrase (a column of the surface map) */
  name: string;
  /** over operations, over each parameter of each operation, over the endpoints, or over each credential's lifetimes (lib/relations/lifetime-places.ts) */
  over: 'operation' | 'param' | 'endpoint' | 'lifetime';
  /** whether it governs this member of the model: a pure function of the static model */
  govern(place: Place, surface: StaticSurface): Governed | NotGoverned;
  /** the grants the check of a place declares (lib/flows/plan.ts) */
  grants?(place: Place): NonNullable<CheckOptions['grants']>;
  /** how long the check of a place may wait past its own time (vitest's backstop), in ms */
  waitsUpTo?(place: Place): number;
  /** the check of a place */
  run(place: Place, t: CheckContext): Promise<void>;
}

export const isGoverned = (g: Governed | NotGoverned): g is Governed => 'clause' in g;

/** A member's key, stable across runs: `<operation>`, `<operation> <param>` or `<operation> <credential>`. */
export const placeKey = (p: Place): string =>
  p.param
    ? `${p.operation.id} ${p.param.name}`
    : p.credential
      ? `${p.operation.id} ${p.credential.credential.replace(/\W+/g, '-')}`
      : p.operation.id;
