/**
 * `npm run eval`: the classifier's figures (classify/eval/runEval.ts, its options as before), then the reply
 * drafts' score on the reference set (runReplyEval.ts), then the inbox queues on an imported crawl
 * (comments/eval/runCrawlQueueEval.ts). Each runs when imported, in this order.
 */
import '../../classify/eval/runEval';
import './runReplyEval';
import '../../comments/eval/runCrawlQueueEval';
