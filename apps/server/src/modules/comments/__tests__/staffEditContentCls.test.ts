import { ZCommentLabels } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { expectFailure, expectOk } from '../../../testing/testApp';
import { useCommentWriteWorld } from './commentWriteWorld';

describe('POST /api/track/staff-edit-content-cls', () => {
  const w = useCommentWriteWorld();

  it('sets labels as staff; neg_type cleared when the class is not negative; audited', async () => {
    const { t, worker, addComment, commentRow, auditOf } = w;
    const id = await addComment('标签', {
      cls_type: 0,
      neg_type: 'price',
      sentiment: 'negative',
      cls_source: 'model',
    });
    const labels = ZCommentLabels.array().parse(
      expectOk(
        await t.api(worker).post('/api/track/staff-edit-content-cls', { comment_ids: [id], cls_type: 1 }),
      ),
    );
    expect(labels).toEqual([
      { id, cls_type: 1, sentiment: 'negative', neg_type: null, content_type: null, cls_source: 'staff' },
    ]);
    expectOk(
      await t.api(worker).post('/api/track/staff-edit-content-cls', {
        comment_ids: [id],
        cls_type: 0,
        neg_type: 'service',
        sentiment: 'negative',
        content_type: 'customer_requirement',
      }),
    );
    expect(await commentRow(id)).toMatchObject({
      cls_type: 0,
      neg_type: 'service',
      content_type: 'customer_requirement',
      cls_source: 'staff',
    });
    const audits = await auditOf(id, 'comment.edit_labels');
    expect(audits).toHaveLength(2);
    expect(JSON.parse(audits[0]?.before ?? '')).toMatchObject({
      cls_type: 0,
      neg_type: 'price',
      cls_source: 'model',
    });
    expect(JSON.parse(audits[0]?.after ?? '')).toMatchObject({
      cls_type: 1,
      neg_type: null,
      cls_source: 'staff',
    });
  });

  it('a negative type given alone only sticks on negative comments (bulk)', async () => {
    const { t, worker, addComment, commentRow } = w;
    const negative = await addComment('负面', { cls_type: 0, neg_type: 'price' });
    const lead = await addComment('线索', { cls_type: 1 });
    expectOk(
      await t
        .api(worker)
        .post('/api/track/staff-edit-content-cls', { comment_ids: [negative, lead], neg_type: 'effect' }),
    );
    expect((await commentRow(negative)).neg_type).toBe('effect');
    expect((await commentRow(lead)).neg_type).toBeNull();
  });

  it('needs at least one label (422); another tenant’s id → 404', async () => {
    const { t, worker, foreignComment, addComment, commentRow } = w;
    const id = await addComment('无标签');
    expectFailure(await t.api(worker).post('/api/track/staff-edit-content-cls', { comment_ids: [id] }), 422);
    expectFailure(
      await t.api(worker).post('/api/track/staff-edit-content-cls', { comment_ids: [id], cls_type: 3 }),
      422,
    );
    expectFailure(
      await t
        .api(worker)
        .post('/api/track/staff-edit-content-cls', { comment_ids: [foreignComment], cls_type: 0 }),
      404,
    );
    expect((await commentRow(foreignComment)).cls_source).toBeNull();
  });
});
