// The members of the model a lifetime relation runs over: each credential a client presents, at each
// place it presents it (lib/surface/tables.ts CREDENTIALS), with its artefact's lifetime where the
// model gives one (LIFETIMES). A credential added to the model gets its place with no other edit.
import type { Credential, Lifetime, Operation, StaticSurface } from '../surface/model.ts';
import type { Place } from './types.ts';

/** The artefact's lifetime, if the model gives it one. */
export const lifetimeOf = (c: Credential, surface: StaticSurface): Lifetime | undefined =>
  surface.lifetimes.find((l) => l.artefact === c.credential);

/** The operation a credential is presented to: its grant's at the token endpoint, else the endpoint's own (or one standing for it). */
export function operationFor(c: Credential, surface: StaticSurface): Operation {
  const ops = surface.operations.filter((o) => o.endpoint === c.endpoint);
  const grant = c.credential === 'refresh token' ? 'token.refresh_token' : 'token.authorization_code';
  const op = c.endpoint === 'token' ? ops.find((o) => o.id === grant) : ops[0];
  if (op) return op;
  const e = surface.endpoints.find((x) => x.id === c.endpoint);
  return { id: c.endpoint, endpoint: c.endpoint, methods: e?.methods ?? ['POST'], params: [], source: e?.role ?? c.source };
}

export function lifetimePlaces(surface: StaticSurface): Place[] {
  return surface.credentials.map((credential) => ({ operation: operationFor(credential, surface), credential }));
}
