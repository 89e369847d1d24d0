import { z } from 'zod';
import { ZRowIdParam } from './rowId';

export const PERSONA_NAME_MAX = 40;
export const PERSONA_TONE_MAX = 200;
export const PERSONA_SIGN_OFF_MAX = 40;
export const PERSONA_RULES_MAX = 2000;
export const PERSONA_EXAMPLE_MAX = 500;
export const PERSONA_EXAMPLES_MAX = 10;

/** A reply persona: the voice drafts are written in (tone, sign-off, do / don't rules, example replies). */
export const ZPersona = z.object({
  id: z.number().int(),
  name: z.string(),
  tone: z.string(),
  sign_off: z.string(),
  /** Free text, one rule a line. */
  do_rules: z.string(),
  dont_rules: z.string(),
  examples: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TPersona = z.infer<typeof ZPersona>;

/** Create or update (the whole persona). */
export const ZPersonaInput = z.object({
  name: z.string().trim().min(1).max(PERSONA_NAME_MAX),
  tone: z.string().trim().max(PERSONA_TONE_MAX).default(''),
  sign_off: z.string().trim().max(PERSONA_SIGN_OFF_MAX).default(''),
  do_rules: z.string().trim().max(PERSONA_RULES_MAX).default(''),
  dont_rules: z.string().trim().max(PERSONA_RULES_MAX).default(''),
  examples: z
    .array(z.string().trim().max(PERSONA_EXAMPLE_MAX))
    .max(PERSONA_EXAMPLES_MAX)
    .default([])
    .transform((examples) => examples.filter((example) => example !== '')),
});
export type TPersonaInput = z.infer<typeof ZPersonaInput>;

export const ZPersonaParams = z.object({ id: ZRowIdParam });
