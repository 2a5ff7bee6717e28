/** The fields of `value` named in `keys`, and no others (a query's data kept in the form its page reads). */
export const pick = <T, K extends keyof T>(value: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
