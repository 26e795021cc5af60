// Fetches one discovery document the way a client would: a plain GET, no credentials.
import { http, type HttpResponse } from '../http/client.ts';

export interface FetchedDocument {
  url: string;
  response: HttpResponse;
  /** the body as a JSON object, or undefined when it is not one */
  json: Record<string, unknown> | undefined;
}

export async function fetchDocument(url: string): Promise<FetchedDocument> {
  const response = await http({ url, headers: { accept: 'application/json' } });
  const body = response.json();
  const json = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  return { url, response, json };
}
