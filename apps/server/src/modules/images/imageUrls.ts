import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { forbidden } from '../../http/AppError';
import { proxyImagePath } from './proxyImagePath';

export type ImageUrls = {
  /** A CDN image URL → its signed proxy URL, or '' when the proxy would not fetch it. */
  rewrite: (cdnUrl: string) => string;
  /** An unsigned proxy path (from proxyImagePath) → the same path, signed. */
  sign: (proxyPath: string) => string;
  /**
   * A requested proxy URL (raw, as received) → the proxy path it signs; 403 when the signature is missing,
   * does not match, or has expired.
   */
  verify: (requestUrl: string) => string;
};

/** Keeps this key apart from every other use of the server's secret (tokens are signed with the secret itself). */
const KEY_LABEL = 'notedesk: image proxy URL signature v1';
const DAY_SECONDS = 24 * 60 * 60;
/** HMAC-SHA256 cut to 128 bits (as RFC 2104 allows): far beyond guessing, and 22 characters per URL in lists. */
const SIGNATURE_BYTES = 16;
/**
 * Our parameters go last and carry a prefix of their own: the CDN's query stays in front of them unchanged
 * (Douyin's signed image URLs carry an `s=` and `x-signature=` that the CDN checks).
 */
const SIGNED = /^(.+)([?&])nd_exp=(\d{1,12})&nd_sig=([\w-]{22})$/s;

/**
 * Signed image URLs: `<proxy path>?nd_exp=<unix seconds>&nd_sig=<base64url HMAC over the expiry and the whole
 * proxy path, so its host, path and the CDN's query>`. The proxy serves only these, so it fetches and caches
 * only images the API handed to someone logged in, not every URL a stranger makes up.
 */
export const createImageUrls = (options: { secret: string; now: () => number }): ImageUrls => {
  const key = Buffer.from(hkdfSync('sha256', options.secret, '', KEY_LABEL, 32));
  /** base64url, 22 characters (compared as text: decoding would accept other spellings of the last one). */
  const mac = (expiry: number, path: string): string =>
    createHmac('sha256', key)
      .update(`${expiry}\n${path}`)
      .digest()
      .subarray(0, SIGNATURE_BYTES)
      .toString('base64url');
  const separatorOf = (path: string): string => (path.includes('?') ? '&' : '?');

  const sign = (path: string): string => {
    // Rounded up to a day boundary, plus a day: the same image keeps the same URL all day, so the browser's
    // cache (the proxy answers max-age of a year) and the list answers stay the same through the day, and a
    // link handed out just before midnight still lives a day (every link lives 24 to 48 hours).
    const today = Math.floor(options.now() / 1000 / DAY_SECONDS) * DAY_SECONDS;
    const expiry = today + 2 * DAY_SECONDS;
    return `${path}${separatorOf(path)}nd_exp=${expiry}&nd_sig=${mac(expiry, path)}`;
  };

  return {
    sign,
    rewrite: (cdnUrl) => {
      const path = proxyImagePath(cdnUrl);
      return path ? sign(path) : '';
    },
    verify: (requestUrl) => {
      const match = SIGNED.exec(requestUrl);
      const [, path = '', separator, expiryText = '', signature = ''] = match ?? [];
      const expiry = Number(expiryText);
      const canonical = match !== null && separator === separatorOf(path) && String(expiry) === expiryText;
      // The regex admits only 22 ASCII characters, the length of every signature we make.
      if (!canonical || !timingSafeEqual(Buffer.from(signature), Buffer.from(mac(expiry, path)))) {
        throw forbidden('imageLinkInvalid');
      }
      if (expiry * 1000 <= options.now()) throw forbidden('imageLinkExpired');
      return path;
    },
  };
};
