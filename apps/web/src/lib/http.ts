import { API_PREFIX, Header, RESPONSE_VERSION } from '@wine/contract/api';

/** A response whose status is not 1: the server's errorCode and errorMessage. */
export class ApiError extends Error {
  constructor(
    readonly errorCode: number,
    readonly errorMessage: string,
    readonly httpStatus: number,
  ) {
    super(errorMessage);
    this.name = 'ApiError';
  }
}

/** A user call attempted without the token cookie; refused before any network call. */
export class LoginRequiredError extends Error {
  readonly loginRequired = true;
  constructor() {
    super('Login required');
    this.name = 'LoginRequiredError';
  }
}

/** Array values repeat their key (`key[$in]=a&key[$in]=b`, DESIGN §3 multi-select). */
export type Query = Record<string, string | number | boolean | undefined | readonly (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Upload progress (0 to 1) of a FormData body: such a call goes through XMLHttpRequest, which reports it (fetch does not). */
  onUploadProgress?: (fraction: number) => void;
  /** The answer is a file (an export): a success resolves with the Response itself, a refusal rejects as usual. */
  file?: boolean;
}

interface Envelope {
  status?: unknown;
  result?: unknown;
  error?: { errorCode?: unknown; errorMessage?: unknown };
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([key, value]) => {
    if (Array.isArray(value)) value.forEach((item: string | number) => params.append(key, String(item)));
    else if (value !== undefined) params.append(key, String(value));
  });
  const search = params.toString();
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

type Sent = Pick<Response, 'status' | 'statusText' | 'json'>;

/** A FormData call through XMLHttpRequest, reporting how much of the body has been sent. */
function sendWithProgress(url: string, method: string, headers: Record<string, string>, body: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    Object.entries(headers).forEach(([name, value]) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      resolve({ status: xhr.status, statusText: xhr.statusText, json: async () => JSON.parse(text) as unknown });
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** Sends one call and unwraps the envelope: resolves with `result`, rejects with ApiError. */
export async function sendRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { [Header.responseVersion]: RESPONSE_VERSION, ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const url = buildUrl(path, options.query);
  const method = options.method ?? 'GET';
  // Shared answers say max-age=1 for the proxy's cache (decision 0066): the browser asks again each
  // time (a 304 when unchanged), so nobody sees their own change, or an editor's, late.
  const response =
    options.onUploadProgress && options.body instanceof FormData
      ? await sendWithProgress(url, method, headers, options.body, options.onUploadProgress, options.signal)
      : await fetch(url, { method, headers, body, signal: options.signal, cache: 'no-cache' });
  if (options.file && response.status < 300) return response as unknown as T;
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  if (envelope && typeof envelope === 'object' && 'status' in envelope) {
    if (envelope.status === 1) return envelope.result as T;
    const code = typeof envelope.error?.errorCode === 'number' ? envelope.error.errorCode : response.status;
    const message = typeof envelope.error?.errorMessage === 'string' ? envelope.error.errorMessage : response.statusText;
    throw new ApiError(code, message, response.status);
  }
  throw new Error(`${options.method ?? 'GET'} ${path} failed with HTTP ${response.status}`);
}

export const errorMessageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.errorMessage ? error.errorMessage : fallback;
