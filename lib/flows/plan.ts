// The grants a check needs, declared (check options `grants`), so that a run's plan is known before
// it starts: who approves which client for what (the shape), whether the grant is the whole run's,
// one file's or the check's own, and what is done to it. A grant nobody changes is obtained once and
// shared; one a check redeems, refreshes, revokes or replays is that check's own. A grant is obtained
// only through its declaration: grant() and freshCode() outside one are a harness error, and so is a
// check that asks for a grant it did not declare (lib/harness/check.ts keeps the declared ones).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CheckContext } from '../harness/check.ts';
import { declaredGrants } from '../harness/check.ts';
import type { GrantDecl, GrantShape } from '../harness/grants.ts';
import { once } from '../harness/once.ts';
import { HarnessError } from '../http/errors.ts';
import { onceForRun, type Codec } from './run-once.ts';

export type { GrantDecl, GrantShape } from '../harness/grants.ts';

/** A grant a check obtains by calling it; `decl` is what the check declares (with its fallbacks'). */
export interface Planned<T> {
  (t?: CheckContext): Promise<T>;
  readonly decl: GrantDecl;
  /** the grants its flow may fall back to, declared with it (fallbackGrant) */
  readonly fallbacks?: readonly GrantDecl[];
}

/** The shape a correct server may not refuse, which a grant's flow asks for only after its own was refused. */
export interface Fallback<T> {
  (obtain: () => Promise<T>): Promise<T>;
  readonly decl: GrantDecl;
}

/** members[0] approves the configured member client for its configured scopes and the member resource. */
export const MEMBER_SHAPE: GrantShape = {
  member: 'members[0]',
  client: 'member client',
  scopes: 'configured',
  resource: 'member resource',
};
/** The same, signed in afresh in a session of its own: for a grant a check changes. */
export const OWN_MEMBER_SHAPE: GrantShape = { ...MEMBER_SHAPE, session: 'own' };

/**
 * A grant only read, obtained once for the whole run (lib/flows/run-once.ts) whichever check asks
 * first. `when`: a grant the checks need only in some configurations.
 */
export function runGrant<T>(
  id: string,
  shape: GrantShape,
  obtain: () => Promise<T>,
  codec: Codec<T>,
  when?: string,
  fallbacks: readonly { readonly decl: GrantDecl }[] = [],
): Planned<T> {
  const shared = onceForRun(id, () => obtaining(id, obtain), codec);
  return planned({ id, shape, scope: 'run', when }, (t) => shared(t), fallbacks);
}

/**
 * A grant's fallback: where the grant asks for a shape the text does not promise (a correct server
 * may refuse it), the shape the text guarantees, asked inside that grant's flow only when the server
 * refused the first as the text allows. It is planned beside its grant (runGrant's `fallbacks`), as
 * conditional: `when` says on what, and a server that serves the first shape never pays its consent.
 */
export function fallbackGrant<T>(
  id: string,
  shape: GrantShape,
  when: string,
  scope: GrantDecl['scope'] = 'run',
  consents?: number,
): Fallback<T> {
  const f = (async (obtain: () => Promise<T>) => {
    if (!within.getStore()) throw new HarnessError('ERR_HARNESS', `the fallback grant "${id}" is asked for outside its grant's flow`);
    return obtaining(id, obtain);
  }) as Fallback<T>;
  Object.defineProperty(f, 'decl', { value: { id, shape, scope, when, ...(consents ? { consents } : {}) } satisfies GrantDecl });
  return f;
}

/**
 * One grant for the checks of one file: its flow may change it once (`changes`); the checks read
 * what the flow found. `consents`: when the flow needs more than one; `fallbacks`: the grants its
 * flow may ask for besides (fallbackGrant, scope 'file').
 */
export function fileGrant<T>(
  id: string,
  shape: GrantShape,
  changes: string | undefined,
  obtain: () => Promise<T>,
  consents?: number,
  when?: string,
  fallbacks: readonly { readonly decl: GrantDecl }[] = [],
): Planned<T> {
  const shared = once(id, () => obtaining(id, obtain));
  return planned({ id, shape, scope: 'file', changes, consents, when }, (t) => shared(t!), fallbacks);
}

/**
 * A grant of the check's own, obtained when the check asks (it may redeem, refresh, revoke or replay
 * it). `when`: a control the check asks for only in some cases (a server that misbehaved).
 */
export function ownGrant<T>(
  id: string,
  shape: GrantShape,
  changes: string | undefined,
  obtain: (t?: CheckContext) => Promise<T>,
  o: { when?: string } = {},
): Planned<T> {
  return planned({ id, shape, scope: 'check', changes, ...o }, (t) => obtaining(id, () => obtain(t)));
}

function planned<T>(
  decl: GrantDecl,
  get: (t?: CheckContext) => Promise<T>,
  fallbacks: readonly { readonly decl: GrantDecl }[] = [],
): Planned<T> {
  const f = (async (t?: CheckContext) => {
    const declared = declaredGrants();
    // outside a check (a flow of the run's own, a self-test) nothing is declared; inside another
    // declared grant's flow, that declaration covers it
    if (declared && !within.getStore() && !declared.has(decl.id))
      throw new HarnessError('ERR_HARNESS', `this check asks for the grant "${decl.id}" without declaring it (check options: grants)`);
    return get(t);
  }) as Planned<T>;
  Object.defineProperty(f, 'decl', { value: decl });
  Object.defineProperty(f, 'fallbacks', { value: fallbacks.map((x) => x.decl) });
  return f;
}

const within = new AsyncLocalStorage<string>();

function obtaining<T>(id: string, obtain: () => Promise<T>): Promise<T> {
  return within.run(id, obtain);
}

/** The declared grant being obtained now (a drive made for it is a grant's, not a probe's), if any. */
export function grantBeingObtained(): string | undefined {
  return within.getStore();
}

/** grant() and freshCode() run only for a declared grant. */
export function requireDeclared(what: string): void {
  if (!within.getStore() && declaredGrants())
    throw new HarnessError(
      'ERR_HARNESS',
      `${what} outside a declared grant: declare it (lib/flows/plan.ts) and list it in the check's grants`,
    );
}
