export interface LoadRequest {
  path: string;
  method?: 'GET' | 'POST';
  body?: object;
}

export interface SteadyLoad {
  /** Requests answered with a 2xx so far. */
  readonly succeeded: number;
  /** Requests answered otherwise, or not at all, with what happened. */
  readonly failures: readonly string[];
  /** Stops sending and waits for the requests in flight. */
  stop(): Promise<void>;
}

/**
 * `concurrency` clients sending `requests` in turn, each the next as soon as the last answered,
 * with the headers given (a session, a client address); every answer counts.
 */
export function startSteadyLoad(options: {
  baseUrl: string;
  headers: Record<string, string>;
  requests: readonly LoadRequest[];
  concurrency: number;
}): SteadyLoad {
  let running = true;
  let succeeded = 0;
  const failures: string[] = [];

  async function client(offset: number) {
    for (let i = offset; running; i++) {
      const request = options.requests[i % options.requests.length];
      if (!request) return;
      const label = `${request.method ?? 'GET'} ${request.path}`;
      try {
        const response = await fetch(`${options.baseUrl}${request.path}`, {
          method: request.method ?? 'GET',
          headers: {
            ...options.headers,
            ...(request.body && { 'content-type': 'application/json' }),
          },
          body: request.body && JSON.stringify(request.body),
        });
        const text = await response.text();
        if (response.ok) succeeded += 1;
        else failures.push(`${label}: ${response.status} ${text.slice(0, 200)}`);
      } catch (error) {
        failures.push(`${label}: ${String(error)}`);
      }
    }
  }

  const clients = Array.from({ length: options.concurrency }, (_, i) => client(i));
  return {
    get succeeded() {
      return succeeded;
    },
    failures,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}
