// The relation "jwt-forged" (lib/relations/jwt-forged.ts) over every member of the model it governs (lib/surface).
import { afterAll } from 'vitest';
import { revokeAtOtherOrigin } from '../../lib/flows/other-origin.ts';
import { generate } from '../../lib/relations/generate.ts';
import { relation } from '../../lib/relations/index.ts';

// the other origin's tokens (another issuer's JWTs) are revoked there when the file ends
afterAll(revokeAtOtherOrigin);

generate(relation('jwt-forged'));
