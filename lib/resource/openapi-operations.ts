// The operations /openapi.json describes and the OAuth scopes each requires (OpenAPI 3 security
// requirements), and a bounded selection of the admin ones: the spec shows no admin paths, so the
// admin-api suite learns them only from this document.
import { config, target } from '../harness/context.ts';
import { http, type HttpResponse } from '../http/client.ts';
import { isOperatorScope } from '../spec/scopes.ts';
import { blocked } from '../harness/failure.ts';

export interface ApiOperation {
  method: string;
  path: string;
  url: string;
  operationId?: string;
  /** alternatives (OR): a token satisfies the operation when it holds every scope of one of them */
  requirements: string[][];
  /** a method that changes data (anything but GET, HEAD, OPTIONS) */
  write: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Every operation with an OAuth (oauth2 / openIdConnect) security requirement, in document order. */
export function oauthOperations(doc: Record<string, unknown>, origin: string): ApiOperation[] {
  const schemes = isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  const oauth = new Set(
    Object.entries(schemes)
      .filter(([, s]) => isObject(s) && (s.type === 'oauth2' || s.type === 'openIdConnect'))
      .map(([n]) => n),
  );
  const base = baseUrl(doc, origin);
  const out: ApiOperation[] = [];
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const security = Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : [];
      const reqs = security.filter(isObject);
      // an empty requirement ({}) makes authentication optional: not a protected operation
      if (!reqs.length || reqs.some((r) => !Object.keys(r).length)) continue;
      const requirements = reqs
        .filter((r) => Object.keys(r).every((n) => oauth.has(n)))
        .map((r) => Object.values(r).flatMap((v) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [])));
      if (!requirements.length) continue;
      out.push({
        method: method.toUpperCase(),
        path,
        url: base + path,
        operationId: typeof op.operationId === 'string' ? op.operationId : undefined,
        requirements,
        write: !['get', 'head', 'options'].includes(method),
      });
    }
  }
  return out;
}

/** The API base: the first server's path on the target origin (the harness talks to no other host). */
function baseUrl(doc: Record<string, unknown>, origin: string): string {
  const first = Array.isArray(doc.servers) && isObject(doc.servers[0]) && typeof doc.servers[0].url === 'string' ? doc.servers[0].url : '/';
  const path = URL.canParse(first, origin) ? new URL(first, origin).pathname : '/';
  return origin + path.replace(/\/$/, '');
}

/** A token holding `scopes` satisfies the operation. */
export function holds(scopes: readonly string[], op: ApiOperation): boolean {
  return op.requirements.some((r) => r.every((s) => scopes.includes(s)));
}

/** The scope an operation is about (its first operator scope), for reports and grouping. */
export function scopeOf(op: ApiOperation): string {
  return op.requirements.flat().find(isOperatorScope) ?? op.requirements.flat()[0] ?? '';
}

/**
 * Admin operations: every alternative needs an operator scope, and the path has no template
 * parameter the harness would have to invent. At most `max`: one per scope area first (reads
 * before writes), then the rest in document order.
 */
export function adminOperations(doc: Record<string, unknown>, origin: string, max = 12): ApiOperation[] {
  const all = oauthOperations(doc, origin).filter((op) => !op.path.includes('{') && op.requirements.every((r) => r.some(isOperatorScope)));
  const ordered = [...all.filter((o) => !o.write), ...all.filter((o) => o.write)];
  const areas = new Set<string>();
  const picked: ApiOperation[] = [];
  for (const op of ordered) {
    const area = scopeOf(op).split(':')[0]!;
    if (areas.has(area)) continue;
    areas.add(area);
    picked.push(op);
  }
  for (const op of ordered) if (!picked.includes(op)) picked.push(op);
  return picked.slice(0, max);
}

/** The OpenAPI document the target published, or the check is blocked (the discovery suite reports it). */
export function requireOpenApi(): Record<string, unknown> {
  const doc = target().metadata.openapi as Record<string, unknown> | undefined;
  if (!doc) blocked('endpoints/discovery/openapi', '/openapi.json could not be read');
  return doc!;
}

/**
 * Whether a request to this operation may be sent with this token: reads always; writes only to the
 * embedded reference or with allowWrites. `refusal`: a probe that a correct server refuses (no token,
 * a token without the scope), whose body `{}` carries no data — still never a DELETE to a remote target.
 */
export function maySend(op: ApiOperation, refusal: boolean): boolean {
  if (!op.write || target().embeddedReference || config().allowWrites) return true;
  return refusal && op.method !== 'DELETE';
}

/** One request to the operation: no body for reads (and DELETE), an empty JSON object for other writes. */
export function callOperation(op: ApiOperation, token: string | undefined): Promise<HttpResponse> {
  const headers: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` };
  const withBody = op.write && op.method !== 'DELETE';
  return http({ url: op.url, method: op.method, headers, ...(withBody ? { json: {} } : {}) });
}

export function describeOperation(op: ApiOperation): string {
  return `${op.method} ${op.path} (${op.requirements.map((r) => r.join(' ')).join(' | ')})`;
}
