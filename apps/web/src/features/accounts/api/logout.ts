import { apiClient } from '../../../api/api-client';
import { useAppStore } from '../../../stores/app-store';

/** spec §7 POST /v1/api/device/logout: the server revokes the token and clears the HttpOnly cookie. */
export const logoutOnServer = () => apiClient.post<null>('/v1/api/device/logout');

/**
 * spec §4: logout clears the user, organisation and token cookies here at
 * once, and ends the session on the server (the HttpOnly access_token cookie
 * still goes with that call: scripts can neither read nor remove it).
 */
export async function logout(): Promise<void> {
  useAppStore.getState().logout();
  try {
    await logoutOnServer();
  } catch {
    // Signed out here all the same; the token runs out on the server by itself.
  }
}
