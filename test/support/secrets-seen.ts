// Every secret that crossed the wire of a reference server, collected from its onExchange tap (or
// from the oidc-provider target's tap): passwords, client secrets, codes, verifiers, access, refresh
// and ID tokens and registration access tokens, in requests (form and JSON bodies, Authorization
// headers) and in replies (JSON bodies, Location headers). Its list of names is its own, not the
// harness's: a name the harness forgets is still looked for here.
import type { Reply, Req } from '../../fixtures/reference/http.ts';
import type { TappedExchange } from '../../fixtures/oidc-provider/site.ts';

const NAMES = new Set([
  'password',
  'client_secret',
  'code',
  'code_verifier',
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'registration_access_token',
]);

export class SecretsSeen {
  readonly values = new Set<string>();
  /** the values seen under each name */
  readonly byName = new Map<string, Set<string>>();

  add(value: unknown, name = '(config)'): void {
    if (typeof value !== 'string' || value.length < 6) return;
    this.values.add(value);
    this.byName.set(name, (this.byName.get(name) ?? new Set()).add(value));
  }

  readonly tap = (req: Req, reply: Reply): void => {
    const type = String(req.headers['content-type'] ?? '');
    const body = req.body.toString('utf8');
    if (type.includes('application/x-www-form-urlencoded')) this.fromParams(new URLSearchParams(body));
    if (type.includes('json')) this.fromJson(body);
    const auth = req.headers.authorization;
    if (typeof auth === 'string') this.add(auth.replace(/^\S+\s+/, ''), 'authorization');
    this.fromParams(req.url.searchParams);
    const location = reply.headers.location ?? reply.headers.Location;
    if (typeof location === 'string' && URL.canParse(location)) this.fromParams(new URL(location).searchParams);
    if (String(reply.headers['content-type'] ?? '').includes('json')) this.fromJson(reply.body.toString());
  };

  /** The oidc-provider target's tap: the parameters its engine read and what it answered. */
  readonly tapOidc = (x: TappedExchange): void => {
    this.walk(x.params);
    if (typeof x.body === 'string') this.fromJson(x.body);
    else this.walk(x.body);
    if (x.location && URL.canParse(x.location)) {
      const url = new URL(x.location);
      this.fromParams(url.searchParams);
      this.fromParams(new URLSearchParams(url.hash.slice(1)));
    }
  };

  private fromParams(params: URLSearchParams): void {
    for (const [k, v] of params) if (NAMES.has(k)) this.add(v, k);
  }

  private fromJson(text: string): void {
    try {
      this.walk(JSON.parse(text));
    } catch {
      // not JSON after all
    }
  }

  private walk(v: unknown): void {
    if (Array.isArray(v)) v.forEach((x) => this.walk(x));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (NAMES.has(k)) this.add(x, k);
        else this.walk(x);
      }
    }
  }
}
