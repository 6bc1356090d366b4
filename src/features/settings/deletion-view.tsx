import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { AccountDeletionView } from '../../../machines/settings/account-deletion.selectors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { failureText } from './settings-failure';
import { deletionMessages as m, failureMessages } from './settings.messages';
import { formActions, section, sectionTitle } from './settings-view';

export interface DeletionViewProps extends AccountDeletionView {
  onOpen: () => void;
  onFieldChange: (value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  onDismissError: () => void;
}

/** Settings' «Удаление аккаунта»: the account's address typed out before anything is removed. */
export function DeletionView(props: DeletionViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (props.confirming) form.current?.querySelector('input')?.focus();
  }, [props.confirming]);

  return (
    <section aria-labelledby="settings-deletion" className={section}>
      <h2 id="settings-deletion" className={sectionTitle}>
        {t(m.title)}
      </h2>
      <p className={css({ color: 'fg.muted' })}>{t(m.intro)}</p>
      {props.deleted ? (
        <p role="status">{t(m.deleted)}</p>
      ) : props.confirming ? (
        <form
          ref={form}
          noValidate
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
          onSubmit={(e) => {
            e.preventDefault();
            props.onSubmit();
          }}
        >
          {props.failureCode && (
            <Alert
              variant="destructive"
              title={t(m.failedTitle)}
              dismiss={{ label: t(failureMessages.dismiss), onDismiss: props.onDismissError }}
            >
              {failureText(intl, props.failureCode)}
            </Alert>
          )}
          <Field label={t(m.confirmLabel, { email: props.email })} required>
            <Input
              name="confirmEmail"
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={props.typed}
              disabled={props.deleting}
              onChange={(e) => props.onFieldChange(e.target.value)}
            />
          </Field>
          <div className={formActions}>
            <Button
              type="submit"
              variant="destructive"
              disabled={!props.canSubmit}
              loading={props.deleting}
              loadingText={t(m.deleting)}
            >
              {t(m.submit)}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={props.deleting}
              onClick={props.onCancel}
            >
              {t(m.cancel)}
            </Button>
          </div>
        </form>
      ) : (
        <div className={formActions}>
          <Button variant="destructive" onClick={props.onOpen}>
            {t(m.open)}
          </Button>
        </div>
      )}
    </section>
  );
}
