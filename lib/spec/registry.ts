// The clause registry: every testable statement of the spec, looked up by stable id.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Clause } from './types.ts';
import { serviceClauses } from './clauses/service.ts';
import { discoveryClauses } from './clauses/discovery.ts';
import { endpointClauses } from './clauses/endpoints.ts';
import { authenticationClauses } from './clauses/authentication.ts';
import { errorClauses } from './clauses/errors.ts';
import { securityClauses } from './clauses/security.ts';
import { inventoryClauses } from './sources/index.ts';

export type { Clause, Level } from './types.ts';

export const clauses: readonly Clause[] = Object.freeze([
  ...serviceClauses,
  ...discoveryClauses,
  ...endpointClauses,
  ...authenticationClauses,
  ...errorClauses,
  ...securityClauses,
  ...inventoryClauses,
]);

const byId = new Map(clauses.map((c) => [c.id, c]));

export function findClause(id: string): Clause | undefined {
  return byId.get(id);
}

/** The clause with this id; an unknown id is a harness bug, so it throws. */
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
