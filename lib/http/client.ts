// The HTTP layer (undici): returns the raw exchange, never throws on 4xx/5xx, follows no redirect,
// calls only the configured origins, enforces timeouts (a total deadline per request), a
// response-size cap and the rate limit, and records every exchange, masked. A failure to get a
// usable answer is a TransportError, the target's doing unless it cannot be reached at all.
import { StringDecoder } from 'node:string_decoder';
import { rootCertificates } from 'node:tls';
import { Agent, request as undiciRequest } from 'undici';
import type { Exchange } from './types.ts';
import { TransportError } from './errors.ts';
import { lostKeepAliveRace } from './reuse.ts';
import { maskBody, maskHeaderValue, maskKnownSecrets, maskUrl, rememberOnly } from './mask.ts';
import { toCurl } from './curl.ts';
import { currentTranscript } from './transcript.ts';
import { RateLimiter } from './rate-limit.ts';
import { guard } from './guard.ts';
import { answered, beforeRequest, noAnswer } from './breaker.ts';
import { count } from './metrics.ts';

export interface HttpSettings {
  connectMs: number;
  headersMs: number;
  bodyMs: number;
  /** total deadline of one request: connect, headers and the whole body */
  requestMs: number;
  maxResponseBytes: number;
  /** requests per second allowed to this process; 0: no limit */
  requestsPerSecond: number;
  /** CAs trusted beside Node's own (tls.ca, NODE_EXTRA_CA_CERTS), as PEM; insecure: no verification */
  tls: { ca: string[]; insecure: boolean };
}

export interface HttpRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** a form body; pairs allow duplicated names */
  form?: Record<string, string> | [string, string][];
  json?: unknown;
  body?: string | Buffer;
  /**
   * An answer that may stay open (a server-sent event stream): read its body for at most this many
   * ms, then hang up and return what arrived (HttpResponse.cut says so).
   */
  streamMs?: number;
  /** with streamMs: hang up as soon as what arrived satisfies this (a client that has what it came for) */
  streamUntil?: (text: string) => boolean;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
  /** the masked record of this exchange, as it appears in the evidence */
  exchange: Exchange;
  /** one header, repeated values joined with ", " */
  header(name: string): string | undefined;
  /** every value of a header that may repeat (WWW-Authenticate, Set-Cookie) */
  headerValues(name: string): string[];
  /** the body parsed as JSON, or undefined when it is not JSON */
  json(): unknown;
  /** streamMs passed and the answer was still open: the harness hung up */
  cut?: boolean;
}

export const USER_AGENT = 'cs-conformance';
/**
 * The most response header bytes read (undici's default is Node's 16 KiB): identity providers set
 * large cookies, and HTTP sets no limit. An answer beyond it is the target's failure.
 */
export const MAX_HEADER_BYTES = 256 * 1024;

let settings: HttpSettings = {
  connectMs: 5000,
  headersMs: 15000,
  bodyMs: 15000,
  requestMs: 30000,
  maxResponseBytes: 2 << 20,
  requestsPerSecond: 20,
  tls: { ca: [], insecure: false },
};
let agent: Agent | undefined;
let limiter = new RateLimiter(settings.requestsPerSecond);

export function configureHttp(next: Partial<HttpSettings>): void {
  settings = { ...settings, ...next };
  void agent?.close();
  agent = undefined;
  limiter = new RateLimiter(settings.requestsPerSecond);
}

/** The response-size cap: what a body recorded in the evidence may hold. */
export function maxResponseBytes(): number {
  return settings.maxResponseBytes;
}

function agentOptions(): Agent.Options {
  return {
    connect: { timeout: settings.connectMs, ...tlsOptions(settings.tls) },
    headersTimeout: settings.headersMs,
    bodyTimeout: settings.bodyMs,
    maxHeaderSize: MAX_HEADER_BYTES,
  };
}

function dispatcher(): Agent {
  agent ??= new Agent(agentOptions());
  return agent;
}

/** What a TLS connection of the harness trusts: Node's roots plus the configured CAs (an explicit list replaces Node's). */
export function tlsOptions(t: HttpSettings['tls']): { ca?: string[]; rejectUnauthorized?: boolean } {
  if (t.insecure) return { rejectUnauthorized: false };
  return t.ca.length ? { ca: [...rootCertificates, ...t.ca] } : {};
}

export async function http(req: HttpRequest): Promise<HttpResponse> {
  const method = (req.method ?? (req.form || req.json !== undefined || req.body ? 'POST' : 'GET')).toUpperCase();
  // a target's operators can tell the harness's requests (and its fuzz cases) apart in their logs
  const headers: Record<string, string> = { 'user-agent': USER_AGENT, ...req.headers };
  const body = encodeBody(req, headers);
  guard(req.url);
  beforeRequest();
  await limiter.take();
  count.exchange();
  const startedAt = new Date();
  const requestRecord = () => ({
    method,
    url: maskUrl(req.url),
    headers: maskHeaders(headers),
    body: body === undefined ? undefined : maskBody(body.toString(), headerOf(headers, 'content-type')),
  });
  // an exchange no transcript records (a fuzz case) is masked only if someone asks for it: its
  // secret values are remembered by name now, its texts are not read for known secrets
  const transcript = currentTranscript();
  let exchange: Exchange | undefined;
  const recorded = (): Exchange => {
    if (exchange) return exchange;
    const request = requestRecord();
    exchange = { startedAt: startedAt.toISOString(), durationMs: 0, request, curl: toCurl(request) };
    return exchange;
  };
  if (transcript) transcript.add(recorded());
  else rememberOnly(requestRecord);
  const deadline = AbortSignal.timeout(settings.requestMs);
  try {
    const res = await send(req.url, { method, headers, body, signal: deadline });
    answered();
    const streamed =
      req.streamMs === undefined
        ? undefined
        : await readFor(
            res.body,
            settings.maxResponseBytes,
            req.streamMs,
            // only an event stream may stay open after what the client came for
            String(res.headers['content-type'] ?? '').startsWith('text/event-stream') ? req.streamUntil : undefined,
          );
    const raw = streamed?.raw ?? (await readCapped(res.body, settings.maxResponseBytes));
    const text = raw.toString('utf8');
    const resHeaders = res.headers as Record<string, string | string[]>;
    const durationMs = Date.now() - startedAt.getTime();
    const responseRecord = () => ({
      status: res.statusCode,
      headers: maskHeaders(resHeaders),
      body: maskBody(text, headerOf(resHeaders, 'content-type')),
    });
    const complete = (): Exchange => {
      const x = recorded();
      x.durationMs = durationMs;
      x.response ??= responseRecord();
      return x;
    };
    if (transcript) complete();
    else rememberOnly(responseRecord);
    const made = makeResponse(res.statusCode, resHeaders, text, complete);
    if (streamed?.cut) {
      made.cut = true;
      currentTranscript()?.note(`the answer was still open after ${req.streamMs} ms: the harness hung up`);
    }
    return made;
  } catch (e) {
    const err = deadline.aborted ? overDeadline(req.url) : classify(e, req.url);
    if (err instanceof TransportError && (err.code === 'ERR_TIMEOUT' || err.code === 'ERR_TARGET_UNREACHABLE')) noAnswer(err.message);
    const durationMs = Date.now() - startedAt.getTime();
    const failed = () => Object.assign(recorded(), { durationMs, error: err.message });
    if (transcript) failed();
    // an untracked exchange (a fuzz case) becomes evidence only if someone asks for it
    if (err instanceof TransportError) err.exchange = failed;
    throw err;
  }
}

type Sent = Parameters<typeof undiciRequest>[1] & { method: string; signal: AbortSignal };

/**
 * One request, sent once more on a new connection when its connection closed before any answer:
 * a GET or HEAD always (RFC 9110 §9.2.2: a client may retry an idempotent request), any other
 * request when it went out on a reused connection and no byte of its answer came (the server
 * closed the idle connection as it went out: reuse.ts), as browsers do. A kept-alive connection
 * closed just as it was reused is no verdict on the target; a second close is.
 */
async function send(url: string, options: Sent) {
  try {
    return await undiciRequest(url, { ...options, dispatcher: dispatcher() });
  } catch (e) {
    const code = (e as { code?: string }).code ?? '';
    const idempotent = options.method === 'GET' || options.method === 'HEAD';
    if (!CLOSED.test(code) || options.signal?.aborted || !(idempotent || lostKeepAliveRace(e))) throw e;
    // not the pool, whose other idle connections may have been closed as well
    const fresh = new Agent({ ...agentOptions(), connections: 1 });
    try {
      return await undiciRequest(url, { ...options, dispatcher: fresh });
    } finally {
      void fresh.close(); // once the answer has been read
    }
  }
}

function encodeBody(req: HttpRequest, headers: Record<string, string>): string | Buffer | undefined {
  const setType = (t: string) => {
    if (!headerOf(headers, 'content-type')) headers['content-type'] = t;
  };
  if (req.form) {
    setType('application/x-www-form-urlencoded');
    const pairs = Array.isArray(req.form) ? req.form : Object.entries(req.form);
    return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  }
  if (req.json !== undefined) {
    setType('application/json');
    return JSON.stringify(req.json);
  }
  return req.body;
}

async function readCapped(body: AsyncIterable<Buffer> & { destroy(): void }, cap: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > cap) {
      body.destroy();
      throw new TransportError('ERR_RESPONSE_TOO_LARGE', `response body exceeds the ${cap}-byte cap (maxResponseBytes)`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A body read for at most `ms` (a stream that may stay open), capped; then the connection is dropped. */
async function readFor(
  body: AsyncIterable<Buffer> & { destroy(): void },
  cap: number,
  ms: number,
  until?: (text: string) => boolean,
): Promise<{ raw: Buffer; cut: boolean }> {
  const chunks: Buffer[] = [];
  let cut = false;
  const timer = setTimeout(() => {
    cut = true;
    body.destroy();
  }, ms);
  const decoder = new StringDecoder('utf8');
  let text = '';
  try {
    let size = 0;
    for await (const chunk of body) {
      size += chunk.length;
      if (size > cap) {
        cut = true;
        body.destroy();
        break;
      }
      chunks.push(chunk);
      if (until && until((text += decoder.write(chunk)))) {
        body.destroy();
        break;
      }
    }
  } catch (e) {
    if (!cut) throw e;
  } finally {
    clearTimeout(timer);
  }
  return { raw: Buffer.concat(chunks), cut };
}

function overDeadline(url: string): TransportError {
  return new TransportError('ERR_TIMEOUT', `${url}: no complete answer within ${settings.requestMs} ms (timeouts.requestMs)`);
}

// Node's codes for a certificate it cannot verify (tls.checkServerIdentity, OpenSSL's X509_V_ERR_*)
const TLS_CERT = /CERT|UNABLE_TO_(VERIFY|GET)|SELF_SIGNED|ALTNAME|HOSTNAME_MISMATCH|INVALID_CA|PATH_LENGTH|INVALID_PURPOSE/;
/** A connection the target accepted, then closed or reset before a complete answer. */
const CLOSED = /^(ECONNRESET|UND_ERR_SOCKET|EPIPE)$/;
/** An answer that is not HTTP/1.1 (llhttp's parse errors), or whose body disagrees with its Content-Length. */
const MALFORMED = /^(HPE_|UND_ERR_RES_CONTENT_LENGTH_MISMATCH$)/;

function classify(e: unknown, url: string): Error {
  if (e instanceof TransportError) return e;
  const code = (e as { code?: string }).code ?? '';
  const message = (e as Error).message ?? String(e);
  if (TLS_CERT.test(code)) {
    return new TransportError(
      'ERR_TLS_CERT',
      `${new URL(url).origin}: its certificate cannot be verified (${code}: ${message}); give the CA that issued it in tls.ca`,
    );
  }
  if (/TIMEOUT/.test(code)) return new TransportError('ERR_TIMEOUT', `${url}: no answer in time (${code})`);
  if (code === 'UND_ERR_HEADERS_OVERFLOW') {
    return new TransportError(
      'ERR_HEADERS_TOO_LARGE',
      `${url}: the answer's header section exceeds ${MAX_HEADER_BYTES} bytes, the most the harness reads`,
    );
  }
  if (CLOSED.test(code)) {
    return new TransportError(
      'ERR_CONNECTION_CLOSED',
      `${url}: the target closed the connection before a complete answer (${code}: ${message})`,
    );
  }
  if (MALFORMED.test(code) || (e as Error).name === 'HTTPParserError')
    return new TransportError('ERR_BAD_RESPONSE', `${url}: the answer is not valid HTTP (${code || 'HTTPParserError'}: ${message})`);
  if (/ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN/.test(code) || /ECONNREFUSED|ENOTFOUND/.test(message)) {
    return new TransportError('ERR_TARGET_UNREACHABLE', `${url}: ${code || message}`);
  }
  return e instanceof Error ? e : new Error(String(e));
}

function makeResponse(status: number, headers: Record<string, string | string[]>, body: string, exchange: () => Exchange): HttpResponse {
  const values = (name: string) => {
    const v = headers[name.toLowerCase()];
    return v === undefined ? [] : Array.isArray(v) ? v : [v];
  };
  return {
    status,
    headers,
    body,
    get exchange() {
      return exchange();
    },
    header: (name) => (values(name).length ? values(name).join(', ') : undefined),
    headerValues: values,
    json: () => {
      try {
        return JSON.parse(body);
      } catch {
        return undefined;
      }
    },
  };
}

function headerOf(headers: Record<string, string | string[]>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const v = key === undefined ? undefined : headers[key];
  return Array.isArray(v) ? v.join(', ') : v;
}

function maskHeaders(headers: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([k, v]) => {
      const list = Array.isArray(v) ? v : [v];
      return [k, list.map((x) => maskHeaderValue(k, x)).join('\n')];
    }),
  );
}

export { maskKnownSecrets };
