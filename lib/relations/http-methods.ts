// RFC 9110 §9.1 and §15.5.6 at every endpoint of the model: a method the endpoint does not serve
// (among GET, HEAD, POST, PUT, PATCH and DELETE; what the text leaves to the server is not sent) gets
// 405 (SHOULD: or 501, where the server implements the method nowhere); and every such 405 carries
// Allow, "a list of the target resource's currently supported methods" (MUST): the method refused
// is not in it, and each method it names, sent there, is not answered 405.
import { blocked, fail } from '../harness/failure.ts';
import type { Endpoint } from '../surface/model.ts';
import { notServed, probeAll, probeGrants, showStatus, where } from './http-probe.ts';
import type { NotGoverned, Relation } from './types.ts';

const governs = (e: Endpoint | undefined): NotGoverned | undefined =>
  notServed(e!).length ? undefined : { reason: 'every method sent is one it serves, or one the text leaves to it' };
const methods = (e: Endpoint) => notServed(e).join(', ');
const serves = (e: Endpoint) => [...e.methods, ...(e.methods.includes('GET') ? ['HEAD'] : [])].join(', ');

export const methodNotAllowed: Relation = {
  id: 'method-not-allowed',
  name: '405 for a method not served',
  over: 'endpoint',
  govern: ({ endpoint: e }) =>
    governs(e) ?? {
      clause: 'rfc9110/9.1/405-every-endpoint',
      title: `${methods(e!)} to ${where(e!)}, which serves ${serves(e!)} → 405 Method Not Allowed (or 501) [405 for a method not served]`,
    },
  grants: ({ endpoint: e }) => probeGrants(e!),
  async run({ endpoint: e }, t) {
    const answers = await probeAll(e!, notServed(e!), t);
    const other = answers.filter(([, r]) => r.status !== 405 && r.status !== 501);
    if (other.length)
      fail(
        'a method the resource does not serve is answered 405 (RFC 9110 §9.1), or 501 where no resource has it',
        `405 Method Not Allowed (or 501 Not Implemented) for each of ${methods(e!)}`,
        showStatus(other),
      );
  },
};

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export const allowIn405: Relation = {
  id: 'allow-405',
  name: 'Allow in every 405',
  over: 'endpoint',
  govern: ({ endpoint: e }) =>
    governs(e) ?? {
      clause: 'rfc9110/15.5.6/allow',
      title: `each 405 ${where(e!)} gives ${methods(e!)} → an Allow field without that method, each method it names served there (not 405) [Allow in every 405]`,
    },
  grants: ({ endpoint: e }) => probeGrants(e!),
  async run({ endpoint: e }, t) {
    const answers = await probeAll(e!, notServed(e!), t);
    const refused = answers.filter(([, r]) => r.status === 405);
    if (!refused.length) {
      if (answers.every(([, r]) => r.status === 501)) return t.skip('every method it does not serve got 501: no 405 to read');
      return blocked('rfc9110/9.1/405-every-endpoint', `no method it does not serve was answered 405 (${showStatus(answers)})`);
    }
    const problems: string[] = [];
    const named = new Set<string>();
    for (const [m, r] of refused) {
      const allow = r.header('allow');
      if (allow === undefined) {
        problems.push(`${m}: a 405 without Allow`);
        continue;
      }
      const list = allow
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      if (list.some((x) => !TOKEN.test(x))) problems.push(`${m}: Allow ${JSON.stringify(allow)} is not a list of methods`);
      if (list.includes(m)) problems.push(`${m}: Allow names ${m}, the method it refused`);
      for (const x of list) if (TOKEN.test(x) && x !== m && x !== 'CONNECT') named.add(x);
    }
    // each method an Allow names is one the resource serves: sent there, it is not refused as not allowed
    for (const [m, r] of await probeAll(e!, [...named], t)) if (r.status === 405) problems.push(`Allow names ${m}, which gets 405`);
    if (problems.length)
      fail(
        'a 405 carries Allow, the list of the methods the resource supports (RFC 9110 §15.5.6, §10.2.1)',
        'Allow on each 405, naming the methods the resource serves: not the one refused, none answered 405',
        problems.join('; '),
      );
  },
};
