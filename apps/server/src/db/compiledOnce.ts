import type { Compilable, Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * A query of a hot path built and compiled by Kysely once, then run with each call's values bound in the
 * compiled SQL's parameter slots: building and compiling cost more than running a key look-up. `build` is
 * called once with a marker for each of its parameters; every value must land in the SQL as a bound parameter (an
 * ordinary `where(column, '=', value)` does), which is checked here.
 */
export const compiledOnce = <Args extends unknown[], Row>(
  db: Kysely<Database>,
  build: (...values: Args) => Compilable<Row>,
): ((...values: Args) => Promise<Row[]>) => {
  const arity = build.length;
  const markers = Array.from({ length: arity }, (_, position) => `\u0000compiledOnce:${position}`);
  const compiled = build(...(markers as Args)).compile();
  const slots = compiled.parameters.map((parameter) => markers.indexOf(parameter as string));
  if (slots.includes(-1) || new Set(slots).size !== arity) {
    throw new Error(`compiledOnce: every value must be one bound parameter: ${compiled.sql}`);
  }
  return async (...values) => {
    const { rows } = await db.executeQuery<Row>({
      ...compiled,
      parameters: slots.map((slot) => values[slot]),
    });
    return rows;
  };
};
