/**
 * What the event and group forms do alike when a save is refused: say how many fields need
 * fixing, show why the save failed, and take the person to the first problem.
 */
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

/** The first problem in the form, in reading order: a field's control, else the save's alert. */
function revealFirstProblem(form: HTMLFormElement | null) {
  const target =
    form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid-group] input') ??
    form?.querySelector<HTMLElement>('[data-save-failure]');
  if (!target) return;
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
}

/**
 * The form's ref: each time `reveal` grows (the machine's count of refused submits), the first
 * problem scrolls into view and takes the focus.
 */
export function useRevealProblems(reveal: number) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (reveal > 0) revealFirstProblem(formRef.current);
  }, [reveal]);
  return formRef;
}

export interface FormProblemsProps {
  /** The id the form is described by while fields need fixing. */
  errorId: string;
  errorCount: number;
  /** «Fix N fields», worded for `errorCount`. */
  fixErrors: string;
  /** Why the save failed, or null when it did not. */
  failure: string | null;
  saveFailed: string;
  dismiss: string;
  onDismiss: () => void;
}

export function FormProblems(props: FormProblemsProps) {
  const { errorId, errorCount, fixErrors, failure, saveFailed, dismiss, onDismiss } = props;
  return (
    <>
      {errorCount > 0 && (
        <Alert variant="destructive">
          <span id={errorId}>{fixErrors}</span>
        </Alert>
      )}
      {failure && (
        <div data-save-failure tabIndex={-1} className={css({ outline: 'none' })}>
          <Alert
            variant="destructive"
            title={saveFailed}
            action={
              <Button size="sm" variant="ghost" onClick={onDismiss}>
                {dismiss}
              </Button>
            }
          >
            {failure}
          </Alert>
        </div>
      )}
    </>
  );
}
