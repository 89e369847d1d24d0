import { describe, expect, it } from 'vitest';
import { isAllowedImageHost, proxyImagePath } from '../proxyImagePath';

describe('proxyImagePath', () => {
  it.each([
    [
      'https://sns-webpic-qc.xhscdn.com/202405011230/abc/1040g2sg31!nd_dft_wlteh_webp_3',
      '/images/sns-webpic-qc.xhscdn.com/202405011230/abc/1040g2sg31!nd_dft_wlteh_webp_3',
    ],
    [
      'https://sns-avatar-qc.xhscdn.com/avatar/1040g2jo?imageView2/2/w/120/format/jpg',
      '/images/sns-avatar-qc.xhscdn.com/avatar/1040g2jo?imageView2/2/w/120/format/jpg',
    ],
    [
      'https://p3-pc.douyinpic.com/tos-cn-i-0813/abc~tplv-dy-aweme-images:q75.webp',
      '/images/p3-pc.douyinpic.com/tos-cn-i-0813/abc~tplv-dy-aweme-images:q75.webp',
    ],
    ['http://p9-sign.byteimg.com/a.jpeg', '/images/p9-sign.byteimg.com/a.jpeg'],
    ['//sns-img-bd.xhscdn.com/x.jpg', '/images/sns-img-bd.xhscdn.com/x.jpg'],
    ['https://SNS-WEBPIC-QC.XHSCDN.COM/Case.jpg', '/images/sns-webpic-qc.xhscdn.com/Case.jpg'],
  ])('%s → %s', (url, path) => {
    expect(proxyImagePath(url)).toBe(path);
  });

  it.each([
    ['https://sns-na-i6.xhscdn.net/a.jpg', '/images-na/sns-na-i6.xhscdn.net/a.jpg'],
    ['https://sns-na-i6.xhscdn.com/a.jpg', '/images-na/sns-na-i6.xhscdn.com/a.jpg'],
    ['https://p16-na.douyinpic.com/a.jpg', '/images-na/p16-na.douyinpic.com/a.jpg'],
  ])('overseas host %s → %s', (url, path) => {
    expect(proxyImagePath(url)).toBe(path);
  });

  it.each([
    ['', 'empty'],
    ['not a url', 'garbage'],
    ['https://example.com/a.jpg', 'another site'],
    ['https://xhscdn.com.evil.example/a.jpg', 'allow-listed name as a prefix'],
    ['https://evilxhscdn.com/a.jpg', 'suffix without the dot'],
    ['https://127.0.0.1/a.jpg', 'IP literal'],
    ['ftp://sns-webpic-qc.xhscdn.com/a.jpg', 'another scheme'],
    ['javascript:alert(1)//sns-webpic-qc.xhscdn.com/a.jpg', 'script URL'],
    ['data:image/png;base64,AAAA', 'data URL'],
  ])('%s (%s) → dropped', (url) => {
    expect(proxyImagePath(url)).toBe('');
  });

  it('drops a port and userinfo instead of carrying them to the proxy', () => {
    expect(proxyImagePath('https://user:pw@sns-webpic-qc.xhscdn.com:8443/a.jpg')).toBe(
      '/images/sns-webpic-qc.xhscdn.com/a.jpg',
    );
  });
});

describe('isAllowedImageHost', () => {
  it.each(['sns-webpic-qc.xhscdn.com', 'sns-na-i6.xhscdn.net', 'p3-pc.douyinpic.com', 'p9.byteimg.com'])(
    'allows %s',
    (host) => {
      expect(isAllowedImageHost(host)).toBe(true);
    },
  );

  it.each([
    'xhscdn.com',
    '.xhscdn.com',
    'SNS-WEBPIC-QC.XHSCDN.COM',
    'sns-webpic-qc.xhscdn.com:443',
    'user@sns-webpic-qc.xhscdn.com',
    'evil.com/.xhscdn.com',
    'a..xhscdn.com',
    '-a.xhscdn.com',
    'sns%2ewebpic.xhscdn.com',
    '127.0.0.1',
    '[::1]',
    'example.com',
  ])('refuses %s', (host) => {
    expect(isAllowedImageHost(host)).toBe(false);
  });
});
