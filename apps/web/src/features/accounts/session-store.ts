import { create } from 'zustand';
import { toast } from '#components/ui/toast/toast-store.ts';
import i18n from '#i18n/index.ts';
import { ApiError, type RefusedRequest } from '#lib/api-client.ts';
import { CACHE_KEYS, getCache, removeCache, setCache } from '#lib/cache.ts';
import { queryClient } from '#lib/query-client.ts';
import { closeSocket } from '#lib/socket-handle.ts';
import { getMembership, getProfile } from './api/get-profile';
import type { LoginInput, RegisterInput } from '@incasso/shared/accounts/auth';
import { postLogin } from './api/login';
import { postLogout } from './api/logout';
import { postRegister } from './api/register';
import { parseSessionUser, type SessionUser } from './session-user';

// SPEC section 4, Session. `loading` is SPEC's flag (true at start and while login or
// register run); `ready` says the guards may decide, which is at once when a cached profile
// exists (it is shown while the server confirms it) and otherwise after the profile call.
interface SessionState {
  user: SessionUser | null;
  loading: boolean;
  ready: boolean;
  /** Why the server ended the last session, for the login page to say (issue 20). */
  endedBy: 'suspension' | null;
}

export const useSessionStore = create<SessionState>()(() => ({
  user: null,
  loading: true,
  ready: false,
  endedBy: null,
}));

function storeUser(user: SessionUser): void {
  useSessionStore.setState({ user, endedBy: null });
  setCache(CACHE_KEYS.userProfile, user);
}

// When the latest sign-in happened (`performance.now()`). A request sent before it and refused
// as signed out (a dashboard query on the emailed link's page, answered after the link signed
// the account in) was refused for the state before, not for the new session.
let signedInAt = Number.NEGATIVE_INFINITY;

function signIn(user: SessionUser): void {
  signedInAt = performance.now();
  storeUser(user);
}

let pendingLogout: Promise<void> | null = null;

/**
 * Ends the session. Whatever the server answers, the user, cache and socket are cleared.
 * `endedBy`: the server ended it (a suspension), which the login page then says; requests
 * refused meanwhile (401) do not turn that into "session expired".
 */
export function logout(options: { endedBy?: 'suspension' } = {}): Promise<void> {
  if (options.endedBy) useSessionStore.setState({ endedBy: options.endedBy });
  pendingLogout ??= (async () => {
    try {
      await postLogout();
    } catch {
      // The local session ends even when the server cannot be told.
    } finally {
      clearSession();
      pendingLogout = null;
    }
  })();
  return pendingLogout;
}

/** What the page keeps of a session: the user, the cached profile, the socket, the queries. */
function clearSession(): void {
  useSessionStore.setState({ user: null });
  removeCache(CACHE_KEYS.userProfile);
  closeSocket();
  queryClient.clear();
}

/** A 401 outside /login: ends the session, unless the request was sent before it started. */
export function endSessionOnRefusal({ sentAt }: RefusedRequest): void {
  if (sentAt < signedInAt) return;
  void logout();
}

// A reload or navigation cancels the profile call in flight: that is the page going away, not
// the server refusing the session, so it must not sign the user out (their next page would
// find itself signed out). `pageshow` clears it when the page comes back from the cache.
let pageIsLeaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    pageIsLeaving = true;
  });
  window.addEventListener('pageshow', () => {
    pageIsLeaving = false;
  });
}

export async function startSession(): Promise<void> {
  const cached = parseSessionUser(getCache(CACHE_KEYS.userProfile));
  if (cached) useSessionStore.setState({ user: cached, ready: true });
  // A sign-in while the profile call was out (an emailed link's page signs in as it opens)
  // made a session the refusal is not about: logging out then would end that new session.
  const signedInMeanwhile = () => {
    const user = useSessionStore.getState().user;
    return user !== null && user !== cached;
  };
  try {
    const user = await getProfile();
    if (user) storeUser(user);
    else if (!signedInMeanwhile()) await logout();
  } catch (error) {
    if (pageIsLeaving || signedInMeanwhile()) return;
    // A session the server ended (401) just ends, here only: the server holds none for this page
    // to end, and a logout call could only end one signed in since (an emailed link's page signs
    // in as it opens; a busy page reads this refusal after that sign-in's answer set the cookie).
    if (error instanceof ApiError && error.status === 401) return clearSession();
    // One the server failed to read is said (SPEC section 8).
    if (cached) toast.error(i18n.t('notifications.profileLoadError'));
    await logout();
  } finally {
    useSessionStore.setState({ loading: false, ready: true });
  }
}

async function whileLoading<T>(run: () => Promise<T>): Promise<T> {
  useSessionStore.setState({ loading: true });
  try {
    return await run();
  } finally {
    useSessionStore.setState({ loading: false });
  }
}

/** Signs in; rejects with the ApiError (risk challenge, two-factor, wrong password...). */
export function login(payload: LoginInput): Promise<SessionUser> {
  return whileLoading(async () => {
    // The answer should be the profile; if it is not, the session cookie is enough to ask.
    const answered = parseSessionUser(await postLogin(payload));
    const user = answered ? { ...answered, ...(await getMembership()) } : await getProfile();
    if (!user) throw new ApiError(500, 'serverError', 'Login answered without a user.');
    signIn(user);
    return user;
  });
}

/**
 * Registers. The server answers the same whether or not the address already has an account,
 * and signs nobody in: the emailed link activates the new account (see `signedInByLink`).
 */
export function register(payload: RegisterInput): Promise<void> {
  return whileLoading(async () => {
    await postRegister(payload);
  });
}

/**
 * The server reports another plan (billing activated or ended one): the profile is read again,
 * so navigation and guards follow what the new plan unlocks.
 */
export function setSessionPlan(plan: SessionUser['plan']): void {
  const user = useSessionStore.getState().user;
  if (!user || user.plan === plan) return;
  void getProfile()
    .then((fresh) => {
      if (fresh) storeUser(fresh);
    })
    .catch(() => {
      // The next page load reads the profile again.
    });
}

/** The confirmation link activated the new account and the server signed it in. */
export function signedInByLink(profile: unknown): SessionUser | null {
  const user = parseSessionUser(profile);
  if (user) {
    signIn(user);
    void getMembership().then((membership) => {
      const current = useSessionStore.getState().user;
      if (current?.id === user.id) storeUser({ ...current, ...membership });
    });
  }
  return user;
}

/** The role or the merchant changed (a switch, a join): who the session acts as is read again. */
export async function refreshMembership(): Promise<void> {
  const membership = await getMembership();
  const current = useSessionStore.getState().user;
  if (current) storeUser({ ...current, ...membership });
}
