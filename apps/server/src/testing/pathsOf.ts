/** A group of `PATHS`, or one path of it. */
export type PathTree = string | { readonly [name: string]: PathTree };

/** Every path of a `PATHS` group (or the one path given), for tests that walk the list. */
export const pathsOf = (tree: PathTree): string[] =>
  typeof tree === 'string' ? [tree] : Object.values(tree).flatMap(pathsOf);
