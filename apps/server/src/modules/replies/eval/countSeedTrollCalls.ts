import { parseArgs } from 'node:util';
import { createEmbeddedClassifier } from '../../classify/createEmbeddedClassifier';
import { seedComments } from '../../classify/seed/seedComments';
import { planCommentReply } from '../planCommentReply';
import { labelledComment } from './labelledComment';

/**
 * `npx tsx apps/server/src/modules/replies/eval/countSeedTrollCalls.ts`: the seed set's comments (labels as the
 * embedded classifier gives on import) the reply policy calls trolls, counted by the seed's own cls_type, and with
 * `--list` every such text (`cls <seed cls> <neg type on import> | text`), to diff one engine against another. The
 * seed set has no troll label: a genuine critique silenced is read off the list by hand.
 */
const main = (): void => {
  const { values } = parseArgs({ options: { list: { type: 'boolean', default: false } } });
  const seeds = seedComments();
  const classifier = createEmbeddedClassifier({ training: () => seeds });
  const labels = classifier.classifySync(seeds.map((seed) => ({ text: seed.text })));
  const called = seeds.flatMap((seed, index) => {
    const label = labels[index]!;
    const { policy } = planCommentReply({
      comment: labelledComment({ text: seed.text, platform: 'xhs' }, label),
    });
    return policy === 'troll' ? [{ seed, label }] : [];
  });
  const byCls = [0, 1, 2].map(
    (cls) => `cls ${cls}: ${called.filter((one) => one.seed.cls_type === cls).length}`,
  );
  console.log(`Seed set: ${seeds.length} comments, ${called.length} called trolls (${byCls.join(', ')})`);
  if (values.list)
    for (const { seed, label } of called)
      console.log(`cls ${seed.cls_type} ${label.neg_type} | ${seed.text}`);
};

main();
