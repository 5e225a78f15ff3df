import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE_PATH, API_TIMEOUT_MS, LANGUAGE_HEADER } from '../model/constants';
import { WmsError, type ApiMessageKey } from '../model/errors';
import { conflictError } from '../model/conflict';
import { readSession } from '../session/session';
import { scalarText } from '../model/text';
import { filenameFromDisposition, saveWithObjectUrl, type FileSaver } from './download';
import { DriftRegistry } from '../contract/drift';

/** A message the app should show; this package has no UI of its own. */
export interface Notice {
  kind: 'error' | 'success' | 'warning' | 'info';
  /** A text from the server (returnMgr), already in the user's language. */
  text?: string;
  /** A catalogue key, when there is no server text. */
  key?: ApiMessageKey;
  /** The key's values (`callFailed`: `call`, `status`). */
  values?: Readonly<Record<string, string>>;
}

export interface WmsClientOptions {
  /** Base of every call. Default '/GT_WMS_APP'. Calls themselves can never be absolute URLs. */
  baseURL?: string;
  /** Timeout in ms. Default 150000. */
  timeout?: number;
  /** The token for the Authorization header. Default: the session cookie. */
  getToken?: () => string | undefined;
  /** The language header value. Default 'zh_cn'. */
  getLanguage?: () => 'en' | 'zh_cn';
  /** Called once when the server says the session is over (returnCode "401"). */
  onUnauthorized?: (serverMessage: string | undefined) => void;
  /** Shows a message: the 401 text, and whatever the typed calls report. */
  notify?: (notice: Notice) => void;
  /** Saves downloaded files. Default: an object URL and a temporary anchor. */
  saveFile?: FileSaver;
  /** The axios adapter ('xhr', 'fetch' or 'http'); default: axios's choice. */
  adapter?: AxiosRequestConfig['adapter'];
}

/** What a call resolves to when the server sent a file: it has been handed to the saver. */
export interface DownloadedFile {
  downloaded: true;
  filename: string;
  size: number;
}

export function isDownloadedFile(value: unknown): value is DownloadedFile {
  return typeof value === 'object' && value !== null && (value as { downloaded?: unknown }).downloaded === true;
}

/** The one HTTP client of the product, with the contract's response handling. */
export interface WmsClient {
  /** Sends a request and resolves to the body (or a DownloadedFile), or rejects with a WmsError. */
  request<T = unknown>(config: AxiosRequestConfig): Promise<T>;
  get<T = unknown>(path: string, config?: AxiosRequestConfig): Promise<T>;
  post<T = unknown>(path: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  /** The underlying axios instance (for adapters that need raw responses). */
  readonly axios: AxiosInstance;
  readonly options: Readonly<WmsClientOptions>;
  /**
   * The answers of this client that differed from the contract (issue 47): every ContractDrift
   * a call rejects with is recorded here first, counted per call with its last example.
   */
  readonly drift: DriftRegistry;
}

/** How long after a 401 further 401s are taken as the same expiry (one redirect, not many). */
const UNAUTHORIZED_WINDOW_MS = 3000;

function isOctetStream(response: AxiosResponse): boolean {
  const type = String(response.headers['content-type'] ?? '');
  return response.status === 200 && type.toLowerCase().includes('application/octet-stream');
}

async function toBlob(data: unknown, type: string): Promise<Blob> {
  if (data instanceof Blob) return data;
  if (data instanceof ArrayBuffer) return new Blob([data], { type });
  if (ArrayBuffer.isView(data)) return new Blob([data as Uint8Array<ArrayBuffer>], { type });
  return Promise.resolve(new Blob([typeof data === 'string' ? data : JSON.stringify(data)], { type }));
}

function returnCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as { returnCode?: unknown }).returnCode;
  return scalarText(code);
}

function returnMgrOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const text = (body as { returnMgr?: unknown }).returnMgr;
  return typeof text === 'string' && text.trim() ? text : undefined;
}

/**
 * Creates the client: one axios instance with base path, timeout, Authorization and language
 * headers, and the responses of CONTRACT.md §7.
 *
 * @example
 * const client = createWmsClient({ getLanguage: () => requestLanguageHeader(i18n.language),
 *   onUnauthorized: () => navigate('/login'), notify: ({ text, key }) => message.error(text ?? t(key)) });
 */
export function createWmsClient(options: WmsClientOptions = {}): WmsClient {
  const instance = axios.create({
    baseURL: options.baseURL ?? API_BASE_PATH,
    timeout: options.timeout ?? API_TIMEOUT_MS,
    // A call can never leave the API's origin, whatever path a configuration holds.
    allowAbsoluteUrls: false,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const getToken = options.getToken ?? (() => readSession().token);
  const saveFile = options.saveFile ?? saveWithObjectUrl;
  let unauthorizedAt = Number.NEGATIVE_INFINITY;

  instance.interceptors.request.use((config) => {
    const headers = AxiosHeaders.from(config.headers);
    const token = getToken();
    if (token) headers.set('Authorization', token);
    else headers.delete('Authorization');
    headers.set(LANGUAGE_HEADER, options.getLanguage?.() ?? 'zh_cn');
    // A call without data sends no body, so no content type: axios otherwise names its form
    // default for a POST, which the server refuses (415) from Node; `false` keeps it unset.
    if (config.data === undefined) headers.set('Content-Type', false);
    config.headers = headers;
    return config;
  });

  const handleUnauthorized = (body: unknown, sent: InternalAxiosRequestConfig | undefined): never => {
    const serverMessage = returnMgrOf(body);
    const now = Date.now();
    // A request sent under a session that has ended since (logged out, or logged in anew) is
    // answered 401 on its way back: that is no news, and announcing it would send the user who
    // just logged out to login once more, with a redirect and a 'no access' message.
    const sentToken = sent ? AxiosHeaders.from(sent.headers).get('Authorization') : undefined;
    const ended = typeof sentToken === 'string' && sentToken !== '' && sentToken !== getToken();
    // Several answers of one expiry arrive together: show and redirect once.
    if (!ended && now - unauthorizedAt > UNAUTHORIZED_WINDOW_MS) {
      unauthorizedAt = now;
      options.notify?.(serverMessage ? { kind: 'error', text: serverMessage } : { kind: 'error', key: 'noAccess' });
      options.onUnauthorized?.(serverMessage);
    }
    throw new WmsError({ kind: 'unauthorized', status: 200, serverMessage, response: body });
  };

  const onFulfilled = async (response: AxiosResponse): Promise<unknown> => {
    if (isOctetStream(response)) {
      const type = String(response.headers['content-type']);
      const blob = await toBlob(response.data, type);
      const filename = filenameFromDisposition(response.headers['content-disposition'] as string | undefined, 'download');
      saveFile(blob, filename);
      const file: DownloadedFile = { downloaded: true, filename, size: blob.size };
      return file;
    }
    let body: unknown = response.data;
    // A body asked for as bytes may still be a JSON envelope (a refusal): read it to see.
    if (body instanceof ArrayBuffer && String(response.headers['content-type'] ?? '').includes('json')) {
      try {
        body = JSON.parse(new TextDecoder().decode(body)) as unknown;
      } catch {
        // Not JSON after all; hand the bytes over as they are.
      }
    }
    if (returnCodeOf(body) === '401') handleUnauthorized(body, response.config);
    return body;
  };

  const onRejected = (error: unknown): never => {
    if (error instanceof WmsError) throw error;
    if (axios.isCancel(error)) throw new WmsError({ kind: 'aborted', cause: error });
    if (error instanceof AxiosError) {
      if (error.response) {
        const body: unknown = error.response.data;
        if (returnCodeOf(body) === '401') handleUnauthorized(body, error.config);
        // A write from a stale read (HTTP 409 with the current record): a typed conflict.
        const conflict = conflictError(body, error.response.status, error);
        if (conflict) throw conflict;
        throw new WmsError({ kind: 'http', status: error.response.status, serverMessage: returnMgrOf(body), response: body, cause: error });
      }
      if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
        throw new WmsError({ kind: 'timeout', cause: error });
      }
      if (error.code === AxiosError.ERR_CANCELED) throw new WmsError({ kind: 'aborted', cause: error });
      throw new WmsError({ kind: 'network', cause: error });
    }
    throw new WmsError({ kind: 'network', cause: error });
  };

  const request = async <T,>(config: AxiosRequestConfig): Promise<T> => {
    let response: AxiosResponse;
    try {
      response = await instance.request(config);
    } catch (error) {
      return onRejected(error);
    }
    return (await onFulfilled(response)) as T;
  };

  return {
    request,
    get: (path, config) => request({ ...config, method: 'GET', url: path }),
    post: (path, data, config) => request({ ...config, method: 'POST', url: path, data }),
    axios: instance,
    options,
    drift: new DriftRegistry(),
  };
}
