// Every secret that crossed the wire of a reference server, collected from its onExchange tap:
// passwords, client secrets, codes, verifiers, and access, refresh and ID tokens, in requests
// (form and JSON bodies, Authorization headers) and in replies (JSON bodies, Location headers).
import type { Reply, Req } from '../../fixtures/reference/http.ts';

const NAMES = new Set(['password', 'client_secret', 'code', 'code_verifier', 'access_token', 'refresh_token', 'id_token', 'token']);

export class SecretsSeen {
  readonly values = new Set<string>();

  add(value: unknown): void {
    if (typeof value === 'string' && value.length >= 6) this.values.add(value);
  }

  readonly tap = (req: Req, reply: Reply): void => {
    const type = String(req.headers['content-type'] ?? '');
    const body = req.body.toString('utf8');
    if (type.includes('application/x-www-form-urlencoded')) for (const [k, v] of new URLSearchParams(body)) if (NAMES.has(k)) this.add(v);
    if (type.includes('json')) this.fromJson(body);
    const auth = req.headers.authorization;
    if (typeof auth === 'string') this.add(auth.replace(/^\S+\s+/, ''));
    for (const [k, v] of req.url.searchParams) if (NAMES.has(k)) this.add(v);
    const location = reply.headers.location ?? reply.headers.Location;
    if (typeof location === 'string' && URL.canParse(location))
      for (const [k, v] of new URL(location).searchParams) if (NAMES.has(k)) this.add(v);
    if (String(reply.headers['content-type'] ?? '').includes('json')) this.fromJson(reply.body.toString());
  };

  private fromJson(text: string): void {
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        for (const [k, x] of Object.entries(v)) {
          if (NAMES.has(k)) this.add(x);
          else walk(x);
        }
      }
    };
    try {
      walk(JSON.parse(text));
    } catch {
      // not JSON after all
    }
  }
}
