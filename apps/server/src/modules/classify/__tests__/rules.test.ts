import { describe, expect, it } from 'vitest';
import { createLexiconMatcher } from '../lexiconMatcher';
import { matchRules } from '../rules';
import { sentimentLexicon } from '../sentimentLexicon';

const lexicon = createLexiconMatcher(sentimentLexicon());
const rules = (text: string) => matchRules(text, lexicon(text));

describe('rule layer', () => {
  it('a price, link or where-to-buy question is a purchase-consultation lead', () => {
    for (const text of ['这个多少钱呀', '求链接', '在哪买的姐妹', '小黄车有吗', '同问价格', '求价格[doge]']) {
      expect(rules(text), text).toMatchObject({ cls_type: 1, content_type: 'purchase_consultation' });
    }
  });

  it('a phone number is contact spam; a tagged friend with the platform default nickname (用户 + 10 digits) is not', () => {
    expect(rules('有需要的联系13912345678').fired).toContain('spam_contact');
    expect(rules('加我 139 1234 5678 发你小样').fired).toContain('spam_contact');
    expect(rules('@用户1899504611 快来看').spam).toBeUndefined();
    expect(rules('你之前说的是这个吗 @用户2035561122').spam).toBeUndefined();
  });

  it('"already ordered" is a purchase-intention lead, unless it is a complaint', () => {
    expect(rules('已下单，坐等收货')).toMatchObject({ cls_type: 1, content_type: 'purchase_intention' });
    expect(rules('已下单一周了还没发货，太慢了').cls_type).toBeUndefined();
  });

  it('a reported skin reaction is adaptation, a question about one is not', () => {
    expect(rules('用了三天烂脸了')).toMatchObject({ cls_type: 0, negType: 'adaptation' });
    expect(rules('敏感肌会不会过敏啊').negType).toBeUndefined();
    expect(rules('用了一个月不过敏不刺痛').negType).toBeUndefined();
    expect(rules('闭口都消了，爱了爱了').cls_type).toBeUndefined();
    expect(rules('用了两周痘痘慢慢下去了').negType).toBeUndefined();
    expect(rules('刚开始有点刺痛，两天后就好了，现在皮肤超稳').negType).toBeUndefined();
    expect(rules('宝子这个闷痘不').negType).toBeUndefined();
    expect(rules('以前用别的老过敏，换了这个就稳了').negType).toBeUndefined();
  });

  it('a reaction denied in the same clause, gone, asked about, or blamed on another product is no adaptation', () => {
    expect(rules('家里人都用了一个月，没有一个人说过敏').negType).toBeUndefined();
    expect(rules('额头的闭口用了两周少了好多').negType).toBeUndefined();
    expect(rules('这个用了会不会长闭口').negType).toBeUndefined();
    expect(rules('之前那瓶我用完泛红，这个完全没有').negType).toBeUndefined();
    expect(rules('过敏体质，用了三个月都没出问题').negType).toBeUndefined();
    // Still reported: the reaction came after all (就), or a skin type is named beside it.
    expect(rules('没用几天就过敏了')).toMatchObject({ cls_type: 0, negType: 'adaptation' });
    expect(rules('敏感肌用了直接烂脸')).toMatchObject({ cls_type: 0, negType: 'adaptation' });
  });

  it("a question about the blogger's things is other (100) unless a product is named", () => {
    const noProduct = (text: string) => matchRules(text, lexicon(text), false);
    expect(noProduct('博主的发夹在哪买的？')).toMatchObject({ cls_type: 100, content_type: 'non_product' });
    expect(noProduct('背景那个台灯求链接')).toMatchObject({ cls_type: 100 });
    expect(rules('博主用的这款面霜在哪买')).toMatchObject({
      cls_type: 1,
      content_type: 'purchase_consultation',
    });
    // A complaint about the blogger that says 什么 is no question about props.
    expect(noProduct('这主播收了钱什么都吹').cls_type).not.toBe(100);
  });

  it('asking whether it fits them is a product question, unless it already happened', () => {
    for (const text of ['混干皮冬天用这个面霜会不会闷痘？', '晒伤了还能抹这个精华吗', '孕期可以用吗']) {
      expect(rules(text), text).toMatchObject({ cls_type: 1, content_type: 'product_consultation' });
    }
    expect(rules('用完脸上全是红点，会不会是过敏？').cls_type).not.toBe(1);
  });

  it('拍 as in photographing is no purchase', () => {
    expect(rules('今天拍了三百张，选片选到眼花').cls_type).toBeUndefined();
    expect(rules('太会拍了吧').cls_type).toBeUndefined();
    expect(rules('刚拍了两瓶')).toMatchObject({ cls_type: 1, content_type: 'purchase_intention' });
  });

  it('refunds, delivery and customer service are service, if the comment is negative', () => {
    expect(rules('退款三天了没人处理')).toMatchObject({ negType: 'service' });
    expect(rules('退款三天了没人处理').cls_type).toBeUndefined();
  });

  it('fakes are brand reputation, insults are flame, 智商税 is a price complaint', () => {
    expect(rules('买到假货了')).toMatchObject({ cls_type: 0, negType: 'brand_reputation' });
    expect(rules('傻逼吧你')).toMatchObject({ cls_type: 0, negType: 'flame', content_type: 'non_product' });
    expect(rules('你个sb')).toMatchObject({ negType: 'flame' });
    expect(rules('楼上脑子进水了吧')).toMatchObject({ cls_type: 0, negType: 'flame' });
    expect(rules('标题党退退退')).toMatchObject({
      cls_type: 0,
      negType: 'content',
      content_type: 'non_product',
    });
    expect(rules('纯纯智商税')).toMatchObject({ cls_type: 0, negType: 'price' });
  });

  it('lexicon: a lukewarm verdict on the blogger counts as negative, words inside other words do not', () => {
    expect(lexicon('博主皮肤状态也没多好啊').negative).toBe(1);
    expect(lexicon('包装很精致，安装也简单').negative).toBe(0);
    // 好用到哭 is praise: it outweighs the crying emoji.
    const praise = lexicon('好用到哭[哭惹R]空瓶了');
    expect(praise.positive).toBeGreaterThan(praise.negative);
  });

  it('lexicon: a negator reaches its word over a filler (没有那种刺鼻), and the denied span is given', () => {
    const denied = lexicon('没有那种刺鼻的香精味');
    expect(denied).toMatchObject({ positive: 1, negative: 0 });
    // negator start, term end, polarity after the flip
    expect(denied.denied).toEqual([0, 6, 1]);
    expect(lexicon('脸没晒红')).toMatchObject({ positive: 1, negative: 0 });
    expect(lexicon('这味道刺鼻').negative).toBe(1);
  });

  it('a strong smell (太冲了) is no purchase, what the blogger was paid is no price question', () => {
    expect(rules('味道太冲了，开盖就想吐').cls_type).toBeUndefined();
    expect(rules('冲了冲了，已加购')).toMatchObject({ cls_type: 1, content_type: 'purchase_intention' });
    expect(rules('博主收了多少钱这么夸')).toMatchObject({ cls_type: 0, negType: 'blogger' });
    expect(rules('这个多少钱')).toMatchObject({ cls_type: 1 });
  });

  it('a rejection takes the let-down it names; 假的 alone is no counterfeit', () => {
    expect(rules('效果一般，不会回购')).toMatchObject({ cls_type: 0, negType: 'effect' });
    expect(rules('性价比太低了，不会回购')).toMatchObject({ cls_type: 0, negType: 'price' });
    expect(rules('再也不买这个牌子了')).toMatchObject({ cls_type: 0, negType: 'brand_reputation' });
    expect(rules('评论一看就是假的').negType).not.toBe('brand_reputation');
    expect(rules('买到的这瓶是假的')).toMatchObject({ negType: 'brand_reputation' });
  });

  it('下次不买了 and 再也不用了 are a customer leaving; 再也不用担心 is none (round 9)', () => {
    expect(rules('洗完头皮一直痒 下次不买了').fired).toContain('rejection');
    expect(rules('抹完脸上起一层皮，再也不用了').fired).toContain('rejection');
    expect(rules('有了这个再也不用担心出门晒黑').fired).not.toContain('rejection');
  });

  it('ads blamed on the blogger are a blogger complaint, on the brand marketing', () => {
    expect(rules('这博主现在接广告接疯了')).toMatchObject({ negType: 'blogger' });
    expect(rules('满屏水军，营销过度')).toMatchObject({ negType: 'marketing' });
  });

  it('colloquial product questions (能X不, 管用吗, 能不能一起抹, 算温和吗, 哪个更友好) are product questions', () => {
    for (const text of [
      '这个面霜能去红血丝不',
      '白天要擦防晒 这个能不能一起抹',
      '熬夜脸黄 这精华管用吗',
      '这支洗面奶算温和吗',
      '水乳和面霜哪个对干皮更友好',
    ]) {
      expect(rules(text), text).toMatchObject({ cls_type: 1, content_type: 'product_consultation' });
    }
    // 只能用 is a count, not a question whether it fits.
    expect(rules('一管只能用十来次 这也太少了吧').fired).not.toContain('fit_question');
  });

  it('a wish put as a condition to buy, or waiting for a sale or payday, is a lead; a review that advises it is not', () => {
    expect(rules('要是出个旅行装 我马上买')).toMatchObject({
      cls_type: 1,
      content_type: 'customer_requirement',
    });
    expect(rules('出小罐装吧 出了我第一时间冲')).toMatchObject({ cls_type: 1 });
    expect(rules('等发工资再入')).toMatchObject({ cls_type: 1, content_type: 'purchase_intention' });
    expect(rules('等它打折了再说')).toMatchObject({ cls_type: 1, content_type: 'purchase_intention' });
    const review = '用了一个多月 保湿可以 味道淡 上妆不搓泥 就是价格有点高 预算少的可以等活动再买';
    expect(rules(review).fired).not.toContain('wish_to_buy');
    expect(rules('刚买完第二天就降价了')).toMatchObject({ negType: 'price' });
  });

  it('已拍, 落单 and 帮我下单 are purchase reports', () => {
    expect(rules('已拍 两支')).toMatchObject({ cls_type: 1, content_type: 'purchase_intention' });
    expect(rules('叫表姐帮我落单两罐')).toMatchObject({ cls_type: 1, content_type: 'purchase_intention' });
    expect(rules('已拍照片发群里了').cls_type).toBeUndefined();
  });

  it("someone else's complaint quoted to rebut it is not the commenter's complaint", () => {
    expect(rules('有人说这个会闷痘 我用了两个月没事').negType).not.toBe('adaptation');
    expect(rules('同事都说是智商税 我觉得还行').cls_type).not.toBe(0);
    expect(rules('网上说是假货 我对着防伪码查了不像').cls_type).toBeUndefined();
    // Said by the commenter, it still is.
    expect(rules('用了两个月闷痘了')).toMatchObject({ cls_type: 0, negType: 'adaptation' });
  });

  it('刺痒 after use is a reaction; one gone (感觉没了, 没再长过) is not', () => {
    expect(rules('抹完两颊刺痒')).toMatchObject({ cls_type: 0, negType: 'adaptation' });
    expect(rules('用了一周 那种刺痛的感觉没了')).not.toMatchObject({ negType: 'adaptation' });
    expect(rules('换成这个以后没再长过闭口')).not.toMatchObject({ negType: 'adaptation' });
  });

  it('a reaction gone since (红斑消退, 很久没犯) or a skin type described is no adaptation; one back again is', () => {
    expect(rules('脖子上的红疹差不多消退了')).not.toMatchObject({ negType: 'adaptation' });
    expect(rules('以前一到秋天就发痒 今年用了这个很久没犯')).not.toMatchObject({ negType: 'adaptation' });
    expect(rules('像我这种鼻翼一吹风就泛红的')).not.toMatchObject({ negType: 'adaptation' });
    expect(rules('闭口好了几天 一停就又长闭口')).toMatchObject({ cls_type: 0, negType: 'adaptation' });
  });

  it('spam: job ads with 包吃住, 代写/代运营/涨粉 offers, 看头像 and 进群 lures; 代购 denied or compared is not', () => {
    for (const text of [
      '火锅店招传菜员 包吃住 有意私信',
      '想做副业的宝子看头像',
      '专业代写 代运营 涨粉快',
      '新人福利 进宝妈群领券',
      '周末团建缺人 来的扣1',
    ]) {
      expect(rules(text).spam, text).toBe(true);
    }
    expect(rules('这回不代购了 直接官方店买').spam).toBeUndefined();
    expect(rules('店员连代购和专柜的区别都讲不明白').spam).toBeUndefined();
    expect(rules('我们部门想团一波 有内部价吗')).toMatchObject({
      cls_type: 1,
      content_type: 'purchase_consultation',
    });
  });

  it('contact spam in disguise: keycap or full-width digits, ids after 加我 / 私我, 绿泡泡; warnings and 私信 questions are not', () => {
    const normalized = (text: string) => rules(text.normalize('NFKC').toLowerCase());
    for (const text of [
      '要样品的戳我 1️⃣3️⃣9️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣8️⃣',
      'ｖｘ：ｍｅｉｍｅｉ２０２６',
      '想了解的加我 tt_beauty88',
      '绿泡泡🫧 lucky0715 备注护肤',
      '号码幺三九一二三四五六七八',
      '电话 139.1234.5678 随时问',
    ]) {
      expect(normalized(text).spam, text).toBe(true);
    }
    for (const text of [
      '姐妹私信你了 看一下',
      '博主能私我一下链接吗',
      '加vc的精华是不是更适合油皮',
      '别信评论区加微信送小样的 都是骗子',
      '淘宝两家代购我都问过了 价格差不多',
    ]) {
      expect(normalized(text).spam, text).toBeUndefined();
    }
  });

  it('spam by mechanism: spaced-apart characters, pointers to the profile, cryptic DM shorts, Chinese-digit ids; talk about them is not', () => {
    for (const text of [
      '招 聘 打 字 员',
      '价格表放我收藏夹了',
      '方式见我个签',
      '已私',
      '想要的踢我',
      '微 叁贰柒捌零',
      '恭喜你已被抽中，请领取奖品',
      '周末陪玩 附近的人来',
    ]) {
      expect(rules(text).spam, text).toBe(true);
    }
    for (const text of [
      '已私信博主了 等回复',
      '我在收藏夹里找了半天才找到这篇',
      '有成都的姐妹吗，互相认识一下',
      '那些说“内部价”的都是骗人的',
      '三百块买了个寂寞',
    ]) {
      expect(rules(text).spam, text).toBeUndefined();
    }
  });

  it('spam by mechanism (session 16): pinned comment, bio, same name elsewhere, the picture, guarantees, slots, pinyin; talk about them is not', () => {
    const normalized = (text: string) => rules(text.normalize('NFKC').toLowerCase());
    for (const text of [
      '想了解价目的 评论区置顶看',
      '手作香薰蜡烛 淘宝同名',
      '鱼上搜 晚风杂货铺',
      '证书都拍在图里有地址',
      '雅思包过 不过全退',
      '私教小班还差2人开课',
      '想看星盘的吱',
      'ｌｉｎｋ　ｉｎ　ｂｉｏ',
      'xian yu sou wan feng',
      '这个不好在这说，这里不方便说',
    ]) {
      expect(normalized(text).spam, text).toBe(true);
    }
    for (const text of [
      '博主把购买链接放在评论区置顶一个，一看就是广告',
      '我们小区团长说这周四开团',
      '以前大学暑假给人代练过，熬得脸上全是痘',
      '简介里写的成分和包装上的不一样',
      '截图里那个色号叫什么',
      '考试包过敏的吗 哈哈 开玩笑',
    ]) {
      expect(normalized(text).spam, text).toBeUndefined();
    }
  });

  it('spam by mechanism (session 17): the background picture, album, thread or last post, passwords and codes, spelled ids, payouts, fake claims; talk about them is not', () => {
    const normalized = (text: string) => rules(text.normalize('NFKC').toLowerCase());
    for (const text of [
      '想学烘焙的扫我背景图',
      '价目表在相册第二张',
      '课程表在我上一条笔记下面',
      '店名就是我这个昵称',
      '到店报暗号口令：早安',
      '首单填推荐人"阿柚"立减',
      '应用商店搜闪赚加我的邀请码',
      '群号 tea 下划线 0527',
      '官网 abc 点 com',
      '签到七天累计提现八十块',
      '包裹延误可获三倍赔偿，请进理赔群',
      '单身的看过来，本人红娘，周末有交友会',
      '🉑复刻 细节到位',
      '听歌一小时3元',
      '刚才评论错地方了 忽略',
    ]) {
      expect(normalized(text).spam, text).toBe(true);
    }
    for (const text of [
      '博主背景图里那盆绿萝好好看',
      '这条已经放收藏里了，回头慢慢看',
      '我表姐是红娘，天天抱怨客户挑剔',
      '看视频领金币那种软件我试过，全是广告',
      '上一条笔记说的那个面霜我也用过',
      '快递员说发错了，又给我换了一个',
    ]) {
      expect(normalized(text).spam, text).toBeUndefined();
    }
  });

  it("the shop's terms asked before buying (七天无理由, 能退吗, 包邮吗) are a purchase question, not a service complaint", () => {
    expect(rules('七天无理由是拆封了也能退吗')).toMatchObject({
      cls_type: 1,
      content_type: 'purchase_consultation',
    });
    expect(rules('偏远地区包邮吗')).toMatchObject({ cls_type: 1, content_type: 'purchase_consultation' });
    // Once the shop has let them down, it is the complaint it reads as.
    expect(rules('退了三次都没退成，客服还不理人，能退吗').cls_type).not.toBe(1);
  });

  it('a price or a claim questioned to reject it (不香吗, 心里没数吗, 哪用得起) is a complaint', () => {
    for (const text of [
      '一罐三百多 我们打工人哪用得起',
      '这钱买两斤车厘子不香吗',
      '定价这么高 心里没点数吗',
    ]) {
      expect(rules(text), text).toMatchObject({ cls_type: 0 });
    }
  });

  it('a purchase report is positive, unless it states a doubt', () => {
    expect(rules('已拍 三支 一支给我妈')).toMatchObject({ cls_type: 1, sentiment: 'positive' });
    expect(rules('已下单 先用着看')).toMatchObject({ cls_type: 1, sentiment: 'neutral' });
  });

  it('the service praised is a positive review, not a service complaint', () => {
    expect(rules('售后真的很负责 换货第二天就寄出了')).toMatchObject({ cls_type: 2, sentiment: 'positive' });
    expect(rules('店家处理得很及时 点赞')).toMatchObject({ cls_type: 2, sentiment: 'positive' });
    expect(rules('客服态度很好 就是发货太慢了 等了十天').cls_type).not.toBe(2);
  });

  it("a complaint quoted to rebut it with the commenter's own good use is praise", () => {
    expect(rules('网上有人说它搓泥 我自己用了三个月挺好的')).toMatchObject({
      cls_type: 2,
      sentiment: 'positive',
    });
    // A rebuke that says 还好意思 is no verdict of having used it.
    expect(rules('有人说这个是智商税 还好意思在这推').fired).not.toContain('rebutted');
  });

  it('a quoted complaint answered by never having had it, or by how it was used, is praise (session 16, round 6)', () => {
    for (const text of [
      '说它起皮的 我用到第二瓶都没起过',
      '楼下讲刺痛的 估计是刚刷完酸就抹了 我敏感肌照样稳',
      '嫌它油的那位 是抹得太多了吧 黄豆大一点就够一张脸',
      '群里说这支卡粉 我一次也没卡 手法问题',
    ]) {
      expect(rules(text), text).toMatchObject({ cls_type: 2, sentiment: 'positive' });
    }
    // Agreeing with the quoted complaint is still a complaint.
    expect(rules('楼上说刺痛的 我也是 抹完脸火辣辣的').fired).not.toContain('rebutted');
  });

  it('a reaction or a fake feared, not reported, is no complaint', () => {
    for (const text of ['想入一支 就怕用了烂脸', '不敢乱试 担心闷痘', '买之前纠结好久 生怕收到高仿']) {
      const fired = rules(text).fired;
      expect(fired, text).not.toContain('adaptation');
      expect(fired, text).not.toContain('counterfeit');
    }
    expect(rules('用了两天就烂脸 怕了').fired).toContain('adaptation');
  });

  it('advice to another commenter is no reaction or fake of the commenter’s own (session 17, round 8)', () => {
    for (const text of [
      '回四楼：那是刷酸刷多了泛红 建议先停两周',
      '楼上说买到假货的 你试试去旗舰店对一下批号',
    ]) {
      const fired = rules(text).fired;
      expect(fired, text).not.toContain('adaptation');
      expect(fired, text).not.toContain('counterfeit');
    }
    expect(rules('楼上说得对 我抹完也泛红 建议别买').fired).toContain('adaptation');
  });

  it('advice about a reaction, opening on whom it is for and telling nothing of one’s own, is other (round 9)', () => {
    for (const text of [
      '楼上说一抹就刺痛的，是不是刚去完角质，先停几天看看',
      '楼上宝子 刺痛就先别用了 等屏障养好再说',
      '@阿满 你那个泛红估计是叠太多层了 少用点精华',
    ]) {
      expect(rules(text), text).toMatchObject({
        cls_type: 100,
        sentiment: 'neutral',
        fired: ['advice_to_another'],
      });
    }
    // The commenter's own reaction told beside the advice stays a complaint.
    expect(rules('楼上别用了 我也是一抹就刺痛').fired).not.toContain('advice_to_another');
    expect(rules('楼上说的对 刺痛得我一晚没睡').fired).not.toContain('advice_to_another');
  });

  it('a reaction to earlier or other products is not this one’s (round 9)', () => {
    for (const text of [
      '以前用别家洁面 眼皮老是红肿 这支用了一个月挺温和',
      '试了好多防晒都起疹子 就这支没事 回购第二支了',
    ]) {
      expect(rules(text).fired, text).not.toContain('adaptation');
    }
    expect(rules('试了好多防晒都还行 就这支一抹就起疹子').fired).toContain('adaptation');
  });

  it('a compensation scorned is a complaint, not a price question (round 9)', () => {
    for (const text of [
      '包裹压在中转站九天，最后给了张满减优惠券当补偿，这是在开玩笑吧',
      '发错色号来回折腾两周 补偿就送个三块的优惠券 打发叫花子呢',
    ]) {
      const result = rules(text);
      expect(result.fired, text).not.toContain('ask_to_buy');
      expect(result, text).toMatchObject({ cls_type: 0 });
    }
    expect(rules('发错色号来回折腾两周 补偿就送个三块的优惠券 打发叫花子呢').negType).toBe('service');
    expect(rules('下单有优惠券吗').fired).toContain('ask_to_buy');
  });

  it("the service's stock words quoted in scorn are no service praise", () => {
    expect(rules('催了五次 售后就会回复请您耐心等候').fired).not.toContain('service_praise');
    expect(rules('客服一直让我耐心等 已经第九天了').fired).not.toContain('service_praise');
    expect(rules('客服很耐心 一步步教我怎么用').fired).toContain('service_praise');
  });

  it('冲了半天 (rinsed) and 拍了十分钟 (filmed) are no purchase report', () => {
    expect(rules('泡沫冲了好久还滑滑的').fired).not.toContain('intent_to_buy');
    expect(rules('视频就拍了十分钟的开箱 正文一个字没有').fired).not.toContain('intent_to_buy');
    expect(rules('看完直接冲了 两瓶').fired).toContain('intent_to_buy');
  });

  it('emoji alone that the lexicon cannot read are neutral; read ones keep their mood for the model', () => {
    expect(rules('🦀🦀')).toMatchObject({ cls_type: 100, sentiment: 'neutral' });
    expect(rules('[笑哭R]')).toMatchObject({ cls_type: 100, sentiment: 'neutral' });
    expect(rules('😍😍').sentiment).toBeUndefined();
  });

  it("a customer's own case (a complaint filed, a refund refused, an order number with a fault) is a complaint (round 13)", () => {
    expect(rules('我已经投诉到平台了，客服一直推脱')).toMatchObject({ cls_type: 0, negType: 'service' });
    expect(rules('商家不同意退货，说拆了包装就不算新品')).toMatchObject({ cls_type: 0, negType: 'service' });
    expect(rules('再不给处理我就打12315').fired).toContain('customer_case');
    expect(rules('订单尾号6203，毛衣洗一次就缩水了')).toMatchObject({
      cls_type: 0,
      fired: ['customer_case'],
    });
  });

  it('someone complained about at work, a hotline named, or an order number alone is no customer case', () => {
    for (const text of [
      '上班又被顾客投诉了，心累',
      '12315的电话一直占线',
      '订单核验：尾号2291的顾客请联系售后领取赠品',
    ]) {
      expect(rules(text).fired, text).not.toContain('customer_case');
    }
  });

  it('leaves plain praise alone', () => {
    expect(rules('好用到哭，无限回购')).toEqual({ fired: [] });
  });
});
