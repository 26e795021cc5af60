// The model of the target's surface: the static part (the spec's tables and the RFCs, known with no
// target: the generated checks take their titles from it, so baselines and reports can key on
// them) and, at run time, what the target's own documents say (which endpoints its metadata
// advertises, which features it offers, the operations of its /openapi.json). A check generated
// from the static part consults the target's part to skip a place the target does not offer.
import type { Target } from '../target/target.ts';
import { OPERATIONS } from './parameters.ts';
import { CREDENTIALS, ENDPOINTS, LIFETIMES } from './tables.ts';
import type { EndpointId, Feature, Method, Operation, Param, StaticSurface } from './types.ts';

export type * from './types.ts';

export const STATIC_SURFACE: StaticSurface = {
  endpoints: ENDPOINTS,
  operations: OPERATIONS,
  credentials: CREDENTIALS,
  lifetimes: LIFETIMES,
};

/** What the target's documents say about its surface. */
export interface TargetSurface {
  endpoints: { id: EndpointId; url?: string; from: 'metadata' | 'spec' | 'absent' | 'other-origin' }[];
  /** a feature offered (true), not offered (false), or not told by any document (undefined) */
  features: Partial<Record<Feature, boolean>>;
  /** the client authentication methods each endpoint advertises */
  authMethods: Partial<Record<'token' | 'revocation' | 'introspection', string[]>>;
  /** the operations of /openapi.json */
  openapi: { method: string; path: string }[];
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const strings = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined);

export function surfaceOf(target: Target): TargetSurface {
  const meta: Record<string, unknown> = { ...target.metadata.openidConfiguration, ...target.metadata.authorizationServer };
  const endpoints = ENDPOINTS.map(({ id, path }) => {
    const name = id as keyof Target['endpoints'];
    const known = target.endpoints[name];
    if (known) return { id, url: known.url, from: known.from };
    if (target.offOrigin[name]) return { id, url: target.offOrigin[name], from: 'other-origin' as const };
    return path ? { id, url: target.origin + path, from: 'spec' as const } : { id, from: 'absent' as const };
  });
  const methods = strings(meta.token_endpoint_auth_methods_supported);
  const flag = (key: string, omitted: boolean) => (typeof meta[key] === 'boolean' ? (meta[key] as boolean) : omitted);
  const features: TargetSurface['features'] = {
    // OpenID Connect Discovery §3: request_parameter_supported defaults to false, request_uri_parameter_supported to true
    'request-objects': flag('request_parameter_supported', false),
    'request-uri': flag('request_uri_parameter_supported', true),
    'response-modes': strings(meta.response_modes_supported)?.includes('query') ?? false,
    claims: flag('claims_parameter_supported', false),
    'id-token': target.capabilities.idToken,
    introspection: target.capabilities.introspection,
    cimd: target.capabilities.cimd,
    'confidential-client': methods ? methods.includes('client_secret_post') : undefined,
    'client-assertions': methods ? methods.some((m) => m === 'private_key_jwt' || m === 'client_secret_jwt') : undefined,
  };
  const authMethods: TargetSurface['authMethods'] = {};
  for (const e of ['token', 'revocation', 'introspection'] as const) {
    const list = strings(meta[`${e}_endpoint_auth_methods_supported`]);
    if (list) authMethods[e] = list;
  }
  const paths = target.metadata.openapi?.paths ?? {};
  const openapi = Object.entries(paths).flatMap(([path, item]) =>
    item && typeof item === 'object' ? HTTP_METHODS.filter((m) => m in item).map((m) => ({ method: m.toUpperCase(), path })) : [],
  );
  return { endpoints, features, authMethods, openapi };
}

/** The operation with this id (a harness bug when unknown). */
export function operation(id: string, surface: StaticSurface = STATIC_SURFACE): Operation {
  const op = surface.operations.find((o) => o.id === id);
  if (!op) throw new Error(`unknown operation "${id}" (lib/surface/parameters.ts)`);
  return op;
}

export function param(op: Operation, name: string): Param {
  const p = op.params.find((x) => x.name === name);
  if (!p) throw new Error(`operation ${op.id} has no parameter "${name}" (lib/surface/parameters.ts)`);
  return p;
}

/** Whether a method is one the endpoint serves, by the static model. */
export function serves(endpoint: EndpointId, method: Method, surface: StaticSurface = STATIC_SURFACE): boolean {
  return surface.endpoints.find((e) => e.id === endpoint)?.methods.includes(method) ?? false;
}

/** How a parameter's presence reads, in a phrase. */
export function presenceText(p: Param): string {
  return typeof p.presence === 'string' ? p.presence : `required ${p.presence.when}`;
}
