import { apiClient } from '../../../api/api-client';
import { useAppStore } from '../../../stores/app-store';

/** spec §7 POST /v1/api/device/logout: the server revokes the token and clears the HttpOnly cookie. */
export const logoutOnServer = () => apiClient.post<null>('/v1/api/device/logout');

/** How long logout waits for the calls in flight to be answered before ending the session. */
export const SETTLE_BEFORE_LOGOUT_MS = 3_000;

/**
 * spec §4: logout clears the user, organisation and token cookies here at
 * once, and ends the session on the server (the HttpOnly access_token cookie
 * still goes with that call: scripts can neither read nor remove it).
 */
export async function logout(): Promise<void> {
  useAppStore.getState().logout();
  // Calls already sent carry the session: were it ended first, a login-only one among them
  // would come back code 34 (登录已过期), handled as an expired session.
  await apiClient.settled(SETTLE_BEFORE_LOGOUT_MS);
  try {
    await logoutOnServer();
  } catch {
    // Signed out here all the same; the token runs out on the server by itself.
  }
}
