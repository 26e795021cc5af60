// The clause registry: every testable statement of the spec, looked up by stable id.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ClauseShape } from './types.ts';
import { serviceClauses } from './clauses/service.ts';
import { discoveryClauses } from './clauses/discovery.ts';
import { endpointClauses } from './clauses/endpoints.ts';
import { authenticationClauses } from './clauses/authentication.ts';
import { errorClauses } from './clauses/errors.ts';
import { securityClauses } from './clauses/security.ts';
import { inventoryClauses, type InventoryClauseId } from './sources/index.ts';

export type { Level } from './types.ts';

const all = [
  ...serviceClauses,
  ...discoveryClauses,
  ...endpointClauses,
  ...authenticationClauses,
  ...errorClauses,
  ...securityClauses,
] as const;

/** Every clause id of the registry, as a type: a misspelt or composed id does not compile. */
export type ClauseId = (typeof all)[number]['id'] | InventoryClauseId;

export type Clause = ClauseShape & { readonly id: ClauseId };

// the inventory's own clauses (lib/spec/sources) come after the spec's; their ids join ClauseId below
export const clauses: readonly Clause[] = Object.freeze([...all, ...(inventoryClauses as readonly Clause[])]);

const byId = new Map<string, Clause>(clauses.map((c) => [c.id, c]));

/** For ids that come in as text (config, baselines, faults): checked at that boundary. */
export function isClauseId(id: string): id is ClauseId {
  return byId.has(id);
}

export function findClause(id: string): Clause | undefined {
  return byId.get(id);
}

/** The clause with this id; an unknown id (text from outside the type system) throws. */
export function clause(id: string): Clause {
  const found = byId.get(id);
  if (!found) throw new Error(`unknown clause id "${id}" (not in lib/spec/clauses)`);
  return found;
}

/** The spec copy the registry was written from, kept beside it. */
export const specPath = new URL('./course-school-oauth-spec.md', import.meta.url);

export function specHash(): string {
  return createHash('sha256').update(readFileSync(specPath)).digest('hex');
}
