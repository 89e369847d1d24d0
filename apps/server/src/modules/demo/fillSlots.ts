/** Replaces `{name}` slots with values; a slot without a value is left out rather than shown raw. */
export const fillSlots = (template: string, lookup: (slot: string) => string | undefined): string =>
  template.replace(/\{(\w+)\}/g, (_match, slot: string) => lookup(slot) ?? '');
