import { type FormEvent, useId } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { ReportView } from '../../../machines/reports/report.selectors';
import type { ReportReason } from '../../../machines/reports/report.types';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field, Textarea } from '../ui/field';
import { LinkButton } from '../ui/link-button';
import {
  detailsCount,
  reportFailureMessages,
  reportMessages as m,
  reportReasonMessages,
  reportTargetMessages,
} from './report.messages';

export interface ReportDialogViewProps extends ReportView {
  /** Where «Войти» leads: the sign-in page, back to this page after. */
  signInHref: string;
  finalFocusEl?: () => HTMLElement | null;
  onReason: (reason: ReportReason) => void;
  onDetails: (value: string) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onClose: () => void;
}

const choice = css({
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  px: '3',
  py: '2',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.control',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.subtle' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing' },
  '& input': { w: '4', h: '4', accentColor: 'var(--colors-accent-default)' },
});
const actions = css({
  display: 'flex',
  flexDirection: { base: 'column-reverse', sm: 'row' },
  justifyContent: 'flex-end',
  gap: '3',
  pt: '2',
});

/** The report dialog in each of its steps; the machine decides which. */
export function ReportDialogView(props: ReportDialogViewProps) {
  const t = useIntl().formatMessage;
  const formId = useId();
  const title = props.targetType ? t(reportTargetMessages[props.targetType]) : t(m.title);
  const close = (label: MessageDescriptor = m.done) => (
    <Button variant="outline" onClick={props.onClose}>
      {t(label)}
    </Button>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };

  return (
    <Dialog
      title={title}
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      finalFocusEl={props.finalFocusEl}
    >
      {props.step === 'signInPrompt' && (
        <>
          <p>{t(m.signInPrompt)}</p>
          <div className={actions}>
            {close(m.cancel)}
            <LinkButton href={props.signInHref}>{t(m.signIn)}</LinkButton>
          </div>
        </>
      )}
      {props.form && (
        <form id={formId} noValidate onSubmit={submit} aria-busy={props.sending}>
          <fieldset
            disabled={props.sending}
            className={css({ display: 'flex', flexDirection: 'column', gap: '2', mb: '4' })}
          >
            <legend className={css({ fontWeight: 'medium', mb: '2' })}>{t(m.reasonLegend)}</legend>
            {props.reasons.map((reason) => (
              <label key={reason} className={choice}>
                <input
                  type="radio"
                  name="reason"
                  value={reason}
                  checked={props.reason === reason}
                  onChange={() => props.onReason(reason)}
                />
                {t(reportReasonMessages[reason])}
              </label>
            ))}
          </fieldset>
          <Field
            label={t(m.details)}
            invalid={props.tooLong}
            errorText={props.tooLong ? t(m.tooLong) : undefined}
            helperText={t(detailsCount, { count: props.details.length, max: props.detailsMax })}
            disabled={props.sending}
          >
            <Textarea
              name="details"
              rows={3}
              value={props.details}
              onChange={(e) => props.onDetails(e.target.value)}
            />
          </Field>
          <div className={actions}>
            {close(m.cancel)}
            <Button
              type="submit"
              disabled={!props.canSubmit}
              loading={props.sending}
              loadingText={t(m.sending)}
            >
              {t(m.submit)}
            </Button>
          </div>
        </form>
      )}
      {props.step === 'sent' && (
        <>
          <p role="status">{t(m.sent)}</p>
          <div className={actions}>{close()}</div>
        </>
      )}
      {props.step === 'alreadyReported' && (
        <>
          <p role="status">{t(m.alreadyReported)}</p>
          <div className={actions}>{close()}</div>
        </>
      )}
      {props.step === 'failed' && (
        <>
          <Alert variant="destructive" title={t(m.failedTitle)}>
            {props.failureCode && t(reportFailureMessages[props.failureCode])}
          </Alert>
          <div className={actions}>
            {close(m.cancel)}
            <Button onClick={props.onRetry}>{t(m.retry)}</Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
