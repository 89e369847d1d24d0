/** What a compliance rule guards against. */
export type ComplianceKind =
  | 'absolute_claim'
  | 'medical_claim'
  | 'phone'
  | 'wechat'
  | 'qq'
  | 'email'
  | 'link';

export type ComplianceRule = {
  kind: ComplianceKind;
  pattern: RegExp;
  /** The wording put in its place ('' removes it). */
  replacement: string;
};

/** Contact data is never echoed back in the change report; claims are (staff should see the wording). */
export const CONTACT_KINDS: ReadonlySet<ComplianceKind> = new Set(['phone', 'wechat', 'qq', 'email', 'link']);

/** A lead-in such as "加我微信" / "联系电话：" that goes with the contact it introduces. */
const LEAD_IN = '(?:(?:请|可以|欢迎)?(?:加|添加|联系|拨打|致电|打|call)(?:我|我们|小助手|客服)?(?:的)?)?';

/**
 * China's advertising law bans absolute terms, and cosmetics may not claim medical effects. Contact
 * details and links may not be posted in public replies (platform rules): they are removed, and a lead-in
 * becomes "私信" so the sentence still reads. Longer phrases come first so they win over their parts.
 */
export const COMPLIANCE_RULES: readonly ComplianceRule[] = [
  // Contact data.
  {
    kind: 'email',
    pattern: new RegExp(`${LEAD_IN}(?:邮箱|email|e-mail)?[:：\\s]*[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+`, 'gi'),
    replacement: '私信',
  },
  {
    kind: 'link',
    pattern:
      /(?:https?:\/\/|www\.)[^\s，。！？、）)】]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|cn|net|org|cc|top|io|me|shop|vip|link)(?:\/[^\s，。！？、）)】]*)?/gi,
    replacement: '',
  },
  {
    kind: 'wechat',
    pattern: new RegExp(
      `${LEAD_IN}(?:微信号?|威信|薇信|v信|vx|wx|weixin|wechat|v(?=\\s*[:：]))\\s*(?:号)?[:：\\s]*[a-zA-Z][-_a-zA-Z0-9]{5,19}`,
      'gi',
    ),
    replacement: '私信',
  },
  {
    kind: 'qq',
    pattern: new RegExp(`${LEAD_IN}(?:qq|扣扣)(?:号)?[:：\\s]*\\d{5,11}`, 'gi'),
    replacement: '私信',
  },
  {
    kind: 'phone',
    pattern: new RegExp(
      `${LEAD_IN}(?:电话|手机|热线|tel)?[:：\\s]*(?:(?:\\+?86[-\\s]?)?1[3-9]\\d[-\\s]?\\d{4}[-\\s]?\\d{4}|400[-\\s]?\\d{3}[-\\s]?\\d{4}|0\\d{2,3}-\\d{7,8})(?!\\d)`,
      'gi',
    ),
    replacement: '私信',
  },
  // Medical claims.
  { kind: 'medical_claim', pattern: /无副作用|零副作用|没有副作用/g, replacement: '温和' },
  { kind: 'medical_claim', pattern: /根治|治愈|包治/g, replacement: '改善' },
  { kind: 'medical_claim', pattern: /药用|医用|处方级?/g, replacement: '' },
  { kind: 'medical_claim', pattern: /药妆/g, replacement: '护肤品' },
  { kind: 'medical_claim', pattern: /药效|疗效/g, replacement: '效果' },
  { kind: 'medical_claim', pattern: /治疗/g, replacement: '护理' },
  { kind: 'medical_claim', pattern: /消炎|杀菌|抗菌/g, replacement: '舒缓' },
  // Absolute claims.
  { kind: 'absolute_claim', pattern: /100\s*%|百分之百|百分百/g, replacement: '' },
  {
    kind: 'absolute_claim',
    pattern: /(?:全网|全国|全球|世界|行业|销量)?第一(?![次时步天个眼批周瓶件条口遍句])(?:名|品牌)?/g,
    replacement: '领先',
  },
  { kind: 'absolute_claim', pattern: /史上最|最最/g, replacement: '' },
  // "最好先停用" is advice ("better stop using it"), not a claim.
  {
    kind: 'absolute_claim',
    pattern:
      /(?:全网|全国|全球|世界|行业)?最好(?!先|不要|别|还是|能|可以|在|停|咨询|找|联系|私信|及时)|(?:全网|全国|全球|世界|行业)?(?:最佳|最棒)/g,
    replacement: '很好',
  },
  { kind: 'absolute_claim', pattern: /最强|最有效|最安全/g, replacement: '出色' },
  { kind: 'absolute_claim', pattern: /最便宜|最低价/g, replacement: '优惠' },
  { kind: 'absolute_claim', pattern: /国家级|顶级|极品/g, replacement: '优质' },
  { kind: 'absolute_claim', pattern: /绝对|万能|永久|零风险/g, replacement: '' },
  { kind: 'absolute_claim', pattern: /唯一|首选/g, replacement: '值得考虑' },
];
