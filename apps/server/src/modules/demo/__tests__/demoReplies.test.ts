import { describe, expect, it } from 'vitest';
import { COMMENT_KINDS } from '../commentKinds';
import { DEMO_REPLIES, demoRepliesFor } from '../demoReplies';

const slotsOf = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));

/** Selling words: an answer to praise or a complaint that carries one reads as an advert. */
const SALES_PITCH = /旗舰店|直播间|领券|下单|链接|会员|小样|优惠|满减|购物车|加购/;

describe('the demo brand team’s replies (demoReplies.jsonl)', () => {
  it('answer comments the demo writes: every line names a kind and one of its templates', () => {
    for (const key of DEMO_REPLIES.keys()) {
      const [kind, template] = key.split('\t');
      expect(COMMENT_KINDS.find((k) => k.key === kind)?.templates, key).toContain(template);
    }
  });

  it('cover every template of a kind the brand answers, with two different answers each', () => {
    for (const kind of COMMENT_KINDS) {
      const answered = kind.templates.filter((template) => demoRepliesFor(kind.key, template).length > 0);
      expect([0, kind.templates.length], kind.key).toContain(answered.length);
      for (const template of answered) {
        const [draft, staff] = demoRepliesFor(kind.key, template);
        expect(draft, template).not.toBe(staff);
      }
    }
  });

  it('speak of what the comment named (its own slots, the brand and its product), never invent a price', () => {
    for (const kind of COMMENT_KINDS)
      for (const template of kind.templates) {
        const named = slotsOf(template);
        for (const reply of demoRepliesFor(kind.key, template)) {
          for (const slot of slotsOf(reply)) expect(['p', 'b', ...named], reply).toContain(slot);
          expect(reply).not.toMatch(/\{price\}|\{c\}|\d+\s*[元块]/);
        }
      }
  });

  it('sell nothing to praise or complaints, and ask for a private message only where an order needs it', () => {
    const replies = COMMENT_KINDS.flatMap((kind) =>
      kind.templates.flatMap((template) =>
        demoRepliesFor(kind.key, template).map((text) => ({ kind, text })),
      ),
    );
    const praiseOrComplaint = replies.filter(({ kind }) => kind.key === 'praise' || kind.clsType === 0);
    expect(praiseOrComplaint.length).toBeGreaterThan(100);
    expect(praiseOrComplaint.filter(({ text }) => SALES_PITCH.test(text)).map(({ text }) => text)).toEqual(
      [],
    );
    expect(replies.filter(({ text }) => text.includes('私信')).length).toBeLessThan(replies.length * 0.05);
  });
});
