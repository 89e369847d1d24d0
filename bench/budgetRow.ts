/** One line of the DESIGN §7 budget table (`npm run bench`), as printed and as written to bench/results.json. */
export type BudgetRow = {
  name: string;
  /** 'sqlite' or 'postgres' for rows measured on a database; 'none' for the rest (classifier, bundle). */
  database: 'sqlite' | 'postgres' | 'none';
  /** The limit, in `unit`; null for rows not built yet. */
  budget: number | null;
  /** 'max': measured must not exceed the budget; 'min': must reach it. */
  kind: 'max' | 'min';
  measured: number | null;
  unit: string;
  /** null: not measured (not built yet). */
  pass: boolean | null;
  /** How it was measured, the load average, or why there is no figure. */
  note: string;
};

/** A measured row: pass or fail from the figure. */
export const budgetRow = (
  row: Omit<BudgetRow, 'pass' | 'measured'> & { measured: number; budget: number },
): BudgetRow => ({
  ...row,
  pass: row.kind === 'max' ? row.measured <= row.budget : row.measured >= row.budget,
});
