/**
 * A table's filters travel in the tab's URL as text; the product server's JSON lists want yes/no
 * filters as booleans (`featured`, `active`, `disabled`). These turn the URL's values into them
 * and leave a missing or unknown value out, as an empty filter is.
 */
export type ListBody = Record<string, string | number | boolean | undefined>;
/** A table's query or filters as the tab's URL holds them. */
type TableValues = Readonly<Record<string, string | number | undefined>>;

/** `'true'`/`'false'` under each key → a boolean. */
export function withBooleanFilters(query: TableValues, keys: readonly string[]): ListBody {
  const body: ListBody = { ...query };
  for (const key of keys) {
    const value = query[key];
    if (value === 'true' || value === 'false') body[key] = value === 'true';
    else delete body[key];
  }
  return body;
}

/** The dictionary `sys_normal_disable`: `0` 启用, `1` 停用. */
export const ENABLED = '0';
export const DISABLED = '1';

/** A row's in-use state as the dictionary's value. */
export const enabledValue = (inUse: boolean) => (inUse ? ENABLED : DISABLED);

/**
 * The table's `status` filter (dictionary `sys_normal_disable`) → the list's boolean: `active`
 * (true when 启用) or `disabled` (true when 停用).
 */
export function withEnabledFilter(query: TableValues, field: 'active' | 'disabled'): ListBody {
  const { status, ...rest } = query;
  const body: ListBody = { ...rest };
  if (status === ENABLED || status === DISABLED) body[field] = field === 'active' ? status === ENABLED : status === DISABLED;
  return body;
}

/** The choices of a yes/no filter whose URL values are `true` and `false`. */
export const yesNoOptions = (yes: string, no: string) => [
  { label: yes, value: 'true' },
  { label: no, value: 'false' },
];
