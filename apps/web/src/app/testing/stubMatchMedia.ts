/** Arco's responsive grid asks the browser's media queries, which jsdom lacks: a screen matching none. */
export const stubMatchMedia = (): void => {
  window.matchMedia ??= ((media: string) => ({
    matches: false,
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
};
