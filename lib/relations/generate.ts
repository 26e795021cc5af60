// The generator: for a relation, every member of the model it governs (each endpoint, operation,
// parameter of one, or credential under each of its variants), one check titled with the relation's clause, as Schemathesis applies a
// registered check to every operation of a schema. A member added to the model gets every relation
// that governs it with no other edit; the members a relation does not govern say why.
import { check, type CheckContext } from '../harness/check.ts';
import { STATIC_SURFACE, type Endpoint, type EndpointId, type Operation, type StaticSurface } from '../surface/model.ts';
import { lifetimePlaces } from './lifetime-places.ts';
import {
  isCredentialPlace,
  isGoverned,
  placeEndpoint,
  placeKey,
  type CredentialPlace,
  type Governed,
  type Member,
  type NotGoverned,
  type Place,
  type Relation,
} from './types.ts';

export interface GeneratedCheck {
  relation: string;
  endpoint: EndpointId;
  /** `<operation>`, `<operation> <param>`, `<operation> <credential>` or `<endpoint>.<credential> <variant>` */
  place: string;
  clause: Governed['clause'];
  /** the test's title, as check() makes it: `<clause> <title>` */
  title: string;
}

export interface Exempt {
  relation: string;
  endpoint: EndpointId;
  place: string;
  reason: string;
}

/** An endpoint as a whole: the operation of all it serves, with no parameters. */
const whole = (e: Endpoint): Operation => ({ id: e.id, endpoint: e.id, methods: e.methods, params: [], source: e.role });

/**
 * Every member of the model, as the relation sees it: an endpoint, an operation, each of its
 * parameters, each credential where its lifetime is judged, or each credential under each variant.
 */
export function members(relation: Relation, surface: StaticSurface = STATIC_SURFACE): Member[] {
  if (relation.over === 'credential')
    return surface.credentials.flatMap((credential) => relation.variants.map((variant) => ({ credential, variant })));
  if (relation.over === 'endpoint') return surface.endpoints.map((endpoint) => ({ operation: whole(endpoint), endpoint }));
  if (relation.over === 'lifetime') return lifetimePlaces(surface);
  return surface.operations.flatMap((operation) =>
    relation.over === 'operation' ? [{ operation }] : operation.params.map((param) => ({ operation, param })),
  );
}

/** Whether the relation governs a member: its own kind of member only. */
function governs(relation: Relation, at: Member, surface: StaticSurface): Governed | NotGoverned {
  if (relation.over === 'credential') return isCredentialPlace(at) ? relation.govern(at, surface) : { reason: 'not a credential' };
  return isCredentialPlace(at) ? { reason: 'not an operation' } : relation.govern(at, surface);
}

/** The checks a relation generates over a model, and the members it does not govern. */
export function plan(
  relation: Relation,
  surface: StaticSurface = STATIC_SURFACE,
): { checks: (GeneratedCheck & { at: Member })[]; exempt: Exempt[] } {
  const checks: (GeneratedCheck & { at: Member })[] = [];
  const exempt: Exempt[] = [];
  for (const at of members(relation, surface)) {
    const g = governs(relation, at, surface);
    const where = { relation: relation.id, endpoint: placeEndpoint(at), place: placeKey(at) };
    if (isGoverned(g)) checks.push({ ...where, clause: g.clause, title: `${g.clause} ${g.title}`, at });
    else exempt.push({ ...where, reason: g.reason });
  }
  return { checks, exempt };
}

/** One check per member the relation governs (suites/relations/<id>.test.ts calls this). */
export function generate(relation: Relation, surface: StaticSurface = STATIC_SURFACE): void {
  for (const c of plan(relation, surface).checks) {
    const grants = relation.over === 'credential' ? relation.grants?.(c.at as CredentialPlace) : relation.grants?.(c.at as Place);
    const waitsUpTo = relation.over === 'credential' ? relation.waitsUpTo?.(c.at as CredentialPlace) : relation.waitsUpTo?.(c.at as Place);
    const run = (t: CheckContext) =>
      relation.over === 'credential' ? relation.run(c.at as CredentialPlace, t) : relation.run(c.at as Place, t);
    check(c.clause, c.title.slice(c.clause.length + 1), run, {
      grants: grants ?? [],
      ...(waitsUpTo ? { waitsUpTo } : {}),
      surface: { relation: relation.id, endpoint: c.endpoint, place: c.place },
    });
  }
}
