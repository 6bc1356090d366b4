import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { AccountDeletionView } from '../../../machines/settings/account-deletion.selectors';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { SettingsPanel } from '../../components/section/settings-panel';
import { SectionForm } from './section-form';
import { deletionMessages as m } from './settings.messages';
import { formActions } from './settings-view';

export interface DeletionViewProps extends AccountDeletionView {
  onOpen: () => void;
  onFieldChange: (value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  onDismissError: () => void;
}

/** Settings' «Удаление аккаунта»: the account's address typed out before anything is removed. */
export function DeletionView(props: DeletionViewProps) {
  const t = useIntl().formatMessage;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (props.confirming) form.current?.querySelector('input')?.focus();
  }, [props.confirming]);

  return (
    <SettingsPanel id="settings-deletion" title={t(m.title)} intro={t(m.intro)}>
      {props.deleted ? (
        <p role="status">{t(m.deleted)}</p>
      ) : props.confirming ? (
        <SectionForm
          formRef={form}
          onSubmit={props.onSubmit}
          failure={{
            title: t(m.failedTitle),
            code: props.failureCode,
            onDismiss: props.onDismissError,
          }}
        >
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
        </SectionForm>
      ) : (
        <div className={formActions}>
          <Button variant="destructive" onClick={props.onOpen}>
            {t(m.open)}
          </Button>
        </div>
      )}
    </SettingsPanel>
  );
}
