import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { TwoFactorView as TwoFactorViewModel } from '../../../machines/auth/two-factor.selectors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Skeleton } from '../../components/ui/skeleton';
import { failureText } from './auth-text';
import { authMessages } from './auth.messages';
import { CodeField } from './code-field';
import { factorAdded, twoFactorMessages as m } from './two-factor.messages';

export interface TwoFactorViewProps extends TwoFactorViewModel {
  onRetry: () => void;
  onStart: () => void;
  onCancel: () => void;
  onCodeChange: (value: string) => void;
  onConfirm: () => void;
  onRemove: (factorId: string) => void;
  onConfirmRemove: () => void;
  onKeep: () => void;
  onDismissError: () => void;
}

const stack = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: { base: '4', md: '6' },
});
const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: '0' },
});

/** Settings' «Двухфакторный вход»: the account's authenticator apps, adding and removing one. */
export function TwoFactorView(props: TwoFactorViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { enrolment, removal, failure } = props;
  const busy = props.starting || Boolean(enrolment) || Boolean(removal);
  return (
    <Card asChild>
      <section aria-labelledby="settings-two-factor" className={stack}>
        <h2 id="settings-two-factor" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          {t(m.title)}
        </h2>
        <div>
          <p className={css({ color: 'fg.muted' })}>{t(m.intro)}</p>
          {/* Always in the tree, empty until something changes: a live region that appears
              with its text is not read out by every screen reader. */}
          <p role="status" className={css({ mt: '3', _empty: { mt: '0' } })}>
            {props.announcement === 'enrolled'
              ? t(m.enrolled)
              : props.announcement === 'removed'
                ? t(m.removed)
                : ''}
          </p>
        </div>
        {failure && props.status !== 'failed' && (
          <Alert
            variant="destructive"
            title={t(m.failedAction)}
            dismiss={{ label: t(authMessages.dismiss), onDismiss: props.onDismissError }}
          >
            {failureText(intl, failure)}
          </Alert>
        )}
        {props.status === 'loading' ? (
          <div role="status" aria-label={t(m.loading)}>
            <Skeleton className={css({ h: '12' })} />
          </div>
        ) : props.status === 'failed' ? (
          <RetryAlert title={t(m.failedTitle)} retry={t(m.retry)} onRetry={props.onRetry} />
        ) : (
          <>
            {props.factors.length === 0 ? (
              <p>{t(m.off)}</p>
            ) : (
              <ul aria-label={t(m.list)} className={css({ listStyle: 'none', m: 0, p: 0 })}>
                {props.factors.map((f) => (
                  <li key={f.id} className={row}>
                    <span className={css({ flex: '1', minW: '40' })}>
                      <span className={css({ display: 'block', fontWeight: 'medium' })}>
                        {f.name || t(m.factorName)}
                      </span>
                      <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                        {t(factorAdded, {
                          date: intl.formatDate(f.createdAt, {
                            day: 'numeric',
                            month: 'long',
                            year: 'numeric',
                          }),
                        })}
                      </span>
                    </span>
                    <Dialog
                      role="alertdialog"
                      open={removal?.factor.id === f.id}
                      onOpenChange={(open) => (open ? props.onRemove(f.id) : props.onKeep())}
                      title={t(m.removeTitle)}
                      description={t(m.removeText)}
                      trigger={
                        <Button variant="outline" size="sm" disabled={busy}>
                          {t(m.remove)}
                        </Button>
                      }
                      footer={
                        <>
                          <DialogClose>
                            <Button variant="outline" disabled={removal?.removing}>
                              {t(m.removeKeep)}
                            </Button>
                          </DialogClose>
                          <Button
                            variant="destructive"
                            onClick={props.onConfirmRemove}
                            loading={removal?.removing}
                            loadingText={t(m.removing)}
                          >
                            {t(m.remove)}
                          </Button>
                        </>
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
            {enrolment ? (
              <Enrolment {...props} enrolment={enrolment} />
            ) : (
              <div>
                <Button
                  variant={props.factors.length === 0 ? 'solid' : 'outline'}
                  onClick={props.onStart}
                  loading={props.starting}
                  loadingText={t(m.starting)}
                  disabled={Boolean(removal)}
                >
                  {t(props.factors.length === 0 ? m.turnOn : m.addAnother)}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </Card>
  );
}

function Enrolment(
  props: TwoFactorViewProps & { enrolment: NonNullable<TwoFactorViewModel['enrolment']> },
) {
  const t = useIntl().formatMessage;
  const { enrolment } = props;
  return (
    <form
      noValidate
      aria-labelledby="two-factor-scan"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      onSubmit={(e) => {
        e.preventDefault();
        props.onConfirm();
      }}
    >
      <h3 id="two-factor-scan" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {t(m.scanTitle)}
      </h3>
      <p>{t(m.scanText)}</p>
      {/* Dark modules on white whatever the theme: cameras read it as printed. */}
      <img
        src={enrolment.qrCode}
        alt={t(m.qrAlt)}
        width={200}
        height={200}
        className={css({ bg: 'white', rounded: 'md', alignSelf: { base: 'center', sm: 'start' } })}
      />
      <div>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t(m.secret)}</p>
        <code
          data-testid="two-factor-secret"
          className={css({
            display: 'block',
            fontFamily: 'mono',
            fontSize: 'md',
            wordBreak: 'break-all',
            userSelect: 'all',
          })}
        >
          {enrolment.secret}
        </code>
      </div>
      <CodeField
        value={enrolment.code}
        error={enrolment.codeError}
        disabled={enrolment.confirming}
        onChange={props.onCodeChange}
      />
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button type="submit" loading={enrolment.confirming} loadingText={t(m.confirming)}>
          {t(m.confirm)}
        </Button>
        <Button variant="ghost" disabled={enrolment.confirming} onClick={props.onCancel}>
          {t(m.cancel)}
        </Button>
      </div>
    </form>
  );
}
