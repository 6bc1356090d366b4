import type { Database } from '../core/types';

/**
 * postgres_changes filters as Supabase Realtime accepts them: `column=op.value` with op one of
 * eq, neq, lt, lte, gt, gte, or `column=in.(a,b,"c d")`. The database compares them, typed
 * (realtime.local_filters): the value is cast to the column's type, as Supabase does.
 */

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface Filter {
  column: string;
  op: FilterOp;
  values: string[];
}

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

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

/**
 * Which of `filters` the row `record` of table `entity` passes, in order. Throws with the
 * database's message when a filter names no column of the table or a value its type refuses;
 * `record` null checks only that.
 */
export async function filtersPass(
  db: Database,
  entity: number,
  record: Record<string, unknown> | null,
  filters: Filter[],
): Promise<boolean[]> {
  if (filters.length === 0) return [];
  const { rows } = await db.transaction((sql) =>
    sql.query<{ passed: boolean[] | string }>(
      'select to_json(realtime.local_filters($1::oid::regclass, $2::jsonb, $3::jsonb)) as passed',
      [
        entity,
        record === null ? null : JSON.stringify(record),
        JSON.stringify(filters.map((f) => [f.column, f.op, f.values])),
      ],
    ),
  );
  const passed = rows[0]?.passed ?? [];
  return typeof passed === 'string' ? (JSON.parse(passed) as boolean[]) : passed;
}
