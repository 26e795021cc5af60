// The CLI's door to the embedded reference server (fixtures/): the only harness module that
// imports it. Everything else reaches a target over HTTP only.
import { createServer, type ReferenceServer } from '../../fixtures/reference/server.ts';
import { loadFaults } from '../../fixtures/reference/faults/index.ts';

export async function startReference(faults: string[] = []): Promise<ReferenceServer> {
  return createServer({ faults });
}

export async function listFaults(): Promise<{ id: string; description: string; clauses: string[] }[]> {
  return (await loadFaults()).map(({ id, description, clauses }) => ({ id, description, clauses }));
}
