/** Names read as a Chinese list: "A和B", "A、B和C" ("A和B和C和D" read like a stutter in a draft). */
export const joinProductNames = (names: readonly string[]): string =>
  names.length <= 2 ? names.join('和') : `${names.slice(0, -1).join('、')}和${names.at(-1)}`;
