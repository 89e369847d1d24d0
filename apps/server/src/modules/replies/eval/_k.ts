import { DEMO_KNOWLEDGE } from '../../demo/demoReplySetup';
import { kindsNamedIn, readComment } from '../commentSignals';
for (const r of DEMO_KNOWLEDGE) console.log(kindsNamedIn(`${r.question} ${r.answer}`).join(','), '|', r.product, '|', r.question, '|', r.answer.slice(0, 40));
for (const t of process.argv.slice(2)) console.log(t, readComment(t).questions);
