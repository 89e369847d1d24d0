import type { TPlatform } from '@notedesk/contract';
import { LOCATIONS, NICKNAME_CORES, NICKNAME_PREFIXES, NICKNAME_SUFFIXES } from './contentFragments';
import type { Random } from './createRandom';
import { makeCdnUrl } from './makeCdnUrl';
import { makeXhsId } from './makeXhsId';

export type Commenter = { id: string; nickname: string; avatar: string; ipLocation: string };

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DAY_MS = 86_400_000;

/**
 * A platform user who writes a comment: an xhs user id (24 hex, created some years before) or a Douyin
 * sec_uid, a nickname (a fifth keep the platform's default "小红薯…"/"用户…" name) and an IP province.
 */
export const makeCommenter = (platform: TPlatform, epochMs: number, random: Random): Commenter => {
  const defaultName = random.chance(0.2);
  let nickname: string;
  if (defaultName) {
    nickname = platform === 'xhs' ? `小红薯${random.hex(8).toUpperCase()}` : `用户${random.digits(10)}`;
  } else {
    nickname = `${random.pick(NICKNAME_PREFIXES)}${random.pick(NICKNAME_CORES)}${random.pick(NICKNAME_SUFFIXES)}`;
  }
  let id = 'MS4wLjABAAAA';
  if (platform === 'xhs') {
    id = makeXhsId(epochMs - random.int(30, 2_000) * DAY_MS, random);
  } else {
    for (let index = 0; index < 44; index += 1) id += BASE64URL[random.int(0, 63)];
  }
  return {
    id,
    nickname,
    avatar: makeCdnUrl(platform, 'avatar', epochMs, random),
    ipLocation: random.weighted(LOCATIONS, ([, weight]) => weight)[0],
  };
};
