/**
 * A form's errors once `fields` have changed: theirs go, the others stay next to their fields
 * until those are changed too or the form is sent again.
 */
export function withoutErrors<TField extends string, TError>(
  errors: Partial<Record<TField, TError>>,
  ...fields: TField[]
): Partial<Record<TField, TError>> {
  const kept = { ...errors };
  for (const field of fields) delete kept[field];
  return kept;
}
