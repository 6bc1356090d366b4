/**
 * One way for every area's service to turn what the backend refused into a code its screens
 * translate (groups-errors.ts, messages-errors.ts). The database raises a message key with an HTTP
 * status (private.raise_api_error); a check or foreign key constraint names the field it refused;
 * PostgREST's and PostgreSQL's own codes cover the rest.
 */
import { type BackendError, REFUSED_WRITE } from './event-error-codes';

/** The codes every area shares, whatever its own refusals. */
type CommonCode = 'not_signed_in' | 'not_found' | 'forbidden' | 'invalid' | 'network' | 'unknown';

export interface AreaFailure<Code extends string, Field extends string> {
  code: Code;
  /** The backend's own words, for logs and the details dialog; never the main text. */
  message: string;
  field?: Field;
}

/** What supabase-js answers: the data, or what the backend refused. */
export interface Answer<T> {
  data: T | null;
  error: unknown;
}

export interface AreaRefusals<Code extends string, Field extends string> {
  codes: readonly Code[];
  /** Message keys the area's functions and triggers raise, and what each means to the app. */
  raised: Record<string, Code>;
  /** Raised keys that are about one value of a form. */
  raisedFields?: Record<string, Field>;
  /** Constraints (PostgreSQL names a column's check `<table>_<column>_check`) by form field. */
  constraintFields: Record<string, Field>;
}

export function areaFailures<Code extends string, Field extends string>(
  refusals: AreaRefusals<Code | CommonCode, Field>,
) {
  type Failure = AreaFailure<Code | CommonCode, Field>;
  const known = refusals.codes as readonly string[];
  const failure = (code: Code | CommonCode, message: string, field?: Field): Failure =>
    field ? { code, message, field } : { code, message };

  function isFailure(value: unknown): value is Failure {
    return (
      typeof value === 'object' &&
      value !== null &&
      // A backend error has a code and a message too (a SQLSTATE): only our codes count.
      known.includes((value as Failure).code) &&
      typeof (value as Failure).message === 'string' &&
      !('details' in value)
    );
  }

  function toFailure(error: unknown): Failure {
    if (isFailure(error)) return error;
    const e = (error ?? {}) as BackendError;
    const message = e.message ?? String(error);
    const raised = refusals.raised[message];
    if (raised) return failure(raised, message, refusals.raisedFields?.[message]);
    if (REFUSED_WRITE.includes(e.code ?? '')) {
      const constraint = /constraint "([^"]+)"/.exec(message)?.[1];
      return failure(
        'invalid',
        message,
        constraint ? refusals.constraintFields[constraint] : undefined,
      );
    }
    // 0 rows for .single(), or an id that is not a uuid at all (22P02): no such thing either way.
    if (e.code === 'PGRST116' || e.code === '22P02') return failure('not_found', message);
    // A row-level security refusal.
    if (e.code === '42501' || e.code === 'PGRST301') return failure('forbidden', message);
    if (e.name === 'TypeError' || /fetch|network/i.test(message))
      return failure('network', message);
    return failure('unknown', message);
  }

  /** The data of an answer, or the refusal as the area's failure. */
  function ok<T>({ data, error }: Answer<T>): T {
    if (error) throw toFailure(error);
    return data as T;
  }

  /** As ok, and no row (`what` says which) is not_found. */
  function found<T>(answer: Answer<T>, what: string): NonNullable<T> {
    const data = ok(answer);
    if (data == null) throw failure('not_found', `No ${what}`);
    return data;
  }

  return { isFailure, toFailure, ok, found };
}
