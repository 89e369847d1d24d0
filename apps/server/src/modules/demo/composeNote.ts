import type { TContentSource, TPlatform } from '@notedesk/contract';
import { fillTemplate } from '../../fillTemplate';
import type { CatalogBrand, CatalogProduct } from './contentCatalog';
import { SKIN_TYPES } from './contentFragments';
import type { Random } from './createRandom';
import { NOTE_SENTENCES, NOTE_TITLES, NOTE_TOPICS } from './noteTemplates';

export type NoteSubject = {
  platform: TPlatform;
  source: TContentSource;
  brand: CatalogBrand | null;
  product: CatalogProduct | null;
  lineName: string;
  keyword: string;
  competitorName: string;
};

export type ComposedNote = { title: string; description: string; tags: string[] };

const shuffledTake = <T>(random: Random, items: readonly T[], count: number): T[] => {
  const pool = [...items];
  const taken: T[] = [];
  while (taken.length < count && pool.length > 0)
    taken.push(pool.splice(random.int(0, pool.length - 1), 1)[0]!);
  return taken;
};

/** Title, body and topics of a note about the subject, in the voice of its source (brand, blogger, list). */
export const composeNote = (random: Random, subject: NoteSubject): ComposedNote => {
  const slotValue = (slot: string): string | undefined => {
    switch (slot) {
      case 'p':
        return subject.product?.name ?? subject.keyword;
      case 'b':
        return subject.brand?.name ?? '';
      case 'c':
        return subject.competitorName;
      case 'kw':
        return subject.keyword;
      case 'skin':
        return random.pick(SKIN_TYPES);
      case 'd':
        return String(random.pick([7, 14, 21, 28, 30, 60]));
      case 'n':
        return String(random.int(3, 9));
      case 'line':
        return subject.lineName;
      default:
        return undefined;
    }
  };
  // "{b}{p}" would read 雾岚雾岚烟酰胺精华 for products whose name starts with the brand.
  const brandName = subject.brand?.name ?? '';
  const filled = fillTemplate(random.pick(NOTE_TITLES[subject.source]), slotValue, '');
  const title = brandName ? filled.replace(`${brandName}${brandName}`, brandName) : filled;
  const body = shuffledTake(random, NOTE_SENTENCES[subject.source], random.int(3, 5))
    .map((sentence) => fillTemplate(sentence, slotValue, ''))
    .join('');
  // The keyword that found the note is always among its topics, so brand notes really mention the brand.
  const tags = [
    ...new Set([
      subject.keyword,
      subject.brand?.name,
      subject.product?.name,
      ...shuffledTake(random, NOTE_TOPICS, 3),
    ]),
  ].filter((tag): tag is string => Boolean(tag));
  const topicText = tags.map((tag) => (subject.platform === 'xhs' ? `#${tag}[话题]#` : `#${tag}`)).join(' ');
  return { title, description: `${body}\n${topicText}`, tags };
};
