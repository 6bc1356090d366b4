import { format } from 'prettier';
import type { Database, Sql } from '../core/types';

/**
 * `supabase gen types typescript` for our own stack: the same queries over pg_catalog that
 * postgres-meta's generator answers, the same output shape and formatting (prettier, no
 * semicolons), so the file reads the same as one the CLI would write against hosted Supabase.
 */

interface ColumnRow {
  table_name: string;
  relkind: string;
  column_name: string;
  nullable: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
  type_name: string;
  type_schema: string;
  type_kind: string;
  elem_name: string | null;
  elem_schema: string | null;
  elem_kind: string | null;
}

interface RelationshipRow {
  constraint_name: string;
  table_name: string;
  columns: string[];
  ref_schema: string;
  ref_table: string;
  ref_columns: string[];
  one_to_one: boolean;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_modes: string[] | null;
  arg_defaults: number;
  return_type: string;
  return_schema: string;
  return_kind: string;
  return_relid: string;
  returns_set: boolean;
}

interface EnumRow {
  name: string;
  labels: string[];
}

const COLUMNS = `
select c.relname as table_name, c.relkind::text as relkind, a.attname as column_name,
  not a.attnotnull as nullable, a.atthasdef as has_default, a.attidentity::text as identity,
  a.attgenerated::text as generated, t.typname as type_name, tn.nspname as type_schema,
  t.typtype::text as type_kind, et.typname as elem_name, etn.nspname as elem_schema,
  et.typtype::text as elem_kind
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
join pg_type t on t.oid = a.atttypid
join pg_namespace tn on tn.oid = t.typnamespace
left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
left join pg_namespace etn on etn.oid = et.typnamespace
where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
order by c.relname, a.attname`;

const RELATIONSHIPS = `
select con.conname as constraint_name, cl.relname as table_name,
  array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as columns,
  rn.nspname as ref_schema, rcl.relname as ref_table,
  array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
        join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord) as ref_columns,
  exists (
    select 1 from pg_constraint u
    where u.conrelid = con.conrelid and u.contype in ('p', 'u')
      and (select array_agg(x order by x) from unnest(u.conkey) x)
        = (select array_agg(x order by x) from unnest(con.conkey) x)
  ) as one_to_one
from pg_constraint con
join pg_class cl on cl.oid = con.conrelid
join pg_namespace n on n.oid = cl.relnamespace
join pg_class rcl on rcl.oid = con.confrelid
join pg_namespace rn on rn.oid = rcl.relnamespace
where con.contype = 'f' and n.nspname = $1
order by cl.relname, con.conname`;

const FUNCTIONS = `
select p.proname as name, p.proargnames::text[] as arg_names,
  array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
  p.proargmodes::text[] as arg_modes, p.pronargdefaults::int as arg_defaults,
  rt.typname as return_type, rtn.nspname as return_schema, rt.typtype::text as return_kind,
  rt.typrelid::text as return_relid, p.proretset as returns_set
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type rt on rt.oid = p.prorettype
join pg_namespace rtn on rtn.oid = rt.typnamespace
where n.nspname = $1 and p.prokind = 'f'
  and rt.typname not in ('trigger', 'event_trigger')
  and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
order by p.proname`;

const ENUMS = `
select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
from pg_type t
join pg_enum e on e.enumtypid = t.oid
join pg_namespace n on n.oid = t.typnamespace
where n.nspname = $1
group by t.typname
order by t.typname`;

const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'bytea',
  'inet',
  'cidr',
  'macaddr',
  'citext',
  'money',
  'tsvector',
  'tsquery',
  'bit',
  'varbit',
  'xml',
  'regclass',
  'vector',
]);

function scalar(name: string, schema: string, kind: string, enums: Set<string>): string {
  if (kind === 'e' && enums.has(name)) return `Database["${schema}"]["Enums"]["${name}"]`;
  if (kind === 'e') return 'string';
  if (name === 'bool') return 'boolean';
  if (NUMBER.has(name)) return 'number';
  if (STRING.has(name)) return 'string';
  if (name === 'json' || name === 'jsonb') return 'Json';
  if (name === 'void') return 'undefined';
  if (name === 'record') return 'Record<string, unknown>';
  return 'unknown';
}

function columnType(c: ColumnRow, enums: Set<string>): string {
  if (c.elem_name) {
    return `${scalar(c.elem_name, c.elem_schema ?? '', c.elem_kind ?? '', enums)}[]`;
  }
  return scalar(c.type_name, c.type_schema, c.type_kind, enums);
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
const EMPTY = '{\n [_ in never]: never\n }';

export async function generateTypes(db: Database, schemas = ['public']): Promise<string> {
  const blocks: string[] = [];
  const constants: string[] = [];
  for (const schema of schemas) {
    const [columns, relationships, functions, enums] = await db.transaction(
      async (sql: Sql) =>
        [
          (await sql.query<ColumnRow>(COLUMNS, [schema])).rows,
          (await sql.query<RelationshipRow>(RELATIONSHIPS, [schema])).rows,
          (await sql.query<FunctionRow>(FUNCTIONS, [schema])).rows,
          (await sql.query<EnumRow>(ENUMS, [schema])).rows,
        ] as const,
    );
    const enumNames = new Set(enums.map((e) => e.name));
    const byTable = new Map<string, ColumnRow[]>();
    for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c]);

    const rels = (table: string) => {
      const mine = relationships.filter((r) => r.table_name === table && r.ref_schema === schema);
      if (!mine.length) return '[]';
      return `[${mine
        .map(
          (r) => `{
            foreignKeyName: ${JSON.stringify(r.constraint_name)}
            columns: ${JSON.stringify(r.columns)}
            isOneToOne: ${r.one_to_one}
            referencedRelation: ${JSON.stringify(r.ref_table)}
            referencedColumns: ${JSON.stringify(r.ref_columns)}
          }`,
        )
        .join(',\n')}]`;
    };

    const relation = (name: string, cols: ColumnRow[], isTable: boolean) => {
      const row = cols
        .map(
          (c) => `${key(c.column_name)}: ${columnType(c, enumNames)}${c.nullable ? ' | null' : ''}`,
        )
        .join('\n');
      if (!isTable)
        return `${key(name)}: {\n Row: {\n ${row}\n }\n Relationships: ${rels(name)}\n }`;
      const insert = cols
        .map((c) => {
          const t = `${columnType(c, enumNames)}${c.nullable ? ' | null' : ''}`;
          if (c.identity === 'a' || c.generated === 's') return `${key(c.column_name)}?: never`;
          const optional = c.nullable || c.has_default || c.identity === 'd';
          return `${key(c.column_name)}${optional ? '?' : ''}: ${t}`;
        })
        .join('\n');
      const update = cols
        .map((c) => {
          if (c.identity === 'a' || c.generated === 's') return `${key(c.column_name)}?: never`;
          return `${key(c.column_name)}?: ${columnType(c, enumNames)}${c.nullable ? ' | null' : ''}`;
        })
        .join('\n');
      return `${key(name)}: {
        Row: {\n ${row}\n }
        Insert: {\n ${insert}\n }
        Update: {\n ${update}\n }
        Relationships: ${rels(name)}
      }`;
    };

    const tables = [...byTable].filter(([, cols]) => ['r', 'p', 'f'].includes(cols[0]!.relkind));
    const views = [...byTable].filter(([, cols]) => ['v', 'm'].includes(cols[0]!.relkind));
    const tableTypes = new Map(tables.map(([name]) => [name, name]));

    const fnBlocks = functions.map((f) => {
      const modes = f.arg_modes ?? f.arg_types.map(() => 'i');
      const inputs = f.arg_types
        .map((type, i) => ({ type, name: f.arg_names?.[i] ?? '', mode: modes[i] ?? 'i' }))
        .filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
      const firstDefault = inputs.length - f.arg_defaults;
      const args = inputs.every((a) => a.name)
        ? inputs
            .map((a, i) => {
              const elem = a.type.endsWith('[]') ? a.type.slice(0, -2) : a.type;
              const base = scalar(pgName(elem), schema, '', enumNames);
              return `${key(a.name)}${i >= firstDefault ? '?' : ''}: ${base}${a.type.endsWith('[]') ? '[]' : ''}`;
            })
            .join('\n')
        : '';
      let returns: string;
      if (f.return_kind === 'c' && tableTypes.has(f.return_type) && f.return_schema === schema) {
        returns = `Database["${schema}"]["Tables"]["${f.return_type}"]["Row"]`;
      } else {
        returns = scalar(f.return_type, f.return_schema, f.return_kind, enumNames);
      }
      if (f.returns_set) returns = `${returns}[]`;
      return `${key(f.name)}: {\n Args: ${args ? `{\n ${args}\n }` : 'never'}\n Returns: ${returns}\n }`;
    });

    blocks.push(`${key(schema)}: {
      Tables: ${tables.length ? `{\n ${tables.map(([n, c]) => relation(n, c, true)).join('\n')}\n }` : EMPTY}
      Views: ${views.length ? `{\n ${views.map(([n, c]) => relation(n, c, false)).join('\n')}\n }` : EMPTY}
      Functions: ${fnBlocks.length ? `{\n ${fnBlocks.join('\n')}\n }` : EMPTY}
      Enums: ${enums.length ? `{\n ${enums.map((e) => `${key(e.name)}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')}`).join('\n')}\n }` : EMPTY}
      CompositeTypes: ${EMPTY}
    }`);
    constants.push(
      `${key(schema)}: {\n Enums: {${enums.map((e) => `\n ${key(e.name)}: ${JSON.stringify(e.labels)},`).join('')}\n },\n }`,
    );
  }
  const output = `export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12.0.2"
  }
  ${blocks.join('\n')}
}

${HELPERS}

export const Constants = {
  ${constants.join(',\n')}
} as const
`;
  return format(output, { parser: 'typescript', semi: false });
}

/** format_type() names → pg_type names for the scalar map. */
function pgName(formatted: string): string {
  const map: Record<string, string> = {
    integer: 'int4',
    bigint: 'int8',
    smallint: 'int2',
    boolean: 'bool',
    real: 'float4',
    'double precision': 'float8',
    'character varying': 'varchar',
    character: 'bpchar',
    'timestamp with time zone': 'timestamptz',
    'timestamp without time zone': 'timestamp',
    'time with time zone': 'timetz',
    'time without time zone': 'time',
  };
  const bare = formatted.replace(/\(.*\)$/, '').replace(/^.*\./, '');
  return map[bare] ?? bare;
}

/** TablesInsert and TablesUpdate: the same lookup, of a table's Insert or its Update part. */
const writeHelper = (name: string, part: string, letter: string) => `export type ${name}<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      ${part}: infer ${letter}
    }
    ? ${letter}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        ${part}: infer ${letter}
      }
      ? ${letter}
      : never
    : never
`;

/** A lookup by name in one section of a schema (Enums, CompositeTypes), as supabase gen writes it. */
const writeLookup = (
  name: string,
  section: string,
  options: string,
  key: string,
) => `export type ${name}<
  ${options} extends
    | keyof DefaultSchema["${section}"]
    | { schema: keyof DatabaseWithoutInternals },
  ${key} extends ${options} extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[${options}["schema"]]["${section}"]
    : never = never,
> = ${options} extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[${options}["schema"]]["${section}"][${key}]
  : ${options} extends keyof DefaultSchema["${section}"]
    ? DefaultSchema["${section}"][${options}]
    : never`;

const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

${writeHelper('TablesInsert', 'Insert', 'I')}
${writeHelper('TablesUpdate', 'Update', 'U')}
${writeLookup('Enums', 'Enums', 'DefaultSchemaEnumNameOrOptions', 'EnumName')}

${writeLookup('CompositeTypes', 'CompositeTypes', 'PublicCompositeTypeNameOrOptions', 'CompositeTypeName')}`;
