// The grants a check declares (lib/flows/plan.ts makes them): their shape, scope and what is done to
// them, as data in the check's meta, so that a run's plan is read before it starts.

export interface GrantShape {
  /** who approves: members[0], members[1], the other origin's member */
  member: string;
  /** for which client: the member client, a client the harness registers, … */
  client: string;
  /** the scopes asked for */
  scopes: string;
  /** the RFC 8707 resource asked for */
  resource: string;
  /** further parameters of the authorization request that make it another grant */
  params?: string;
  /** 'own': signed in afresh, in a browser session of its own (what is done to it must not reach other grants of the session) */
  session?: 'own';
}

export interface GrantDecl {
  /** the grant's name: stable, it names its drive and its line in the plan */
  id: string;
  shape: GrantShape;
  /** run: obtained once for every check that reads it; file: one file's checks share it; check: each check its own */
  scope: 'run' | 'file' | 'check';
  /** what is done to it that no other check may see (redeemed twice, refreshed, revoked…); absent for a grant only read */
  changes?: string;
  /** the consents it takes (1 unless said: a flow that needs two codes) */
  consents?: number;
  /** obtained only when something goes wrong (a control a check needs only then): planned as "at most" */
  when?: string;
}
