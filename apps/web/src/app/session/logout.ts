import { clearSession } from './clearSession';
import { sessionApi } from './sessionApi';
import { tokenStorage } from './tokenStorage';

/** Tells the server (when there is a token) and clears the session locally either way. */
export const logout = async (): Promise<void> => {
  try {
    if (tokenStorage.get()) await sessionApi.logout();
  } catch {
    // The server may already consider the token dead; the local logout still has to happen.
  } finally {
    clearSession();
  }
};
