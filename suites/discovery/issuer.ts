// The Issuer URL the harness fetched the discovery documents under: {base_url}.
import { config } from '../../lib/harness/context.ts';

/** The Issuer URL: {base_url} without a trailing slash. */
export const baseIssuer = (): string => config().baseUrl!.replace(/\/$/, '');

/** Whether `issuer` is {base_url} (with or without one trailing slash: the suffix is appended after removing it). */
export function isBaseIssuer(issuer: unknown): boolean {
  return issuer === baseIssuer() || issuer === `${baseIssuer()}/`;
}
