import type { TPlatform } from '@notedesk/contract';
import type { Random } from './createRandom';

const pad = (value: number): string => String(value).padStart(2, '0');

/** The yyyymmddhhmm path segment xhs puts in front of an image key (the upload time, UTC+8). */
const xhsStamp = (epochMs: number): string => {
  const shanghai = new Date(epochMs + 8 * 3_600_000);
  return `${shanghai.getUTCFullYear()}${pad(shanghai.getUTCMonth() + 1)}${pad(shanghai.getUTCDate())}${pad(shanghai.getUTCHours())}${pad(shanghai.getUTCMinutes())}`;
};

/**
 * An image or avatar URL shaped like the real CDNs' (sns-webpic-qc.xhscdn.com, p3-pc.douyinpic.com), so the
 * image proxy's host allow-list and referer rules are exercised by the demo. The images do not exist.
 */
export const makeCdnUrl = (
  platform: TPlatform,
  kind: 'image' | 'avatar',
  epochMs: number,
  random: Random,
): string => {
  if (platform === 'xhs') {
    return kind === 'image'
      ? `https://sns-webpic-qc.xhscdn.com/${xhsStamp(epochMs)}/${random.hex(32)}/1040g2sg${random.hex(24)}!nd_dft_wlteh_webp_3`
      : `https://sns-avatar-qc.xhscdn.com/avatar/1040g2jo${random.hex(24)}?imageView2/2/w/120/format/jpg`;
  }
  return kind === 'image'
    ? `https://p3-pc.douyinpic.com/tos-cn-i-0813/${random.hex(32)}~tplv-dy-aweme-images:q75.webp`
    : `https://p3-pc.douyinpic.com/aweme/100x100/aweme-avatar/tos-cn-avt-0015_${random.hex(32)}.jpeg`;
};
