import type { TPlatform } from '@notedesk/contract';
import {
  COMMENT_SIGNAL_PATTERNS,
  type CommentSignals,
  kindsNamedIn,
  type QuestionKind,
  situationHolds,
  skinTypesNamedIn,
  touchesTopic,
} from './commentSignals';
import { otherBrandNamed } from './otherBrandNamed';
import type { ReplyKnowledge } from './replyEngine';
import {
  applicableCases,
  caseVariants,
  type PhraseCase,
  REPLY_PHRASES,
  type ReplyPhrases,
} from './replyPhrases';
import type { ReplyPolicy } from './replyPolicy';
import { rivalNamed } from './rivalNamed';
import { sensitiveClassesIn } from './sensitiveClasses';
import { type DraftSays, unansweredClauses } from './unansweredClauses';

/** A draft as parts, each a list of variants (one is picked per part); '' variants say nothing. */
export type DraftParts = string[][];

/** What the composer works from. */
export type ComposeInput = {
  text: string;
  platform: TPlatform;
  policy: ReplyPolicy;
  signals: CommentSignals;
  knowledge: readonly ReplyKnowledge[];
  /** Whether the comment is filed under a product (its name fills {product}). */
  hasProduct: boolean;
  /** That product's name: a sentence about sunscreen names it only when it is one (commentSignals `sunscreenName`). */
  productName?: string | null;
  /** Our brand's name: a product named by a brand (初沐那款) is another brand's unless it is ours. */
  brandName?: string | null;
  /** The tenant's other tracked brands (初沐): a comment that names one is about that brand's product. */
  otherBrandNames?: readonly string[];
  /** Under a note about another brand's product, naming nothing of ours (`theirsUnderNote`): about theirs. */
  theirs?: boolean;
};

const variantsOf = (cases: readonly PhraseCase[], platform: TPlatform): string[][] =>
  cases.map((phraseCase) => caseVariants(phraseCase, platform)).filter((variants) => variants.length > 0);

/** Questions about using or combining products, which the order-of-use knowledge row answers. */
const ORDER_KINDS: ReadonlySet<QuestionKind> = new Set(['order_of_use', 'usage']);

/** Questions about buying: their knowledge rows are no part of care unless asked. */
const COMMERCE_KINDS: ReadonlySet<QuestionKind> = new Set([
  'price',
  'where_to_buy',
  'logistics',
  'authenticity',
]);

/** Every distinct knowledge answer, in rank order. */
const productFacts = (knowledge: readonly ReplyKnowledge[]): string[] => [
  ...new Set(knowledge.map((row) => row.answer.trim()).filter(Boolean)),
];

/** Complaints about the order or parcel rather than the product in use. */
const ORDER_PROBLEMS = ['wrongItem', 'missingItem', 'packageProblem', 'brokenPart', 'serviceDelay'] as const;

/** One question as the comment asks it: its kind and the clause that asks it. */
type AskedQuestion = { kind: QuestionKind; clause: string };

/**
 * Where a comment's clauses break: question and end marks, commas, spaces, line breaks, after a question
 * particle followed by more words (voice input without punctuation: "敏感肌能用吗孕妇能用吗"), and before a
 * counted question ("第一个…第二个…").
 */
export const CLAUSE_BREAK =
  /[?？!！。，,；;、\s]+|(?<=[吗嗎呢嘛])(?=\p{Script=Han})|(?=第[一二三四五六七八九十\d][个点条]?)/u;

/**
 * The questions in the order the comment asks them, one per clause and kind ("敏感肌能用吗？寄到新疆要几天？"
 * → skin_type, then logistics). A kind whose words span clauses is asked by the whole comment, after the others.
 */
export const askedInOrder = (text: string, questions: readonly QuestionKind[]): AskedQuestion[] => {
  const asked: AskedQuestion[] = [];
  for (const clause of text.split(CLAUSE_BREAK).filter(Boolean))
    for (const kind of kindsNamedIn(clause)) if (questions.includes(kind)) asked.push({ kind, clause });
  for (const kind of questions)
    if (!asked.some((question) => question.kind === kind)) asked.push({ kind, clause: text });
  return asked;
};

/**
 * The knowledge answers a draft quotes, each with the asked kinds it speaks to. Under a comparison or a question
 * about what the product does, a row that speaks to nothing else asked is about our product itself (rankKnowledge
 * picked it for that): its merit.
 */
const knowledgeAnswers = (knowledge: readonly ReplyKnowledge[], asked: readonly QuestionKind[]) => {
  const rows = new Map<string, Set<QuestionKind>>();
  // The order-of-use row answers how to use or combine products; quoted under a price question it became the
  // sentence that rode along in drafts where nobody asked about order. When nothing recognisable is asked it is
  // still rankKnowledge's best guess, and when only the skin is asked about and no row speaks to skin, it is the one
  // fact about what the product does (the cream locks in moisture).
  const skinOnly =
    asked.every((kind) => kind === 'skin_type') &&
    !knowledge.some((row) => kindsNamedIn(`${row.question} ${row.answer}`).includes('skin_type'));
  const orderUnasked = asked.length > 0 && !asked.some((kind) => ORDER_KINDS.has(kind)) && !skinOnly;
  const offTopic = new Set<string>();
  for (const row of knowledge) {
    const answer = row.answer.trim();
    if (answer === '') continue;
    const kinds = rows.get(answer) ?? new Set<QuestionKind>();
    const named = kindsNamedIn(`${row.question} ${row.answer}`);
    for (const kind of named) if (asked.includes(kind)) kinds.add(kind);
    if (orderUnasked && named.includes('order_of_use')) offTopic.add(answer);
    rows.set(answer, kinds);
  }
  const merit = asked.find((kind) => kind === 'comparison' || kind === 'efficacy');
  if (merit) for (const kinds of rows.values()) if (kinds.size === 0) kinds.add(merit);
  return [...rows]
    .filter(([answer, kinds]) => kinds.size > 0 || !offTopic.has(answer))
    .map(([answer, kinds]) => ({ answer, kinds }));
};

/**
 * One answer per question, in the comment's order: the knowledge answer for its kind (a known answer replaces
 * the kind's plain cases), and the cases whose situation the question's clause names. A kind asked twice
 * ("能卸睫毛膏吗？会糊眼吗") gets its plain answer once. `without` names situations already answered elsewhere.
 */
const answerParts = (
  input: ComposeInput,
  holdsIn: (text: string) => (name: string) => boolean,
  phrases: ReplyPhrases,
  without: ReadonlySet<string> = new Set(),
  checkRest = false,
): DraftParts => {
  const asked = askedInOrder(input.text, input.signals.questions);
  const known = knowledgeAnswers(input.knowledge, input.signals.questions);
  // "精华贵吗？想带三瓶，能便宜点吗": a clause that asks nothing (想带三瓶) is context for every question.
  const inContext = holdsIn(
    input.text
      .split(CLAUSE_BREAK)
      .filter((clause) => clause !== '' && kindsNamedIn(clause).length === 0)
      .join('，'),
  );
  const quoted = new Set<string>();
  const quote = (rows: typeof known): string[][] =>
    rows.map((row) => {
      quoted.add(row.answer);
      return [row.answer];
    });
  const parts: DraftParts = quote(known.filter((row) => row.kinds.size === 0));
  const inComment = holdsIn(input.text);
  const answered = new Set<QuestionKind>();
  // The kinds something in the draft speaks to (a kind asked may find nothing to say: then its part is checked).
  const spoken = new Set<QuestionKind>();
  // A case said once is not said again under another kind ("刷酸前抹还是刷酸后抹").
  const said = new Set<PhraseCase>();
  let answeredElsewhere = false;
  for (const { kind, clause } of asked) {
    const knownHere = known.filter((row) => !quoted.has(row.answer) && row.kinds.has(kind));
    const clauses = asked.filter((question) => question.kind === kind).map((question) => question.clause);
    const once = clauses.length === 1;
    const inClause = holdsIn(clause);
    const inKind = holdsIn(clauses.join('，'));
    const holdsWith =
      (inText: (name: string) => boolean) =>
      (name: string): boolean =>
        name === 'knownAnswer'
          ? knownHere.length > 0
          : !without.has(name) && (inText(name) || inContext(name) || (once && inComment(name)));
    const holds = holdsWith(inClause);
    // A situation the complaint's next step already answered ("退货怎么退" → 申请售后) leaves nothing to fall back on.
    const saidElsewhere = phrases.answers[kind].some(
      (phraseCase) =>
        phraseCase.when !== undefined &&
        without.has(phraseCase.when) &&
        (inClause(phraseCase.when) || inComment(phraseCase.when)),
    );
    if (saidElsewhere) answeredElsewhere = true;
    const covered = known.some((row) => row.kinds.has(kind)) || saidElsewhere;
    // Over all the clauses asking this kind ("什么价位？有学生优惠吗"), the table's order and `only` decide which
    // situations are answered; each clause then says its own of them.
    const allowed = new Set(applicableCases(phrases.answers[kind], holdsWith(inKind), covered));
    const cases = applicableCases(phrases.answers[kind], holds, covered).filter(
      (phraseCase) =>
        !said.has(phraseCase) &&
        (phraseCase.when === undefined || allowed.has(phraseCase)) &&
        (!answered.has(kind) || (phraseCase.when !== undefined && phraseCase.when !== 'knownAnswer')),
    );
    for (const phraseCase of cases) said.add(phraseCase);
    const lead = cases.filter((phraseCase) => phraseCase.before);
    const rest = cases.filter((phraseCase) => !phraseCase.before);
    parts.push(...variantsOf(lead, input.platform), ...quote(knownHere), ...variantsOf(rest, input.platform));
    if (
      cases.length + knownHere.length > 0 ||
      known.some((row) => quoted.has(row.answer) && row.kinds.has(kind))
    )
      spoken.add(kind);
    answered.add(kind);
  }
  if (checkRest)
    parts.push(...checkedParts(input.text, draftSays(parts, spoken, said), phrases, parts.length === 0));
  if (parts.length === 0 && !answeredElsewhere) parts.push(phrases.check);
  return parts;
};

/** Three questions in one comment are several parts even when nobody counts them. */
const SEVERAL_CLAUSES = 3;

/** Situations every draft can hold: no sentence chosen for them answers a part. */
const FRAME_SITUATIONS: ReadonlySet<string> = new Set([
  'hasProduct',
  'noProduct',
  'greeting',
  'skinNamed',
  'knownAnswer',
  'sunscreenProduct',
  'otherProduct',
]);

/** What parts already say, for the check of the parts nothing answers. */
export const draftSays = (
  parts: DraftParts,
  kinds: ReadonlySet<QuestionKind>,
  cases: Iterable<PhraseCase>,
): DraftSays => ({
  kinds,
  text: parts.map((variants) => variants[0] ?? '').join(''),
  situations: new Set(
    [...cases]
      .flatMap((phraseCase) => phraseCase.when?.split('+') ?? [])
      .filter((name) => !FRAME_SITUATIONS.has(name)),
  ),
});

/**
 * A several-part question ("1 要卸妆吗 2 多少钱 3 出汗会不会掉", "三个问题…") has every part answered: a part
 * nothing answers is named and promised a check, in the comment's own words, rather than dropped. A comment that
 * asks one or two things in passing keeps its answer as it was. Several parts left are checked in one sentence,
 * not one stock sentence each; when nothing else is said, the product is named first.
 */
const checkedParts = (text: string, draft: DraftSays, phrases: ReplyPhrases, alone = false): DraftParts => {
  const clauses = text.split(CLAUSE_BREAK).filter(Boolean);
  const asking = clauses.filter((clause) => COMMENT_SIGNAL_PATTERNS.questionMark.test(clause));
  if (!situationHolds('severalParts', text) && asking.length < SEVERAL_CLAUSES) return [];
  // A clause that tells of the writer (我想…, 俺…) or of a trial they plan (试试…会不会) is context, not a part.
  const parts = unansweredClauses(
    clauses.filter((clause) => !/[我俺]|想|试试/.test(clause)),
    draft,
  );
  if (parts.length === 0) return [];
  const quoted = parts.map((part) => `“${part}”`).join('、');
  const variants = (parts.length === 1 ? phrases.checkPart : phrases.checkParts).filter(
    (variant) => !alone || variant.startsWith('{part'),
  );
  return [
    variants.map((variant) => `${alone ? phrases.checkLead : ''}${variant.replace(/\{parts?\}/, quoted)}`),
  ];
};

/** Questions about buying, not about the skin: answered beside a sensitive topic as they would be alone. */
const BUYING_KINDS: ReadonlySet<QuestionKind> = new Set([
  'price',
  'sample',
  'range',
  'where_to_buy',
  'logistics',
]);

/** Care, not sales: what to do now (a doctor, stopping use), an offer of help; the knowledge row when it speaks to it. */
const sensitiveParts = (
  input: ComposeInput,
  holds: (name: string) => boolean,
  phrases: ReplyPhrases,
): DraftParts => {
  const topic = input.signals.sensitive ?? 'medical';
  if (topic === 'reaction') {
    // A parent telling of a child who reacted ("女儿三岁…起了红点") hears about the child, not "tell your parents".
    if (holds('forChild'))
      return [phrases.open.reaction, phrases.sensitive.childReaction, phrases.sensitive.childFollow];
    const care = holds('eyes') ? phrases.sensitive.reactionEyes : phrases.sensitive.reaction;
    // A young person who reacted is told to tell a parent; a parent, not the child, sends the details.
    // The parent takes them to the doctor: the care sentence only says stop, the doctor is said once.
    if (touchesTopic('minor', input.text))
      return [
        phrases.open.reaction,
        phrases.sensitive.minorReactionCare,
        phrases.sensitive.minorReaction,
        phrases.sensitive.minorFollow,
      ];
    // A reaction to another brand's product (雾岚那个我用了直接刺痛) is not ours to apologise for or to ask an order of:
    // care for the skin only.
    if (holds('rivalProduct')) return [phrases.sensitive.reactionElsewhere, care];
    return [phrases.open.reaction, care, phrases.sensitive.reactionFollow];
  }
  if (topic === 'minor') {
    // A minor gets no product knowledge (nothing pushed); an adult asking for a child hears about the child.
    if (!holds('forChild'))
      return [phrases.open.sensitive, phrases.sensitive.minor, phrases.close.sensitive ?? ['']];
    // The grown-up's own questions (敏感肌能用吗) are answered from knowledge; the child's go to a doctor.
    const own = knowledgeAnswers(input.knowledge, input.signals.questions)
      .filter((row) => row.kinds.size > 0)
      .map((row) => [row.answer]);
    return [phrases.open.sensitive, ...own, phrases.sensitive.minorChild, phrases.close.sensitive ?? ['']];
  }
  // A mother who breastfeeds is not pregnant: a row that speaks of pregnancy alone does not answer her.
  const breastfeeding = topic === 'pregnancy' && holds('breastfeeding');
  // A general row ("孕期肌肤比较特殊…") would drop the product asked about: under a product, only rows filed
  // under a product stand in for the care sentence, which names it.
  const knowledge = input.knowledge
    .filter((row) => /医生|就医|皮肤科/.test(row.answer))
    .filter((row) => !input.hasProduct || row.product !== null)
    .filter((row) => !breastfeeding || /哺乳|喂奶/.test(row.answer))
    .map((row) => row.answer);
  const care =
    knowledge.length > 0
      ? knowledge
      : breastfeeding
        ? phrases.sensitive.breastfeeding
        : phrases.sensitive[topic];
  // Other questions asked alongside (精华和面霜的顺序 + 孕妇能用吗) are still answered, from knowledge only; a row about
  // buying (shipping, price, where to buy) only when that was asked: no purchase push in care. The shipping row rode
  // along on "做完热玛吉第几天能用面霜" (crawl-e).
  const asked = new Set<QuestionKind>(input.signals.questions);
  const known = [
    ...new Set(
      input.knowledge
        .filter((row) =>
          kindsNamedIn(`${row.question} ${row.answer}`).every(
            (kind) => !COMMERCE_KINDS.has(kind) || asked.has(kind),
          ),
        )
        .map((row) => row.answer.trim()),
    ),
  ].filter((answer) => answer !== '' && !care.includes(answer) && !/医生|就医|皮肤科/.test(answer));
  // Data asked for, or whether it works against a medicine (华法林…相互作用): research checks; no yes or no here.
  // "能和阿达帕林一起用吗" names the medicine and asks about combining: as much a drug-interaction question.
  const withMedicine =
    holds('combineAsk') && sensitiveClassesIn(input.text.toLowerCase()).includes('medicine');
  const data = holds('detailData')
    ? [phrases.sensitive.dataCheck]
    : holds('drugInteraction') || withMedicine
      ? [phrases.sensitive.interactionCheck]
      : [];
  // "两个问题：…宝宝有湿疹…；开封后能放多久": a part the care sentence and the knowledge leave open is checked.
  // The care sentence says whether it suits their skin now.
  // "孕妇有没有优惠 或者大瓶装", "一小罐两百多 舍不得": what is asked about buying beside it is answered too.
  const buying = input.signals.questions.filter((kind) => BUYING_KINDS.has(kind));
  const bought = [
    ...(buying.length > 0
      ? answerParts(
          { ...input, signals: { ...input.signals, questions: buying }, knowledge: [] },
          (text) => (name) =>
            name === 'hasProduct'
              ? input.hasProduct
              : name === 'noProduct'
                ? !input.hasProduct
                : situationHolds(name, text),
          phrases,
        )
      : []),
    ...(holds('priceHigh')
      ? variantsOf(
          phrases.complaint.filter((phraseCase) => phraseCase.when === 'priceHigh'),
          input.platform,
        )
      : []),
  ];
  data.unshift(...bought);
  const body = [care, ...known.map((answer) => [answer])];
  data.push(...checkedParts(input.text, draftSays(body, new Set(['skin_type']), []), phrases));
  // The warm opening stays on a medical question; the stock closing may go when the care and answers say enough.
  return framed(
    phrases.open.sensitive,
    [care, ...known.map((answer) => [answer]), ...data],
    phrases.close.sensitive ?? [''],
  );
};

/**
 * A body this long (characters, slots unfilled) already answers: a stock opening ("好问题！") or closing ("有别的问题也
 * 可以接着问～") around it is what an editor deletes first, and it pushes the draft past the length a person writes.
 */
const SAYS_ENOUGH = 40;

/** The fewest characters a run of parts can make. */
const shortest = (parts: DraftParts): number =>
  parts.reduce((sum, variants) => sum + Math.min(...variants.map((variant) => [...variant].length)), 0);

/** Whether the parts between the opening and the closing already say enough without them. */
export const saysEnough = (parts: DraftParts): boolean =>
  parts.length > 2 && shortest(parts.slice(1, -1)) >= SAYS_ENOUGH;

/**
 * Opening, body and closing; when the body says enough, a closing that always said something may now say nothing,
 * so the first draft can go out without it (the engine prefers the bare frame) and a regenerate still offers it.
 */
export const framed = (open: string[], body: DraftParts, close: string[]): DraftParts => {
  const parts = [open, ...body, close];
  return saysEnough(parts) && !close.includes('') ? [open, ...body, ['', ...close]] : parts;
};

const isShippingRow = (row: ReplyKnowledge): boolean =>
  kindsNamedIn(`${row.question} ${row.answer}`).includes('logistics');

/**
 * The input without its shipping rows when an order is a week or more late (it has long missed the shipping
 * promise, and quoting it again reads as an excuse) or already on its way ("物流一直不动": it was shipped, the
 * promise to ship answers nothing).
 */
export const withoutShippingRows = (input: ComposeInput): ComposeInput =>
  situationHolds('inTransit', input.text) ||
  // Delivered (shown signed for, or arrived leaking or broken): the promise to ship within 48 hours answers nothing.
  situationHolds('signedMissing', input.text) ||
  situationHolds('packageProblem', input.text) ||
  (situationHolds('serviceDelay', input.text) && situationHolds('longWait', input.text))
    ? { ...input, knowledge: input.knowledge.filter((row) => !isShippingRow(row)) }
    : input;

/** A text without its clauses that name `situation` (偏远地区…), ending as it ended. */
const withoutClauses = (text: string, situation: string): string => {
  const kept = text
    .split(/(?<=[，,；;])/)
    .filter((clause) => !situationHolds(situation, clause))
    .join('')
    .replace(/[，,；;]$/, '');
  const end = text.match(/[。！!～~]$/)?.[0] ?? '';
  return kept.endsWith(end) ? kept : `${kept}${end}`;
};

/**
 * A late order sent somewhere not remote: the shipping row's remote-area clause would read as an excuse, so the
 * row is quoted without it ("三天了还没发货" hears the 48-hour promise, not "remote areas are slower").
 */
export const withoutRemoteClause = (input: ComposeInput): ComposeInput =>
  situationHolds('serviceDelay', input.text) && !situationHolds('remotePlace', input.text)
    ? {
        ...input,
        knowledge: input.knowledge.map((row) =>
          isShippingRow(row) ? { ...row, answer: withoutClauses(row.answer, 'remoteClause') } : row,
        ),
      }
    : input;

/** Whether the comment is filed under a sunscreen: "防晒是最后一步，再涂{product}" must not name a serum. */
const sunscreenFiled = (input: ComposeInput): boolean =>
  Boolean(input.productName && situationHolds('sunscreenName', input.productName));

/**
 * The parts of a template draft for a comment under `policy`: opening, body and closing, each with its
 * variants. Never called for policies that get no draft.
 */
export const composeCommentReply = (
  comment: ComposeInput,
  phrases: ReplyPhrases = REPLY_PHRASES,
): DraftParts => {
  const input = withoutRemoteClause(withoutShippingRows(comment));
  const holdsIn =
    (text: string) =>
    (name: string): boolean =>
      name === 'sunscreenProduct' || name === 'otherProduct'
        ? sunscreenFiled(input) === (name === 'sunscreenProduct')
        : name === 'hasProduct'
          ? input.hasProduct
          : name === 'noProduct'
            ? !input.hasProduct
            : name === 'greeting'
              ? input.signals.greeting !== null
              : name === 'rivalProduct'
                ? input.theirs === true || rivalNamed(text, input.brandName, input.otherBrandNames)
                : name === 'otherBrandNamed'
                  ? otherBrandNamed(text, input.brandName, input.otherBrandNames)
                  : name === 'skinNamed'
                    ? // A skin type named ("油皮") or described ("一洗脸就紧绷发红") anywhere in the comment.
                      skinTypesNamedIn(input.text).length > 0 || situationHolds('skinDescribed', input.text)
                    : situationHolds(name, text);
  const holds = holdsIn(input.text);
  const platformCases = (cases: readonly PhraseCase[]) =>
    variantsOf(applicableCases(cases, holds), input.platform);
  switch (input.policy) {
    case 'sensitive':
      return sensitiveParts(input, holds, phrases);
    case 'complaint': {
      // A complaint about another brand's product (初沐那款太薄了) is not ours to apologise for: thanks for the
      // experience, our product on its own merits, nothing said against the other.
      if (holds('rivalProduct'))
        return [
          caseVariants(applicableCases(phrases.complaintOpen, holds)[0] ?? { any: [''] }, input.platform),
          ...platformCases(phrases.complaint),
          ...productFacts(input.knowledge).map((answer) => [answer]),
        ];
      // Pilling said plainly gets a tip; said as a promise broken ("宣传说清爽…花钱买罪受") an apology and a question.
      const pilling = holds('pilling') && !holds('letDown');
      const steps = pilling ? [] : applicableCases(phrases.complaint, holds);
      // A next step the complaint's own cases give (私信 the order number) is not said again by an answer.
      const said = new Set(steps.flatMap((phraseCase) => phraseCase.when?.split('+') ?? []));
      // A question the next step settles ("到底去哪了" beside a parcel shown delivered) is not answered again.
      const settled = new Set(steps.flatMap((phraseCase) => phraseCase.settles ?? []));
      // "防晒去西藏根本没用" tells where it failed: beside an "it did not work", a kind is answered only where a
      // clause asks it (no delivery time for 西藏).
      const effect = holds('effect');
      const askedInClause = (kind: QuestionKind): boolean =>
        askedInOrder(input.text, [kind]).some(({ clause }) =>
          COMMENT_SIGNAL_PATTERNS.questionMark.test(clause),
        );
      const open = input.signals.questions.filter(
        (kind) => !settled.has(kind) && (!effect || askedInClause(kind)),
      );
      const answers =
        open.length > 0
          ? answerParts({ ...input, signals: { ...input.signals, questions: open } }, holdsIn, phrases, said)
          : [];
      // A product fact answers a complaint about the product in use (can't read the instructions), not one about
      // the order: a wrong or broken parcel hears the next step, not how the sunscreen washes off.
      const aboutOrder = ORDER_PROBLEMS.some((name) => holds(name));
      // An "it did not work" complaint hears questions about the use, not what the product claims to do.
      const knowledge =
        answers.length === 0 && !aboutOrder && !effect
          ? productFacts(input.knowledge).map((answer) => [answer])
          : [];
      const apology = applicableCases(phrases.complaintOpen, holds)[0];
      return [
        pilling
          ? phrases.open.pilling
          : apology
            ? caseVariants(apology, input.platform)
            : phrases.open.complaint,
        ...variantsOf(steps, input.platform),
        ...knowledge,
        ...answers,
        // A wish passed on is not a case we follow up ("我们会跟进到底的" promises what nobody asked); nor is a
        // remark on the packaging.
        holds('sizeWish') || holds('packagingGripe') ? [''] : (phrases.close.complaint ?? ['']),
      ];
    }
    case 'answer': {
      // A young person asking about buying (replyPolicy lets only that through) is sent to a parent, not sold to.
      const close = touchesTopic('minor', input.text)
        ? phrases.sensitive.minorAsk
        : (phrases.close.answer ?? ['']);
      // "皮肤薄还老是痒，能用吗" asks about the product; the itch that stays is for a dermatologist.
      const lasting = holds('ongoingSymptom') ? [phrases.sensitive.lastingSymptom] : [];
      // "超爱！开封后能放多久？": praise asked beside a question is thanked before the answer.
      // "三天了还没发货，能催一下吗" asks, but the order is late: the apology comes before the answer.
      const late = holds('serviceDelay')
        ? phrases.complaintOpen.find((phraseCase) => phraseCase.when === 'serviceDelay')
        : undefined;
      const open = input.signals.praise
        ? phrases.open.praise
        : late
          ? caseVariants(late, input.platform)
          : phrases.open.answer;
      // Someone pregnant or young asking only about buying or delivery hears that answer: no knowledge row that
      // speaks to nothing asked (the pregnancy row) rides along.
      const asked = input.signals.sensitive
        ? {
            ...input,
            knowledge: input.knowledge.filter((row) =>
              kindsNamedIn(`${row.question} ${row.answer}`).some((kind) =>
                input.signals.questions.includes(kind),
              ),
            ),
          }
        : input;
      return [open, ...answerParts(asked, holdsIn, phrases, new Set(), true), ...lasting, close];
    }
    case 'praise':
      // A row of emoji gets a line of thanks as short as itself.
      if (holds('emojiOnly')) return platformCases(phrases.praise);
      // A mixed verdict (七分…六分, 没有说的那么夸张) is thanked for its honesty, and its criticism taken up.
      return [
        holds('mixedVerdict') ? phrases.open.mixed : phrases.open.praise,
        ...platformCases(phrases.praise),
        phrases.close.praise ?? [''],
      ];
    case 'intent':
      return [phrases.open.intent, ...platformCases(phrases.intent), phrases.close.intent ?? ['']];
    default:
      return [...platformCases(phrases.other), phrases.close.other ?? ['']];
  }
};

/** How many different drafts the parts can make. */
export const draftCount = (parts: DraftParts): number =>
  parts.reduce((count, variants) => count * Math.max(1, variants.length), 1);

/** The draft at `index` (0 ≤ index < draftCount): one variant per part, the first part varying fastest. */
export const draftAt = (parts: DraftParts, index: number): string[] => {
  let rest = index;
  return parts.map((variants) => {
    const size = Math.max(1, variants.length);
    const variant = variants[rest % size] ?? '';
    rest = Math.floor(rest / size);
    return variant;
  });
};
