import { ERROR_CODES, PATHS, RELOGIN_CODES } from '@notedesk/contract';
import axios, { type AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { cleanQuery } from './cleanQuery';
import { HttpError } from './HttpError';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller handles the failure itself (login form, logout): no message, no re-login dialog. */
    silent?: boolean;
    /**
     * The fields the caller's form shows: a refusal naming one of them (the body's `field`) is left to the
     * form to show on that field (see showFieldError), not shown as a message.
     */
    formFields?: readonly string[];
  }
}

/** Spec §7/§9 request timeouts. */
export const DEFAULT_TIMEOUT_MS = 3_000_000;
export const CONTENT_COMMENTS_TIMEOUT_MS = 180_000;
/** The profile calls answer the start-up check, whose failure already sends the user to login. */
const NO_RELOGIN_DIALOG_PATHS: readonly string[] = [PATHS.account.info, PATHS.account.me];

export type HttpUi = {
  /** Shows an error message for 5 s (spec §8). */
  showError: (text: string) => void;
  /** Opens the "Confirm logout" dialog; resolves when it closes. */
  confirmRelogin: () => Promise<void>;
};

export type HttpTexts = { error: () => string; requestError: () => string };

export type HttpClientOptions = {
  baseURL?: string;
  getToken: () => string | null;
  getLanguage: () => string;
  ui: HttpUi;
  texts: HttpTexts;
  adapter?: AxiosRequestConfig['adapter'];
};

export type HttpClient = {
  axios: AxiosInstance;
  /** GET with blank query values dropped; resolves to the envelope's `data` (or the body as is). */
  get: <T>(url: string, params?: object, config?: AxiosRequestConfig) => Promise<T>;
  post: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) => Promise<T>;
};

type Envelope = { code: unknown; msg?: unknown; data?: unknown };

const hasCode = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && 'code' in body;

const pathOf = (url: string | undefined): string => (url ?? '').split('?')[0] ?? '';

/** The axios client of spec §7/§8: auth header, query cleaning, timeouts, envelope and error rules. */
/** The `field` a failure body names, if any. */
const fieldOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'field' in body && typeof body.field === 'string'
    ? body.field
    : undefined;

/** Whether the caller's form shows this refused field itself. */
const onForm = (config: AxiosRequestConfig | undefined, field: string | undefined): boolean =>
  field !== undefined && (config?.formFields?.includes(field) ?? false);

export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: DEFAULT_TIMEOUT_MS,
    adapter: options.adapter,
  });
  // One dialog at a time: several calls usually fail together when a token expires.
  let reloginDialogOpen = false;

  const askToRelogin = (url: string | undefined, code: unknown): void => {
    if (typeof code !== 'number' || !RELOGIN_CODES.includes(code)) return;
    if (NO_RELOGIN_DIALOG_PATHS.includes(pathOf(url)) || reloginDialogOpen) return;
    reloginDialogOpen = true;
    void options.ui.confirmRelogin().finally(() => {
      reloginDialogOpen = false;
    });
  };

  instance.interceptors.request.use((config) => {
    const token = options.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('Accept-Language', options.getLanguage());
    if ((config.method ?? 'get').toLowerCase() === 'get') config.params = cleanQuery(config.params);
    if (pathOf(config.url).startsWith(PATHS.comments.list)) config.timeout = CONTENT_COMMENTS_TIMEOUT_MS;
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      const body: unknown = response.data;
      if (typeof body === 'string' || !hasCode(body) || body.code === ERROR_CODES.ok) return response;
      const message = typeof body.msg === 'string' && body.msg ? body.msg : options.texts.error();
      const field = fieldOf(body);
      if (!response.config.silent && !onForm(response.config, field)) {
        options.ui.showError(message);
        askToRelogin(response.config.url, body.code);
      }
      return Promise.reject(
        new HttpError(message, response.status, Number(body.code), message, undefined, field),
      );
    },
    (error: AxiosError) => {
      const body: unknown = error.response?.data;
      const detail =
        typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string'
          ? body.detail
          : '';
      const message = detail || options.texts.requestError();
      const code = hasCode(body) ? Number(body.code) : undefined;
      const field = fieldOf(body);
      if (!error.config?.silent && !onForm(error.config, field)) {
        options.ui.showError(message);
        if (error.response?.status === 401) askToRelogin(error.config?.url, code);
      }
      const data = hasCode(body) ? body.data : undefined;
      return Promise.reject(new HttpError(message, error.response?.status, code, detail, data, field));
    },
  );

  const unwrap = (body: unknown) => (hasCode(body) ? body.data : body);
  return {
    axios: instance,
    get: async <T>(url: string, params?: object, config?: AxiosRequestConfig) =>
      unwrap((await instance.get(url, { ...config, params })).data) as T,
    post: async <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
      unwrap((await instance.post(url, body, config)).data) as T,
  };
};
