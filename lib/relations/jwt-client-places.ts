// Where the server takes a JWT a client signs (client assertions, RFC 7523 §2.2; request objects, OIDC
// Core §6.1), where its metadata advertises them: the harness would sign them as a client registered
// with its own key set.
import type { JwtPlace } from './jwt-places.ts';

export const CLIENT_PLACES: Record<string, JwtPlace> = {};
