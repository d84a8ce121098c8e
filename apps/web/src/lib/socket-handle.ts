// Closing the socket must not pull socket.io into every page: the session (loaded on /login)
// calls closeSocket here, and socket.ts registers the real closer once it is itself loaded.
let closer: (() => void) | null = null;

export function registerSocketCloser(close: () => void): void {
  closer = close;
}

/** Closes the realtime socket if one was ever opened. */
export function closeSocket(): void {
  closer?.();
}
