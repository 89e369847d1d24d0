import type { TMessageType } from '@notedesk/contract';
import type { ContentCatalog } from './contentCatalog';
import type { Random } from './createRandom';
import type { FullRow } from './demoContentRepository';

const HOUR_MS = 3_600_000;

type Template = {
  type: TMessageType;
  title: string;
  content: string;
  fromColleague: boolean;
};

const TEMPLATES: readonly Template[] = [
  {
    type: 'message',
    title: '{sender} 给你分配了 {n} 条负面评论',
    content: '请在今天下班前完成跟进，过敏类评论优先处理。',
    fromColleague: true,
  },
  {
    type: 'message',
    title: '{sender} 在评论跟进中提到了你',
    content: '这条评论用户要求退款，麻烦看一下订单情况。',
    fromColleague: true,
  },
  {
    type: 'notice',
    title: '数据同步完成：新增 {n} 条评论',
    content: '小红书与抖音的评论已同步并完成自动分类。',
    fromColleague: false,
  },
  {
    type: 'notice',
    title: '新功能上线：AI 回复支持自定义人设',
    content: '在“数据管理 - 回复人设”中设置语气和落款，生成的建议回复会按人设撰写。',
    fromColleague: false,
  },
  {
    type: 'todo',
    title: '今日待跟进：{n} 条负面评论',
    content: '负面评论超过 24 小时未跟进会计入周报。',
    fromColleague: false,
  },
  {
    type: 'todo',
    title: '{n} 条销售线索待回复',
    content: '询价和求链接的评论请尽快回复购买渠道。',
    fromColleague: false,
  },
];

/**
 * A few inbox entries for every staff member, the newest unread, so the message box has something in each
 * tab (message, notice, todo) on first login.
 */
export const buildInboxMessages = (
  random: Random,
  tenantId: number,
  staff: ContentCatalog['staff'],
  now: number,
): Array<FullRow<'messages'>> =>
  staff.flatMap((member) => {
    const colleagues = staff.filter((other) => other.id !== member.id);
    return TEMPLATES.map((template, index): FullRow<'messages'> => {
      const sender =
        template.fromColleague && colleagues.length > 0
          ? (random.pick(colleagues).fullName.split(' ')[0] ?? '同事')
          : '系统';
      const fill = (text: string) =>
        text.replace('{sender}', sender).replace('{n}', String(random.int(3, 48)));
      const createdAt = now - random.int(1, 72) * HOUR_MS;
      return {
        tenant_id: tenantId,
        user_id: member.id,
        type: template.type,
        title: fill(template.title),
        content: fill(template.content),
        sender,
        // One of each pair is already read, so "unread" differs from "all".
        read_at: index % 2 === 1 && random.chance(0.5) ? createdAt + HOUR_MS : null,
        created_at: createdAt,
        event: null,
        params: null,
        link: null,
      };
    });
  });
