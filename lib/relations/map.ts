// The surface map's data: every relation, and every member of the model under each (the title of
// its check, or why the relation does not hold there), from the static model alone: the report
// marks the cells a run did not reach (not selected, skipped, blocked) against it.
import { STATIC_SURFACE, type SurfaceMap } from '../surface/model.ts';
import { plan } from './generate.ts';
import { RELATIONS } from './index.ts';

export function surfaceMap(): SurfaceMap {
  const cells = RELATIONS.flatMap((r) => {
    const { checks, exempt } = plan(r);
    return [
      ...checks.map((c) => ({ relation: r.id, endpoint: c.endpoint, place: c.place, title: c.title })),
      ...exempt.map((e) => ({ relation: r.id, endpoint: e.endpoint, place: e.place, reason: e.reason })),
    ];
  });
  return {
    relations: RELATIONS.map((r) => ({ id: r.id, name: r.name })),
    endpoints: STATIC_SURFACE.endpoints.map((e) => e.id),
    cells,
  };
}
