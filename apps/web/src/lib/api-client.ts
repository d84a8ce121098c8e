// The one way the web app talks to its server (SPEC section 7): cookies on every call, a JSON
// content type unless the body is form data, and a 401 anywhere but /login ends the session.

export const SESSION_EXPIRED_MESSAGE = 'Sessione scaduta o non autorizzata. Accedi di nuovo.';

/** A failed call. `status` is 0 when the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's stable error key (DESIGN section 7), or a client-side one. */
  readonly key: string;
  /** The parsed response body, for callers that need more than the key (login risk data). */
  readonly body: unknown;

  constructor(status: number, key: string, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.key = key;
    this.body = body;
  }
}

export interface ApiRequestOptions extends Omit<RequestInit, 'body'> {
  /** A plain value is sent as JSON; FormData is sent as is. */
  body?: unknown;
  /** Set to false for calls whose 401 must not end the session (the logout call itself). */
  handleUnauthorized?: boolean;
}

export interface ApiClientConfig {
  /** Defaults to VITE_API_URL, else the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Where the user is now; a 401 on /login is a wrong password, not an expired session. */
  currentPath?: () => string;
}

function readField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value: unknown = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(config: ApiClientConfig = {}) {
  const baseUrl = () => config.baseUrl ?? String(import.meta.env.VITE_API_URL ?? '');
  const currentPath = config.currentPath ?? (() => window.location.pathname);
  let unauthorizedHandler: ((refused: RefusedRequest) => void) | null = null;

  /** The call itself: the response once it is OK, else the ApiError its body describes. */
  async function send(path: string, options: ApiRequestOptions = {}): Promise<Response> {
    const { body, handleUnauthorized = true, headers: extraHeaders, ...init } = options;
    const method = (init.method ?? 'GET').toUpperCase();
    const isForm = body instanceof FormData;
    const headers = new Headers(extraHeaders);
    if (!isForm) headers.set('Content-Type', 'application/json');
    // Fastify refuses an empty body declared as JSON, so a bodiless write sends `{}`.
    const payload = isForm
      ? body
      : body !== undefined
        ? JSON.stringify(body)
        : method === 'GET' || method === 'HEAD'
          ? undefined
          : '{}';

    const doFetch = config.fetch ?? fetch;
    const sentAt = performance.now();
    let response: Response;
    try {
      response = await doFetch(`${baseUrl()}${path}`, {
        ...init,
        method,
        headers,
        body: payload,
        credentials: 'include',
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'networkError', 'A network error occurred. Please try again.');
    }
    if (response.ok) return response;

    const data = await readBody(response);
    if (response.status === 401 && handleUnauthorized && currentPath() !== '/login') {
      unauthorizedHandler?.({ sentAt });
      throw new ApiError(401, 'sessionExpired', SESSION_EXPIRED_MESSAGE, data);
    }
    throw new ApiError(
      response.status,
      readField(data, 'error') ?? 'serverError',
      readField(data, 'message') ?? response.statusText,
      data,
    );
  }

  async function request(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
    return readBody(await send(path, options));
  }

  return {
    request,
    /** The absolute address of `path`, for what the browser fetches itself (a download link). */
    url: (path: string) => `${baseUrl()}${path}`,
    get: (path: string, options?: ApiRequestOptions) =>
      request(path, { ...options, method: 'GET' }),
    post: (path: string, body?: unknown, options?: ApiRequestOptions) =>
      request(path, { ...options, method: 'POST', body }),
    /** A POST whose answer is read as it arrives (server-sent events): its body stream. */
    async postForStream(
      path: string,
      body: unknown,
      options?: ApiRequestOptions,
    ): Promise<ReadableStream<Uint8Array>> {
      const response = await send(path, { ...options, method: 'POST', body });
      if (!response.body) throw new ApiError(0, 'networkError', 'The answer had no body.');
      return response.body;
    },
    /** Registered by the session: what a 401 outside /login does (log out). */
    onUnauthorized(handler: ((refused: RefusedRequest) => void) | null) {
      unauthorizedHandler = handler;
    },
  };
}

/**
 * A request the server refused as signed out: when it was sent (`performance.now()`), so a
 * refusal of a request sent before a sign-in is not taken for the end of the new session.
 */
export interface RefusedRequest {
  sentAt: number;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();

/** A server address for a plain link (a PDF opened in a new tab), beside the API calls. */
export function apiUrl(path: string): string {
  return `${String(import.meta.env.VITE_API_URL ?? '')}${path}`;
}
