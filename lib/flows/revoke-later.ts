// Tokens a suite obtained are revoked when its file ends (RFC 7009), so a run leaves no live grants.
import { target } from '../harness/context.ts';
import { revokeRequest } from '../oauth/requests.ts';
import type { FlowClient } from './clients.ts';

const obtained: { token: string; client: FlowClient }[] = [];

export function track(tokens: { access_token: string; refresh_token?: string }, client: FlowClient): void {
  for (const token of [tokens.refresh_token, tokens.access_token]) if (token) obtained.push({ token, client });
}

export async function revokeObtained(): Promise<void> {
  const list = obtained.splice(0);
  if (!list.length || !target().endpoints.revocation) return;
  await Promise.all(
    list.map(({ token, client }) =>
      revokeRequest(target(), { token, client_id: client.clientId, client_secret: client.clientSecret }).catch(() => undefined),
    ),
  );
}
