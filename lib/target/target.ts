// The Target: what discovery learned about the server under test, frozen and shared by every suite.
// Suites take endpoint URLs only from here.
import type { z } from 'zod';
import type { HarnessConfig } from '../config/load.ts';
import { fetchDocument } from './fetch-document.ts';
import { isInfrastructure, TransportError } from '../http/errors.ts';
import { AuthorizationServerMetadata, OpenApiDocument, OpenIdConfiguration, ProtectedResourceMetadata } from './schemas.ts';
import { ENDPOINT_KEYS, SPEC_PATHS, WELL_KNOWN, sameOrigin, type EndpointName } from './well-known.ts';

export interface Endpoint {
  url: string;
  /** metadata: advertised by the server; spec: the spec's documented path, used when not advertised */
  from: 'metadata' | 'spec';
}

export interface Target {
  origin: string;
  otherOrigin?: string;
  embeddedReference: boolean;
  issuer?: string;
  /** the resource value advertised by the protected-resource metadata */
  resource?: string;
  endpoints: Partial<Record<EndpointName, Endpoint>>;
  metadata: {
    protectedResource?: ProtectedResourceMetadata;
    authorizationServer?: AuthorizationServerMetadata;
    openidConfiguration?: OpenIdConfiguration;
    openapi?: z.infer<typeof OpenApiDocument>;
  };
  capabilities: { cimd: boolean; idToken: boolean; introspection: boolean };
  /** endpoints the metadata advertises on another origin (never called) */
  offOrigin: Partial<Record<EndpointName, string>>;
  /** what discovery could not parse; the discovery suite turns each into a named failure */
  problems: string[];
}

export async function discoverTarget(config: HarnessConfig, embeddedReference: boolean): Promise<Target> {
  if (!config.baseUrl) throw new Error('discoverTarget: no baseUrl');
  const origin = new URL(config.baseUrl).origin;
  const problems: string[] = [];
  const load = async <S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S> | undefined> => {
    // a document that cannot be read (too large, too slow) is a problem the discovery suite reports
    const doc = await fetchDocument(origin + path).catch((e: unknown) => {
      if (!(e instanceof TransportError) || isInfrastructure(e)) throw e;
      problems.push(`${path}: ${e.message}`);
      return undefined;
    });
    if (!doc) return undefined;
    if (doc.response.status !== 200 || !doc.json) {
      problems.push(`${path}: HTTP ${doc.response.status}${doc.json ? '' : ', not a JSON object'}`);
      return undefined;
    }
    const parsed = schema.safeParse(doc.json);
    if (!parsed.success) problems.push(`${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    return parsed.success ? parsed.data : undefined;
  };
  const [protectedResource, authorizationServer, openidConfiguration, openapi] = await Promise.all([
    load(WELL_KNOWN.protectedResource, ProtectedResourceMetadata),
    load(WELL_KNOWN.authorizationServer, AuthorizationServerMetadata),
    load(WELL_KNOWN.openidConfiguration, OpenIdConfiguration),
    load(WELL_KNOWN.openapi, OpenApiDocument),
  ]);
  const asm = authorizationServer;
  const target: Target = {
    origin,
    otherOrigin: config.otherOrigin ? new URL(config.otherOrigin.baseUrl).origin : undefined,
    embeddedReference,
    issuer: asm?.issuer ?? openidConfiguration?.issuer,
    resource: protectedResource?.resource,
    ...endpoints(origin, { ...openidConfiguration, ...asm }),
    metadata: { protectedResource, authorizationServer, openidConfiguration, openapi },
    capabilities: {
      cimd: asm?.client_id_metadata_document_supported === true,
      idToken: !!asm?.id_token_signing_alg_values_supported && !!asm?.jwks_uri,
      introspection: !!asm?.introspection_endpoint,
    },
    problems,
  };
  return deepFreeze(target);
}

/**
 * The authorization-server metadata decides; the spec's paths fill what it does not advertise. An
 * endpoint advertised on another origin is never used (the harness calls only the configured
 * origins, and the spec puts every endpoint under {base_url}): the documented path stands in, and
 * endpoints/oauth/same-origin reports it.
 */
function endpoints(origin: string, meta: Record<string, unknown>): Pick<Target, 'endpoints' | 'offOrigin'> {
  const out: Pick<Target, 'endpoints' | 'offOrigin'> = { endpoints: {}, offOrigin: {} };
  for (const [name, key] of Object.entries(ENDPOINT_KEYS) as [EndpointName, string][]) {
    const advertised = meta[key];
    const usable = typeof advertised === 'string' && URL.canParse(advertised);
    if (usable && new URL(advertised).origin === origin) out.endpoints[name] = { url: advertised, from: 'metadata' };
    else {
      if (usable) out.offOrigin[name] = advertised;
      if (SPEC_PATHS[name]) out.endpoints[name] = { url: origin + SPEC_PATHS[name], from: 'spec' };
    }
  }
  return out;
}

/**
 * The RFC 8707 resource a client sends for member tokens: the advertised one when it names this
 * origin; otherwise the origin itself (a wrong advertisement is the discovery suite's to report).
 */
export function memberResource(target: Target): string {
  return target.resource !== undefined && sameOrigin(target.resource, target.origin) ? target.resource : target.origin;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
