// RFC 9110 §6.6.1 and §8.3 on the answers of every endpoint of the model (its ordinary request, a
// method it does not serve, a method no server implements): "An origin server with a clock MUST
// generate a Date header field in all 2xx (Successful), 3xx (Redirection), and 4xx (Client Error)
// responses" (this service keeps one: it states expiry times), and a message with content SHOULD
// declare its Content-Type.
import { fail } from '../harness/failure.ts';
import { probeAll, probeGrants, sampleMethods, where } from './http-probe.ts';
import type { Relation } from './types.ts';

const what = 'its ordinary request, a method it does not serve, a method no server implements';

export const dateField: Relation = {
  id: 'date',
  name: 'Date in 2xx–4xx',
  over: 'endpoint',
  govern: ({ endpoint: e }) => ({
    clause: 'rfc9110/6.6.1/date-required',
    title: `the answers of ${where(e!)} (${what}) → a Date field in each 2xx, 3xx and 4xx [Date in 2xx–4xx]`,
  }),
  grants: ({ endpoint: e }) => probeGrants(e!),
  async run({ endpoint: e }, t) {
    const answers = await probeAll(e!, sampleMethods(e!), t);
    const undated = answers.filter(([, r]) => r.status >= 200 && r.status < 500 && !r.header('date'));
    if (undated.length)
      fail(
        'an origin server with a clock dates every 2xx, 3xx and 4xx answer (RFC 9110 §6.6.1)',
        'a Date field in each',
        undated.map(([m, r]) => `${m}: HTTP ${r.status} without Date`).join('; '),
      );
  },
};

export const contentType: Relation = {
  id: 'content-type',
  name: 'Content-Type of content',
  over: 'endpoint',
  govern: ({ endpoint: e }) => ({
    clause: 'rfc9110/8.3/content-type',
    title: `the answers of ${where(e!)} (${what}) → a Content-Type field in each with content [Content-Type of content]`,
  }),
  grants: ({ endpoint: e }) => probeGrants(e!),
  async run({ endpoint: e }, t) {
    const answers = await probeAll(e!, sampleMethods(e!), t);
    const untyped = answers.filter(([, r]) => r.body.length > 0 && !r.header('content-type'));
    if (untyped.length)
      fail(
        'an answer with content says what type it is (RFC 9110 §8.3)',
        'a Content-Type field in each answer with content',
        untyped.map(([m, r]) => `${m}: HTTP ${r.status}, ${r.body.length} bytes of content without Content-Type`).join('; '),
      );
  },
};
