/**
 * The one allow-list of image CDN hosts, by host suffix, with the Referer each CDN expects: their
 * hotlink protection answers 403 to requests without their own site as the referer.
 */
const CDN_REFERERS: ReadonlyArray<readonly [suffix: string, referer: string]> = [
  ['.xhscdn.com', 'https://www.xiaohongshu.com/'],
  ['.xhscdn.net', 'https://www.xiaohongshu.com/'],
  ['.douyinpic.com', 'https://www.douyin.com/'],
  ['.byteimg.com', 'https://www.douyin.com/'],
  ['.douyincdn.com', 'https://www.douyin.com/'],
];

/**
 * Lower-case DNS labels only: no port, userinfo, IP literal (v6 has colons, v4 ends in a digit label that no
 * suffix matches), percent-escape or upper-case spelling can reach the suffix test.
 */
const HOST_NAME = /^(?!-)[a-z0-9-]{1,63}(?:\.(?!-)[a-z0-9-]{1,63})+$/;

/** The Referer to send to `host`, or undefined when `host` is not an allow-listed image CDN. */
export const cdnReferer = (host: string): string | undefined => {
  if (host.length > 253 || !HOST_NAME.test(host)) return undefined;
  return CDN_REFERERS.find(([suffix]) => host.endsWith(suffix))?.[1];
};
