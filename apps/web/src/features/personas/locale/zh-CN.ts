export const personasZhCN = {
  'personas.tab': '回复人设',
} as const;
