// The generator: for a relation, every member of the model it governs (each operation, or each
// parameter of each), one check titled with the relation's clause, as Schemathesis applies a
// registered check to every operation of a schema. A member added to the model gets every relation
// that governs it with no other edit; the members a relation does not govern say why.
import { check } from '../harness/check.ts';
import { STATIC_SURFACE, type Endpoint, type EndpointId, type Operation, type StaticSurface } from '../surface/model.ts';
import { lifetimePlaces } from './lifetime-places.ts';
import { isGoverned, placeKey, type Governed, type Place, type Relation } from './types.ts';

export interface GeneratedCheck {
  relation: string;
  endpoint: EndpointId;
  /** `<operation>` or `<operation> <param>` */
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

/** Every member of the model, as the relation sees it (an endpoint, an operation, or each of its parameters). */
export function members(relation: Relation, surface: StaticSurface = STATIC_SURFACE): Place[] {
  if (relation.over === 'endpoint') return surface.endpoints.map((endpoint) => ({ operation: whole(endpoint), endpoint }));
  if (relation.over === 'lifetime') return lifetimePlaces(surface);
  return surface.operations.flatMap((operation) =>
    relation.over === 'operation' ? [{ operation }] : operation.params.map((param) => ({ operation, param })),
  );
}

/** The checks a relation generates over a model, and the members it does not govern. */
export function plan(
  relation: Relation,
  surface: StaticSurface = STATIC_SURFACE,
): { checks: (GeneratedCheck & { at: Place })[]; exempt: Exempt[] } {
  const checks: (GeneratedCheck & { at: Place })[] = [];
  const exempt: Exempt[] = [];
  for (const at of members(relation, surface)) {
    const g = relation.govern(at, surface);
    const where = { relation: relation.id, endpoint: at.operation.endpoint, place: placeKey(at) };
    if (isGoverned(g)) checks.push({ ...where, clause: g.clause, title: `${g.clause} ${g.title}`, at });
    else exempt.push({ ...where, reason: g.reason });
  }
  return { checks, exempt };
}

/** One check per member the relation governs (suites/relations/<id>.test.ts calls this). */
export function generate(relation: Relation, surface: StaticSurface = STATIC_SURFACE): void {
  for (const c of plan(relation, surface).checks) {
    const g = relation.govern(c.at, surface) as Governed;
    check(g.clause, g.title, (t) => relation.run(c.at, t), {
      grants: relation.grants?.(c.at) ?? [],
      ...(relation.waitsUpTo ? { waitsUpTo: relation.waitsUpTo(c.at) } : {}),
      surface: { relation: relation.id, endpoint: c.endpoint, place: c.place },
    });
  }
}
