import type { TPlatform } from './domain';

/** The sites a note's link may point to: the platform's own (and its share-link host), nothing else. */
export const PLATFORM_LINK_HOSTS: Readonly<Record<TPlatform, readonly string[]>> = {
  xhs: ['xiaohongshu.com', 'xhslink.com'],
  dy: ['douyin.com', 'iesdouyin.com'],
};

/** Whitespace or control characters: browsers drop some of them while parsing, so a link never has any. */
const hasBlankOrControl = (text: string): boolean =>
  /\s/.test(text) ||
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });

/**
 * Whether `link` is an http(s) URL on one of the platform's hosts (or a subdomain of one), with no user
 * name or password. The server stores only such links and the web renders only such links, so a stored
 * `javascript:` or look-alike host (`xiaohongshu.com.evil.example`) never becomes a clickable link.
 */
export const isPlatformLink = (platform: TPlatform, link: string): boolean => {
  if (link === '' || hasBlankOrControl(link)) return false;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return PLATFORM_LINK_HOSTS[platform].some((domain) => host === domain || host.endsWith(`.${domain}`));
};

/** A note's own page on its platform: what is stored when a crawler sends no link, or one that is not the platform's. */
export const platformNoteLink = (platform: TPlatform, noteId: string): string =>
  platform === 'dy'
    ? `https://www.douyin.com/video/${encodeURIComponent(noteId)}`
    : `https://www.xiaohongshu.com/explore/${encodeURIComponent(noteId)}`;

/**
 * The link to send for a stored note: its own link when that is the platform's, else its page on the platform.
 * Entry refuses other links and migration 0014 replaced the old ones; this keeps any row written around them
 * (by hand, by an older process still running) from reaching a client as a `javascript:` link.
 */
export const sentNoteLink = (platform: TPlatform, noteId: string, link: string): string =>
  link === '' || isPlatformLink(platform, link) ? link : platformNoteLink(platform, noteId);
