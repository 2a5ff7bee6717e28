/** App-wide events of the spec: the auth error (any 401) logs out and opens the login modal. */
type Listener = () => void;
const authErrorListeners = new Set<Listener>();

export function emitAuthError() {
  for (const listener of authErrorListeners) listener();
}

export function onAuthError(listener: Listener): () => void {
  authErrorListeners.add(listener);
  return () => authErrorListeners.delete(listener);
}
