// scratch, not committed
import { createEmbeddedClassifier } from '../../classify/createEmbeddedClassifier';
import { seedComments } from '../../classify/seed/seedComments';
import { DEMO_KNOWLEDGE } from '../../demo/demoReplySetup';
import { rankKnowledge } from '../../knowledge/rankKnowledge';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { planCommentReply } from '../planCommentReply';
import { situationHolds, COMMENT_SIGNAL_PATTERNS } from '../commentSignals';
import { labelledComment } from './labelledComment';
const lines = process.argv.slice(2);
const classifier = createEmbeddedClassifier({ training: () => seedComments() });
const engine = createTemplateReplyEngine();
for (const line of lines) {
  const [text, product = '', platform = 'xhs'] = line.split('|');
  const label = classifier.classifySync([{ text }])[0]!;
  const comment = labelledComment({ text, platform: platform as 'xhs' }, label);
  const plan = planCommentReply({ comment });
  const sits = Object.keys(COMMENT_SIGNAL_PATTERNS.named).filter((n) => situationHolds(n, text));
  const knowledge = rankKnowledge(DEMO_KNOWLEDGE.map((e) => ({ ...e, keywords: [...e.keywords] })), { text, productName: product || null });
  const draft = await engine.draftCommentReply({ tenantId: 0, comment, thread: [], note: null, productName: product || null, brandName: '栖溪', persona: null, knowledge });
  console.log(`\n${text}\n label=${JSON.stringify(label)}\n policy=${plan.policy} q=${plan.signals.questions} sens=${plan.signals.sensitive} praise=${plan.signals.praise} asks=${plan.signals.asks} build=${JSON.stringify(plan.signals.trollBuild)}\n sits=${sits.join(',')}\n draft=${draft.text}`);
}
