import { createHmac } from 'node:crypto';

/**
 * The signature a Feishu custom bot with "signature verification" on expects: HMAC-SHA256 keyed with
 * `timestamp + "\n" + secret` over an empty message, base64 (Feishu's documented recipe). `timestamp` is
 * in seconds, as a string; Feishu refuses one more than an hour away from its clock.
 */
export const feishuBotSign = (timestamp: string, secret: string): string =>
  createHmac('sha256', `${timestamp}\n${secret}`).update('').digest('base64');
