import { hardCaseSeed } from './hardCaseSeed';
import { leadSeed } from './leadSeed';
import { lifestyleSeed } from './lifestyleSeed';
import { negativeSeed } from './negativeSeed';
import { otherSeed } from './otherSeed';
import { positiveSeed } from './positiveSeed';
import { type SeedComment, ZSeedComment } from './seedComment';
import { slangSeed } from './slangSeed';

/**
 * The labelled seed set every embedded model trains from, checked against the label schema when read:
 * a mislabelled line fails loudly at start rather than training a wrong model.
 */
export const seedComments = (): SeedComment[] =>
  [
    ...negativeSeed,
    ...leadSeed,
    ...positiveSeed,
    ...otherSeed,
    ...lifestyleSeed,
    ...slangSeed,
    ...hardCaseSeed,
  ].map((seed) => ZSeedComment.parse(seed));
