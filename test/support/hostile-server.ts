// Small servers that misbehave on every request, for the hostile-target self-test: each mode is
// one way a broken, slow or hostile target can try to hurt a run. All listen on loopback only.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type HostileMode =
  'drip' | 'huge' | 'huge-headers' | 'hang' | 'reset' | 'redirect-loop' | 'broken-json' | 'html' | 'error-500' | 'elsewhere';

export interface Listening {
  origin: string;
  /** requests this server received */
  hits: () => number;
  close(): Promise<void>;
}

export async function listen(host: string, handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Listening> {
  let hits = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    hits++;
    handler(req, res);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
  return {
    origin: `http://${host}:${(server.address() as AddressInfo).port}`,
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A server misbehaving in one mode; `elsewhere` points every URL of its metadata at `canary`. */
export function hostile(mode: HostileMode, canary: string): Promise<Listening> {
  const json = (res: ServerResponse, body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  return listen('127.0.0.1', (req, res) => {
    switch (mode) {
      case 'drip': {
        res.writeHead(200, { 'content-type': 'application/json' });
        const timer = setInterval(() => res.write(' '), 1000);
        res.on('close', () => clearInterval(timer));
        return;
      }
      case 'huge':
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(`{"pad":"${'x'.repeat(10 * 1024 * 1024)}"}`);
      case 'huge-headers': // 300 KB of cookies, beyond the 256 KiB the harness reads
        return void res
          .writeHead(200, {
            'content-type': 'application/json',
            'set-cookie': Array.from({ length: 75 }, (_, i) => `p${i}=${'x'.repeat(4000)}`),
          })
          .end('{}');
      case 'hang':
        return; // never answers
      case 'reset':
        return void req.socket.destroy();
      case 'redirect-loop':
        return void res.writeHead(302, { location: req.url ?? '/' }).end();
      case 'broken-json':
        return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"issuer": "http://127.0.0.1", "token_endpoint": ');
      case 'html':
        return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><h1>Welcome</h1>');
      case 'error-500':
        return void res.writeHead(500, { 'content-type': 'text/plain' }).end('internal error');
      case 'elsewhere':
        return elsewhere(req, res, canary, json);
    }
  });
}

/** Plausible metadata whose every URL points at another origin (the canary). */
function elsewhere(req: IncomingMessage, res: ServerResponse, canary: string, json: (res: ServerResponse, body: unknown) => void): void {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const self = `http://${req.headers.host}`;
  if (path === '/.well-known/oauth-protected-resource') return json(res, { resource: self, authorization_servers: [canary] });
  if (path === '/.well-known/oauth-authorization-server' || path === '/.well-known/openid-configuration') {
    return json(res, {
      issuer: self,
      authorization_endpoint: `${canary}/oauth/authorize`,
      token_endpoint: `${canary}/api/oauth/token`,
      registration_endpoint: `${canary}/api/oauth/register`,
      userinfo_endpoint: `${canary}/api/oauth/userinfo`,
      revocation_endpoint: `${canary}/api/oauth/revoke`,
      introspection_endpoint: `${canary}/api/oauth/introspect`,
      jwks_uri: `${canary}/jwks.json`,
      scopes_supported: ['openid', 'profile', 'email', 'account:read', 'courses:read'],
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none', 'client_secret_post'],
      id_token_signing_alg_values_supported: ['ES256'],
      client_id_metadata_document_supported: true,
    });
  }
  if (path === '/openapi.json')
    return json(res, { openapi: '3.1.0', info: { title: 'x', version: '1' }, servers: [{ url: canary }], paths: {} });
  res
    .writeHead(302, {
      location: `${canary}${req.url}`,
      'www-authenticate': `Bearer error="invalid_token", resource_metadata="${canary}/.well-known/oauth-protected-resource"`,
    })
    .end();
}
