// Pre-flight calibration, before any suite: a real login with the configured member must yield a
// code, and a wrong password must not. A login config that fails either is one clear
// configuration error (exit 2), not forty failures.
import type { HarnessConfig } from '../config/load.ts';
import { HarnessError } from '../http/errors.ts';
import { pkce, randomValue } from '../oauth/pkce.ts';
import { memberResource, type Target } from '../target/target.ts';
import { driveConsent, type ConsentOutcome, type DriverSettings } from './driver.ts';

export async function calibrateLogin(target: Target, config: HarnessConfig, settings: DriverSettings): Promise<void> {
  const client = config.memberClient;
  const member = config.members?.[0];
  const authorization = target.endpoints.authorization?.url;
  if (!client || !member || !authorization) return; // checks that need a login say "Not testable"
  const attempt = (password: string, label: string, fresh: boolean): Promise<Calibration> => {
    const url = new URL(authorization);
    const p = pkce();
    const params = {
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: client.redirectUri,
      scope: client.scopes.join(' '),
      state: randomValue(),
      code_challenge: p.challenge,
      code_challenge_method: 'S256',
      resource: memberResource(target),
    };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return driveConsent(
      { authorizeUrl: url.href, redirectUri: client.redirectUri, member: { ...member, password }, decision: 'approve', label, fresh },
      // a calibration that fails points to its screenshots: they are drawn at once
      { ...settings, screenshots: 'all' },
    ).catch((e: Error): Calibration => {
      if (e instanceof HarnessError && e.code === 'ERR_CONSENT_PAGE_UNKNOWN')
        return { kind: 'unknown-page', url: e.message, pages: [], durationMs: 0 };
      throw e;
    });
  };
  // Only the login itself is calibrated; whatever the target does around it is for the checks.
  // Both attempts start signed out and run side by side: the wrong password in a session of its
  // own, the right one in a session of the member's pool (the run's first drive), which stays
  // signed in for the checks.
  const [first, second] = await Promise.allSettled([
    attempt(member.password, 'calibration-login', false),
    attempt(`${member.password}-wrong`, 'calibration-wrong-password', true),
  ]);
  const good = settled(first);
  if (good.kind === 'login-failed' || good.kind === 'unknown-page') {
    throw loginError(
      `logging in as ${member.username} with memberClient ${client.clientId} did not get past the login (${describe(good)})`,
    );
  }
  const bad = settled(second);
  const sawLogin = bad.pages.some((p) => p.kind === 'login');
  if (sawLogin && ((bad.kind === 'callback' && bad.callback?.searchParams.get('code')) || bad.pages.some((p) => p.kind === 'consent'))) {
    throw loginError(
      `a wrong password for ${member.username} got past the login: the login strategy is not really logging in (or the target accepts any password)`,
    );
  }
}

function settled<T>(r: PromiseSettledResult<T>): T {
  if (r.status === 'rejected') throw r.reason;
  return r.value;
}

type Calibration = ConsentOutcome | (Omit<ConsentOutcome, 'kind'> & { kind: 'unknown-page' });

function describe(o: Calibration): string {
  const pages = o.pages.map((p) => p.kind).join(' → ') || 'no page';
  const error = o.callback?.searchParams.get('error');
  return `${o.kind}${error ? ` error=${error}` : ''} after ${pages}, at ${o.url}`;
}

function loginError(message: string): HarnessError {
  return new HarnessError(
    'ERR_LOGIN_CONFIG',
    `login calibration failed: ${message}. Check members, memberClient and login in the config; screenshots are in the report's attachments/.`,
  );
}
