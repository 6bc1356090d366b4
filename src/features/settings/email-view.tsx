import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { EmailChangeErrorCode } from '../../../machines/settings/email-change.machine';
import type { EmailChangeView } from '../../../machines/settings/email-change.selectors';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { SectionForm } from './section-form';
import { emailMessages as m } from './settings.messages';
import { formActions, section, sectionTitle } from './settings-view';

export interface EmailViewProps extends EmailChangeView {
  onFieldChange: (value: string) => void;
  onSubmit: () => void;
  onReset: () => void;
  onDismissError: () => void;
}

/** Settings' «Электронная почта»: a new address, confirmed from both inboxes. */
export function EmailView(props: EmailViewProps) {
  const t = useIntl().formatMessage;
  const errors: Record<EmailChangeErrorCode, string> = {
    email_required: t(m.required),
    email_invalid: t(m.invalid),
    same_email: t(m.same),
  };
  // What the page says instead of the form: where the emailed links left the change, or that
  // they are on their way.
  const notice =
    props.landing === 'changed'
      ? { text: t(m.changed, { email: props.currentEmail }), action: t(m.understood) }
      : props.landing === 'awaitingOther'
        ? {
            text:
              props.pendingEmail && props.currentEmail
                ? t(m.halfConfirmed, { current: props.currentEmail, next: props.pendingEmail })
                : t(m.halfConfirmedSomewhere),
            action: t(m.understood),
          }
        : props.sentTo
          ? {
              text: t(m.sent, { current: props.currentEmail, next: props.sentTo }),
              action: t(m.again),
            }
          : null;
  return (
    <section aria-labelledby="settings-email" className={section}>
      <h2 id="settings-email" className={sectionTitle}>
        {t(m.title)}
      </h2>
      <p className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>
        {t(m.current, { email: props.currentEmail })}
      </p>
      {props.landing === 'checking' ? null : notice ? (
        <>
          <p role="status" className={css({ overflowWrap: 'anywhere' })}>
            {notice.text}
          </p>
          <div className={formActions}>
            <Button variant="outline" onClick={props.onReset}>
              {notice.action}
            </Button>
          </div>
        </>
      ) : (
        <SectionForm
          onSubmit={props.onSubmit}
          failure={{
            title: t(m.failedTitle),
            code: props.failureCode,
            onDismiss: props.onDismissError,
          }}
        >
          <Field
            label={t(m.newEmail)}
            required
            helperText={t(m.help)}
            invalid={Boolean(props.validation)}
            errorText={props.validation ? errors[props.validation] : undefined}
          >
            <Input
              name="email"
              type="email"
              autoComplete="email"
              value={props.email}
              disabled={props.saving}
              onChange={(e) => props.onFieldChange(e.target.value)}
            />
          </Field>
          <div className={formActions}>
            <Button type="submit" loading={props.saving} loadingText={t(m.saving)}>
              {t(m.submit)}
            </Button>
          </div>
        </SectionForm>
      )}
    </section>
  );
}
