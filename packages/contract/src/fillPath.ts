/** The `:name` parameters of a path such as `/api/imports/:id/errors.csv`. */
export type TPathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | TPathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A path of `PATHS` with its `:params` filled in, URI-encoded: `fillPath(PATHS.personas.update, { id: 3 })`.
 * A missing parameter is a programming error: it throws rather than calling `/api/personas/undefined`.
 */
export const fillPath = <P extends string>(
  path: P,
  params: Record<TPathParams<P>, string | number>,
): string =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    const value = (params as Partial<Record<string, string | number>>)[name];
    if (value === undefined) throw new Error(`${path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
