import { createEmbeddedClassifier } from '@notedesk/server/src/modules/classify/createEmbeddedClassifier';
import { isMain } from './isMain';

export type ClassifyBenchResult = {
  /** Comments over wall-clock seconds (counts other processes' turns on a shared machine). */
  commentsPerSecond: number;
  /** Comments over the CPU seconds of this (single) thread: the rate on one core of its own. */
  commentsPerCpuSecond: number;
};

const OPENERS = ['姐妹们', '救命', '说实话', '宝子', '谁懂啊', '', '家人们', '我宣布'];
const BODIES = [
  '这个粉底液持妆一整天不脱妆',
  '用了两天就闷痘了烂脸',
  '多少钱在哪买求链接',
  '客服一直不回退款也没到',
  '博主好美啊视频拍得好好看',
  '敏感肌能用吗会不会刺痛',
  '纯纯智商税一点用没有',
  '已下单坐等收货',
  '洗完头发好顺香味也好闻',
  '空气炸锅三天就坏了售后推来推去',
  '辣条好吃到停不下来',
  '衣服洗一次就起球质量太差',
  '希望出个大瓶装',
  '今天好热啊有人一起减肥吗',
];
const ENDINGS = ['[哭惹R]', '[赞R]', '[笑哭R]', '！！', '？', '。', '', 'yyds', '绝绝子'];

const comment = (i: number): string =>
  `${OPENERS[i % OPENERS.length]}${BODIES[(i * 7) % BODIES.length]}${i % 97}${ENDINGS[(i * 3) % ENDINGS.length]}`;

/**
 * Embedded classifier throughput on one core (DESIGN §7: ≥ 20,000 comments/s). Comments are built from
 * phrase pieces so every one differs, as real traffic does; the model is trained before the clock starts.
 */
export const classifyBench = (count: number): ClassifyBenchResult => {
  const classifier = createEmbeddedClassifier();
  const warm = classifier.warmUp();
  const inputs = Array.from({ length: count }, (_, i) => ({ text: comment(i) }));
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const labels = classifier.classifySync(inputs);
  const cpu = process.cpuUsage(cpuBefore);
  const seconds = (performance.now() - started) / 1000;
  // CPU time as well as wall time: on a shared machine the wall clock also counts other processes' turns.
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const flagged = labels.filter((label) => label.needs_review).length;
  console.log(
    `embedded classifier (${warm.tokenizer}, trained on ${warm.examples} in ${warm.trainingMs.toFixed(0)} ms): ` +
      `${count} comments in ${seconds.toFixed(2)} s wall = ${Math.round(count / seconds)} comments/s; ` +
      `${cpuSeconds.toFixed(2)} s CPU = ${Math.round(count / cpuSeconds)} comments per CPU-second (one thread); ` +
      `${flagged} flagged needs_review`,
  );
  return { commentsPerSecond: count / seconds, commentsPerCpuSecond: count / cpuSeconds };
};

if (isMain(import.meta.url)) classifyBench(Number(process.argv[2] ?? 100_000));
