import { describe, expect, it } from 'vitest';
import { translate } from '@/app/i18n/messages';
import { type DrillNames, describeDrillFilter } from '../describeDrillFilter';

const names: DrillNames = {
  brand_id: new Map([[1, '栖溪 Qixi']]),
  product_line_id: new Map([[2, '修护系列']]),
  product_id: new Map([[3, '积雪草修护精华']]),
};
const zh = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate('zh-CN', key, params);
const en = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate('en-US', key, params);

describe('describeDrillFilter', () => {
  it('names the brand, product line and product the ids stand for', () => {
    expect(describeDrillFilter('brand_id', '1', zh, names)).toBe('品牌: 栖溪 Qixi');
    expect(describeDrillFilter('product_line_id', '2', zh, names)).toBe('产品线: 修护系列');
    expect(describeDrillFilter('product_id', '3', en, names)).toBe('Product: 积雪草修护精华');
    expect(describeDrillFilter('product_id', '99', zh, names)).toBe('产品: 99');
  });

  it('shows Shanghai-midnight bounds as the days they include', () => {
    expect(describeDrillFilter('start_time', '2026-10-27T16:00:00.000Z', zh, names)).toBe(
      '开始日期: 2026-10-28',
    );
    expect(describeDrillFilter('end_time', '2026-11-26T16:00:00.000Z', zh, names)).toBe(
      '结束日期: 2026-11-26',
    );
    expect(describeDrillFilter('end_time', '2026-11-26T03:00:00.000Z', zh, names)).toBe(
      '结束日期: 2026-11-26T03:00:00.000Z',
    );
  });

  it('translates choices and leaves unknown ones as sent', () => {
    expect(describeDrillFilter('neg_type', 'price,service', zh, names)).toBe('负面类型: 价格、服务');
    expect(describeDrillFilter('cls_type', '0,1', en, names)).toBe('Class: Negative, Sales lead');
    expect(describeDrillFilter('author_tier', 'head', zh, names)).toBe('作者层级: 头部');
    expect(describeDrillFilter('sentiment', 'furious', zh, names)).toBe('情感: furious');
  });

  it('says thresholds and yes/no filters in words', () => {
    expect(describeDrillFilter('neg_ratio_min', '0.2', zh, names)).toBe('负面占比: ≥ 20%');
    expect(describeDrillFilter('covered', 'true', zh, names)).toBe('已覆盖（有回复或已跟进）: 是');
    expect(describeDrillFilter('q', '过敏', zh, names)).toBe('评论内容: 过敏');
  });
});
