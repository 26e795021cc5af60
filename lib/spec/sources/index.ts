// The sources whose requirements the harness accounts for, in the order `list --sources` prints them.
import type { ClauseShape } from '../types.ts';
import { levelOf, type Requirement, type Source } from './types.ts';
import { spec } from './spec.ts';
import { rfc6749 } from './rfc6749.ts';
import { rfc6750 } from './rfc6750.ts';
import { rfc7009 } from './rfc7009.ts';
import { rfc7636 } from './rfc7636.ts';
import { rfc7662 } from './rfc7662.ts';
import { rfc8252 } from './rfc8252.ts';
import { rfc8414 } from './rfc8414.ts';
import { rfc8707 } from './rfc8707.ts';
import { rfc9207 } from './rfc9207.ts';
import { rfc9700 } from './rfc9700.ts';
import { rfc9728 } from './rfc9728.ts';
import { oidcCore } from './oidc-core.ts';
import { oidcDiscovery } from './oidc-discovery.ts';
import { rfc7515 } from './rfc7515.ts';
import { rfc7517 } from './rfc7517.ts';
import { rfc7518 } from './rfc7518.ts';
import { rfc7519 } from './rfc7519.ts';
import { cimd } from './cimd.ts';
import { mcpTransport } from './mcp-transport.ts';
import { mcpAuthorization } from './mcp-authorization.ts';
import { mcpSecurity } from './mcp-security.ts';
import { rfc7591 } from './rfc7591.ts';
import { rfc7592 } from './rfc7592.ts';
import { rfc2119 } from './rfc2119.ts';
import { rfc9110 } from './rfc9110.ts';
import { rfc8259 } from './rfc8259.ts';
import { rfc8725 } from './rfc8725.ts';
import { jsonrpc } from './jsonrpc.ts';
import { mcpBase } from './mcp-base.ts';

export type { Coverage, Keyword, Requirement, Source, Way, WayCoverage, WayKind } from './types.ts';
export { coverage, levelOf, wayCoverage } from './types.ts';

const list = [
  spec,
  rfc6749,
  rfc6750,
  rfc7009,
  rfc7636,
  rfc7662,
  rfc8252,
  rfc8414,
  rfc8707,
  rfc9207,
  rfc9700,
  rfc9728,
  oidcCore,
  oidcDiscovery,
  rfc7515,
  rfc7517,
  rfc7518,
  rfc7519,
  cimd,
  mcpTransport,
  mcpAuthorization,
  mcpSecurity,
  rfc7591,
  rfc7592,
  rfc2119,
  rfc9110,
  rfc8259,
  rfc8725,
  jsonrpc,
  mcpBase,
] as const satisfies readonly Source[];

export const sources: readonly Source[] = list;

type Entry = (typeof list)[number]['requirements'][number];
/** An entry checked under its own id: its id is one of its checks. */
type SelfChecked<R> = R extends { readonly id: infer I; readonly checks: readonly (infer C)[] } ? (I extends C ? I : never) : never;
/** The ids of the entries that are clauses themselves (they join the registry's ClauseId). */
export type InventoryClauseId = SelfChecked<Entry>;

/** An entry checked under its own id, as a clause of the registry (its quote, section and level). */
function asClause(source: Source, r: Requirement): ClauseShape {
  return {
    id: r.id,
    section: `${source.title} › ${r.section}`,
    quote: r.quote,
    level: r.judgedAs ?? levelOf(r.keyword),
    source: `${source.cite} §${r.section.split(' ')[0]}`,
    reading: r.reading,
  };
}

/** The entries that are clauses themselves: their checks name the entry's own id. */
export const inventoryClauses: readonly ClauseShape[] = sources.flatMap((s) =>
  s.requirements.filter((r) => r.checks?.includes(r.id)).map((r) => asClause(s, r)),
);
