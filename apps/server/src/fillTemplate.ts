/**
 * Fills the `{name}` slots of a sentence or template with `slotValue(name)`. A slot with no value (undefined)
 * becomes `whenMissing` when one is given (a reply or demo text leaves it out), otherwise stays as written
 * (an error sentence shows the missing parameter rather than hiding it).
 */
export const fillTemplate = (
  template: string,
  slotValue: (name: string) => string | undefined,
  whenMissing?: string,
): string => template.replace(/\{(\w+)\}/g, (slot, name: string) => slotValue(name) ?? whenMissing ?? slot);
