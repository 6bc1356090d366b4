/**
 * postgres_changes filters as Supabase Realtime accepts them: `column=op.value` with op one of
 * eq, neq, lt, lte, gt, gte, or `column=in.(a,b,"c d")`. Values compare as the column's type
 * would: numbers as numbers, everything else by its text (what Postgres prints for it).
 */

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface Filter {
  column: string;
  op: FilterOp;
  values: string[];
}

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);
const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);

function splitList(list: string): string[] | null {
  const values: string[] = [];
  let at = 0;
  while (at <= list.length) {
    if (list[at] === '"') {
      const end = list.indexOf('"', at + 1);
      if (end < 0) return null;
      values.push(list.slice(at + 1, end));
      at = end + 1;
      if (at < list.length && list[at] !== ',') return null;
      at++;
    } else {
      const end = list.indexOf(',', at);
      const stop = end < 0 ? list.length : end;
      values.push(list.slice(at, stop).trim());
      at = stop + 1;
    }
  }
  return values;
}

/** The filter, or null when it is not one Supabase would accept. */
export function parseFilter(text: string): Filter | null {
  const match = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s.exec(text);
  if (!match) return null;
  const [, column, op, rest] = match as unknown as [string, string, FilterOp, string];
  if (!OPS.has(op)) return null;
  if (op !== 'in') return { column: column.trim(), op, values: [rest] };
  const list = /^\((.*)\)$/s.exec(rest)?.[1];
  if (list === undefined) return null;
  const values = splitList(list);
  if (!values || values.length === 0 || values.length > 100) return null;
  return { column: column.trim(), op, values };
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function compare(value: unknown, wanted: string, numeric: boolean): number {
  if (numeric) return Number(value) - Number(wanted);
  const text = asText(value);
  return text < wanted ? -1 : text > wanted ? 1 : 0;
}

/** Whether `record`'s column passes; a record without the column (or a null) never passes. */
export function matchesFilter(
  filter: Filter,
  record: Record<string, unknown> | null,
  columnType: string | undefined,
): boolean {
  if (!record || !(filter.column in record)) return false;
  const value = record[filter.column];
  if (value === null || value === undefined) return false;
  const numeric = columnType !== undefined && NUMERIC.has(columnType);
  const cmp = (wanted: string) => compare(value, wanted, numeric);
  switch (filter.op) {
    case 'eq':
      return cmp(filter.values[0]!) === 0;
    case 'neq':
      return cmp(filter.values[0]!) !== 0;
    case 'lt':
      return cmp(filter.values[0]!) < 0;
    case 'lte':
      return cmp(filter.values[0]!) <= 0;
    case 'gt':
      return cmp(filter.values[0]!) > 0;
    case 'gte':
      return cmp(filter.values[0]!) >= 0;
    case 'in':
      return filter.values.some((wanted) => cmp(wanted) === 0);
  }
}
