import type { TPlatform, TRole } from '@notedesk/contract';

/** The fictional skincare brand every fresh install starts with. Everything here is invented. */
export const DEMO_TENANT_NAME = '栖溪护肤 Qixi Skincare';

/** A demo user's basic profile as the user-settings page edits it (country: ISO alpha-2; area: 6-digit city code). */
export type DemoUserProfile = { email: string; nickname: string; country: string; area: string };

export const DEMO_USERS: ReadonlyArray<{
  username: string;
  password: string;
  role: TRole;
  fullName: string;
  /** The user-settings profile (spec §5: email, nickname, country/region and area are required there). */
  profile: DemoUserProfile;
}> = [
  {
    username: 'demo-admin',
    password: 'Admin123',
    role: 'admin',
    fullName: '林晓 Lin Xiao',
    profile: { email: 'lin.xiao@qixi.example', nickname: '林晓', country: 'CN', area: '320500' },
  },
  {
    username: 'demo-manager',
    password: 'Manager123',
    role: 'manager',
    fullName: '周敏 Zhou Min',
    profile: { email: 'zhou.min@qixi.example', nickname: '周敏', country: 'CN', area: '330100' },
  },
  {
    username: 'demo-worker',
    password: 'Worker123',
    role: 'worker',
    fullName: '陈宇 Chen Yu',
    profile: { email: 'chen.yu@qixi.example', nickname: '陈宇', country: 'CN', area: '440300' },
  },
];

export type DemoProductLine = {
  name: string;
  products: Array<{ name: string; displayName: string; keywords: string[] }>;
};
export type DemoBrand = {
  name: string;
  displayName: string;
  isOwn: boolean;
  keywords: string[];
  lines: DemoProductLine[];
};

export const DEMO_BRANDS: readonly DemoBrand[] = [
  {
    name: '栖溪',
    displayName: '栖溪 Qixi',
    isOwn: true,
    keywords: ['栖溪', 'qixi', '栖溪护肤'],
    lines: [
      {
        name: '修护系列',
        products: [
          { name: '积雪草修护精华', displayName: '积雪草修护精华', keywords: ['积雪草精华', '修护精华'] },
          { name: '神经酰胺面霜', displayName: '神经酰胺面霜', keywords: ['神经酰胺面霜', '屏障面霜'] },
        ],
      },
      {
        name: '清洁系列',
        products: [
          { name: '氨基酸洁面', displayName: '氨基酸洁面乳', keywords: ['氨基酸洁面', '洗面奶'] },
          { name: '温和卸妆油', displayName: '温和卸妆油', keywords: ['卸妆油'] },
        ],
      },
      {
        name: '防晒系列',
        products: [{ name: '清透防晒乳', displayName: '清透防晒乳 SPF50+', keywords: ['防晒乳', '防晒霜'] }],
      },
    ],
  },
  {
    name: '雾岚',
    displayName: '雾岚 Wulan',
    isOwn: false,
    keywords: ['雾岚', 'wulan'],
    lines: [
      {
        name: '精华系列',
        products: [{ name: '雾岚烟酰胺精华', displayName: '烟酰胺美白精华', keywords: ['烟酰胺精华'] }],
      },
    ],
  },
  {
    name: '初沐',
    displayName: '初沐 Chumu',
    isOwn: false,
    keywords: ['初沐', 'chumu'],
    lines: [
      {
        name: '面霜系列',
        products: [{ name: '初沐保湿面霜', displayName: '玻尿酸保湿面霜', keywords: ['保湿面霜'] }],
      },
    ],
  },
];

export const DEMO_CATEGORY_KEYWORDS: readonly string[] = [
  '敏感肌护肤',
  '修护精华',
  '平价防晒',
  '干皮面霜',
  '洁面推荐',
];

export const DEMO_ACCOUNTS: ReadonlyArray<{ platform: TPlatform; accountId: string; nickname: string }> = [
  { platform: 'xhs', accountId: '5f1c2a9b000000000101d7a3', nickname: '栖溪护肤官方' },
  { platform: 'xhs', accountId: '60a7d3e4000000000100b2c8', nickname: '栖溪护肤研究所' },
  { platform: 'dy', accountId: 'MS4wLjABAAAAqixi_official_dy', nickname: '栖溪护肤旗舰店' },
];
