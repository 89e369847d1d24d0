/** JSON text to put in place as is: nesting deeper than JSON.stringify (or the generator's stack) can take. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** `depth` nested arrays or objects around a string, as JSON text. */
export const deeplyNested = (depth: number, asObject: boolean): RawJson =>
  new RawJson(
    asObject
      ? `${'{"a":'.repeat(depth)}"deep"${'}'.repeat(depth)}`
      : `${'['.repeat(depth)}"deep"${']'.repeat(depth)}`,
  );

const PLACEHOLDER = '\u0001raw-json-';

/** JSON.stringify that writes a RawJson's text where it stands (undefined → 'null', like a JSON body of nothing). */
export const jsonText = (value: unknown): string => {
  const raws: RawJson[] = [];
  const text =
    JSON.stringify(value, (_key, item: unknown) => {
      if (!(item instanceof RawJson)) return item;
      raws.push(item);
      return `${PLACEHOLDER}${raws.length - 1}`;
    }) ?? 'null';
  return raws.length === 0
    ? text
    : text.replace(
        /"\\u0001raw-json-(\d+)"/g,
        (_whole, index: string) => raws[Number(index)]?.text ?? 'null',
      );
};
