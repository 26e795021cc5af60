// A relation: one rule of the text, applied by the generator (generate.ts) to every member of the
// class it governs in the model of the surface (lib/surface), as Schemathesis applies each of its
// checks to every operation of a schema. Whether it governs a member, the clause and the title
// come from the static model only (stable titles, `list` with no target); what only the target can
// tell is consulted inside the check.
import type { CheckContext, CheckOptions } from '../harness/check.ts';
import type { ClauseId } from '../spec/registry.ts';
import type { Credential, Endpoint, EndpointId, Operation, Param, StaticSurface } from '../surface/model.ts';

/** A member of the model a relation governs: an operation, one parameter of it, an endpoint as a whole, or a credential presented there. */
export interface Place {
  /** for an endpoint as a whole, the operation of all it serves (its id the endpoint's, no parameters) */
  operation: Operation;
  param?: Param;
  endpoint?: Endpoint;
  /** a credential presented at the operation's endpoint (a lifetime relation's member) */
  credential?: Credential;
}

/** A credential of the model at the place it is presented, under one of the variants a relation tries there. */
export interface CredentialPlace {
  credential: Credential;
  variant: string;
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

interface RelationOver<P> {
  /** stable, kebab-case: its suite file is suites/relations/<id>.test.ts */
  id: string;
  /** the rule, in a phrase (a column of the surface map) */
  name: string;
  /** whether it governs this member of the model: a pure function of the static model */
  govern(place: P, surface: StaticSurface): Governed | NotGoverned;
  /** the grants the check of a place declares (lib/flows/plan.ts) */
  grants?(place: P): NonNullable<CheckOptions['grants']>;
  /** how long the check of a place may wait past its own time (vitest's backstop), in ms */
  waitsUpTo?(place: P): number;
  /** the check of a place */
  run(place: P, t: CheckContext): Promise<void>;
}

/**
 * Over operations, over each parameter of each operation, over the endpoints, or over each
 * credential's lifetimes (lib/relations/lifetime-places.ts); or over each credential of the model at
 * each place it is presented, once per variant (`variants`: the ways a JWT is forged, say).
 */
export type Relation =
  | (RelationOver<Place> & { over: 'operation' | 'param' | 'endpoint' | 'lifetime' })
  | (RelationOver<CredentialPlace> & { over: 'credential'; variants: readonly string[] });

export type Member = Place | CredentialPlace;

export const isGoverned = (g: Governed | NotGoverned): g is Governed => 'clause' in g;

/** A credential's name as a key: `access token` → `access-token`, `client assertion (a JWT)` → `client-assertion`. */
export const credentialSlug = (c: Credential): string =>
  c.credential
    .replace(/\s*\(.*\)$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/** A credential under a variant (the JWT relation's member), not a place of the operations. */
export const isCredentialPlace = (p: Member): p is CredentialPlace => 'variant' in p;

/**
 * A member's key, stable across runs: `<operation>`, `<operation> <param>` or `<operation> <credential>`
 * (a lifetime's); a credential under a variant `<endpoint>.<credential> <variant>` (`userinfo.access-token alg-none`).
 */
export const placeKey = (p: Member): string =>
  isCredentialPlace(p)
    ? `${p.credential.endpoint}.${credentialSlug(p.credential)} ${p.variant}`
    : p.param
      ? `${p.operation.id} ${p.param.name}`
      : p.credential
        ? `${p.operation.id} ${p.credential.credential.replace(/\W+/g, '-')}`
        : p.operation.id;

export const placeEndpoint = (p: Member): EndpointId => (isCredentialPlace(p) ? p.credential.endpoint : p.operation.endpoint);
