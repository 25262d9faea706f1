/**
 * The check-profile guard (spec §2 named middleware, §8 "Profile load fails: error logged and user logged out"):
 * on the pages that need a login, the customer's profile is loaded again (GET webapp/profile/{id}) and replaces
 * the stored user, so a name or phone changed elsewhere shows and a token the API no longer accepts ends here.
 *
 * Decision: an answer from the API that is not a success (401, 403, 404, 5xx) logs the customer out and sends them
 * to login, back to this page afterwards; a request that never reached the API (offline, status 0) is only
 * logged — the stored user still shows, and logging out a customer whose phone lost its signal helps no one.
 */
import { isAuthenticated } from '../../../domain/auth.ts';
import { ApiFailure, callApi } from '../../../lib/api/browser.ts';
import { $auth, setUser } from '../../../stores/auth.ts';
import { endSession } from '../../../stores/session.ts';

/** What the page tells the check (written by CheckProfile.astro). */
export interface CheckProfileConfig {
  apiUrl: string;
  locale: string;
  businessUserId: number;
  login: string;
}

export type CheckProfileResult = 'fresh' | 'guest' | 'offline' | 'logged-out';

interface Deps {
  fetch?: typeof fetch;
  /** Where a logged-out customer goes (the login URL with ?next=). */
  goTo?: (url: string) => void;
  log?: (message: string, error: unknown) => void;
  here?: string;
}

export async function checkProfile(config: CheckProfileConfig, deps: Deps = {}): Promise<CheckProfileResult> {
  const auth = $auth.get();
  const user = auth.user;
  if (!user || !isAuthenticated({ token: auth.token, user }, config.businessUserId)) return 'guest';
  const here = deps.here ?? location.pathname + location.search;
  try {
    // A profile path: a 401/403 here is this guard's to handle (spec §6 leaves profile paths out of the redirect).
    const answer = await callApi<{ user?: unknown }>(
      { baseUrl: config.apiUrl, locale: config.locale, token: auth.token, fetch: deps.fetch },
      `webapp/profile/${encodeURIComponent(String(user.id))}`,
    );
    const fresh = answer?.user as { id?: unknown; business_id?: unknown } | undefined;
    if (!fresh || typeof fresh.id !== 'number' || fresh.id !== user.id)
      throw new ApiFailure(500, 'The profile answer has no user');
    setUser(fresh as { id: number; business_id?: number | null });
    return 'fresh';
  } catch (error) {
    (deps.log ?? console.error)('Profile load failed', error);
    if (error instanceof ApiFailure && error.status === 0) return 'offline';
    await endSession();
    (deps.goTo ?? ((url) => location.replace(url)))(`${config.login}?next=${encodeURIComponent(here)}`);
    return 'logged-out';
  }
}
