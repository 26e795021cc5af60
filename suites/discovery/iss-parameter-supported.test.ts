// RFC 9207 §2.3: a server that sends iss in its authorization responses says so in its metadata;
// without the flag (default false) a strict client discards responses that carry iss.
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';

check('rfc9207/2.3/metadata-flag', 'authorization-server metadata `authorization_response_iss_parameter_supported` → true', async () => {
  const doc = await requireDocument('authorizationServer');
  const value = doc.authorization_response_iss_parameter_supported;
  if (value !== true) {
    fail(
      'a server that includes iss in authorization responses sets authorization_response_iss_parameter_supported to true (RFC 9207 §2.3)',
      'true (JSON boolean)',
      value === undefined ? 'absent (which means false)' : show(value),
    );
  }
});
