// RFC 9110 §9.1 at every endpoint of the model: "All general-purpose servers MUST support the methods
// GET and HEAD" (judged as a warning: whether this API is a general-purpose server the text leaves
// open), so an endpoint that serves GET answers HEAD, not 405 or 501; and "An origin server that
// receives a request method that is unrecognized or not implemented SHOULD respond with the 501 (Not
// Implemented) status code": a method no server implements gets 501, or 405 from a server that
// answers every method a resource does not serve so (its Allow then says what it serves).
import { fail } from '../harness/failure.ts';
import { probe, probeGrants, UNKNOWN_METHOD, where } from './http-probe.ts';
import type { Relation } from './types.ts';

export const headWhereGet: Relation = {
  id: 'head',
  name: 'HEAD where GET',
  over: 'endpoint',
  govern({ endpoint: e }) {
    if (e!.methods.includes('GET'))
      return {
        clause: 'rfc9110/9.1/get-and-head',
        title: `HEAD ${where(e!)}, which serves GET → not 405 or 501 (the GET's answer, no content) [HEAD where GET]`,
      };
    if (e!.mayServe?.methods.includes('GET')) return { reason: `GET is the server's to serve or refuse (${e!.mayServe.why})` };
    return { reason: 'serves no GET' };
  },
  grants: ({ endpoint: e }) => probeGrants(e!),
  async run({ endpoint: e }, t) {
    const res = await probe(e!, 'HEAD', t);
    if (res.status === 405 || res.status === 501)
      fail(
        'a resource served to GET answers HEAD (RFC 9110 §9.1)',
        'the answer its GET gets, without content (any status but 405 or 501)',
        `HEAD: HTTP ${res.status}`,
      );
  },
};

export const unknownMethod: Relation = {
  id: 'unknown-method',
  name: '501 for an unknown method',
  over: 'endpoint',
  govern: ({ endpoint: e }) => ({
    clause: 'rfc9110/9.1/501-unrecognized',
    title: `${UNKNOWN_METHOD} (a method no server implements) to ${where(e!)} → 501 Not Implemented (or 405) [501 for an unknown method]`,
  }),
  grants: ({ endpoint: e }) => probeGrants(e!),
  async run({ endpoint: e }, t) {
    const res = await probe(e!, UNKNOWN_METHOD, t);
    if (res.status !== 501 && res.status !== 405)
      fail(
        'a method the server does not implement is answered 501 (RFC 9110 §9.1)',
        '501 Not Implemented (or 405 Method Not Allowed)',
        `${UNKNOWN_METHOD}: HTTP ${res.status}${res.body ? '' : ', no content'}`,
      );
  },
};
