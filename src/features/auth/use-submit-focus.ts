import { type FormEvent, useEffect, useEffectEvent, useRef } from 'react';

/**
 * A form whose refused submit puts the caret in the first invalid field (`firstInvalid` names
 * it from the errors the machine answered); errors that change while the person types move
 * nothing. Returns the form's ref and its submit handler, which sends `submit`.
 */
export function useSubmitFocus<TErrors>(
  errors: TErrors,
  firstInvalid: (errors: TErrors) => string | null | undefined,
  submit: () => void,
) {
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const focusFirstInvalid = useEffectEvent((answered: TErrors) => {
    const name = firstInvalid(answered);
    if (name) form.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();
  });

  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    focusFirstInvalid(errors);
  }, [errors]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submitted.current = true;
    submit();
  };
  return { form, onSubmit };
}
