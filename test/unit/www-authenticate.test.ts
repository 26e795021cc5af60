// RFC 9110 challenge parsing: case-insensitive schemes, quoted strings with escapes, several challenges.
import { describe, expect, it } from 'vitest';
import { bearerChallenge, parseWwwAuthenticate } from '../../lib/resource/www-authenticate.ts';

describe('parseWwwAuthenticate', () => {
  it('reads a Bearer challenge with quoted and token values', () => {
    expect(
      parseWwwAuthenticate(
        'Bearer error="invalid_token", error_description="the \\"token\\" expired", resource_metadata="https://a.example/.well-known/oauth-protected-resource", scope=account:read',
      ),
    ).toEqual([
      {
        scheme: 'bearer',
        params: {
          error: 'invalid_token',
          error_description: 'the "token" expired',
          resource_metadata: 'https://a.example/.well-known/oauth-protected-resource',
          scope: 'account:read',
        },
        // every pair as sent, in order (RFC 6750 §3: each attribute at most once is judged on these)
        pairs: [
          ['error', 'invalid_token'],
          ['error_description', 'the "token" expired'],
          ['resource_metadata', 'https://a.example/.well-known/oauth-protected-resource'],
          ['scope', 'account:read'],
        ],
      },
    ]);
  });

  it('keeps a repeated attribute in pairs (params keeps one)', () => {
    const [c] = parseWwwAuthenticate('Bearer error="invalid_token", error="invalid_request"');
    expect(c!.pairs).toEqual([
      ['error', 'invalid_token'],
      ['error', 'invalid_request'],
    ]);
  });

  it('splits several challenges in one header and across headers', () => {
    const all = parseWwwAuthenticate(['Basic realm="x", BEARER realm="api", error=invalid_token', 'DPoP algs="ES256"']);
    expect(all.map((c) => c.scheme)).toEqual(['basic', 'bearer', 'dpop']);
    expect(all[1]!.params).toEqual({ realm: 'api', error: 'invalid_token' });
  });

  it('tolerates spaces around = and commas inside quotes', () => {
    expect(bearerChallenge('Bearer  realm = "a, b" ,error = "invalid_token"')?.params).toEqual({ realm: 'a, b', error: 'invalid_token' });
  });

  it('finds no Bearer challenge when there is none', () => {
    expect(bearerChallenge('Basic realm="x"')).toBeUndefined();
  });
});
