// Records the harness's authorization and token requests at a reference server (its onExchange
// tap), and whether each was accepted: a token request by its 200, an authorization request by a
// code later delivered with its state. The fuzz sessions' requests are set apart by their User-Agent.
import type { Reply, Req } from '../../fixtures/reference/http.ts';

export interface Sent {
  kind: 'authorize' | 'token';
  params: URLSearchParams;
  accepted: boolean;
}

export class ClientRequests {
  private readonly authorizations: URLSearchParams[] = [];
  private readonly tokens: Sent[] = [];
  private readonly codesFor = new Set<string>();

  readonly tap = (req: Req, reply: Reply): void => {
    const location = reply.headers.location;
    if (typeof location === 'string' && URL.canParse(location)) {
      const q = new URL(location).searchParams;
      if (q.get('code') && q.get('state')) this.codesFor.add(q.get('state')!);
    }
    if (/\bfuzz\b/.test(String(req.headers['user-agent'] ?? ''))) return;
    if (req.method === 'GET' && req.url.pathname === '/oauth/authorize') this.authorizations.push(req.url.searchParams);
    if (req.method === 'POST' && req.url.pathname === '/api/oauth/token') {
      this.tokens.push({ kind: 'token', params: new URLSearchParams(req.body.toString('utf8')), accepted: reply.status === 200 });
    }
  };

  sent(): Sent[] {
    const authorize = this.authorizations.map((params) => ({
      kind: 'authorize' as const,
      params,
      accepted: !!params.get('state') && this.codesFor.has(params.get('state')!),
    }));
    return [...authorize, ...this.tokens];
  }
}
