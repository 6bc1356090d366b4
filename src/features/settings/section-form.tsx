import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { SettingsErrorCode } from '../../../machines/settings/settings.types';
import { Alert } from '../../components/ui/alert';
import { failureText } from './settings-failure';
import { failureMessages } from './settings.messages';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });

export interface FailureAlertProps {
  /** What did not happen («Пароль не изменён»). */
  title: string;
  code: SettingsErrorCode | null;
  onDismiss: () => void;
}

/** A section's refused request: what did not happen, why, and the X that hides it. */
export function FailureAlert({ title, code, onDismiss }: FailureAlertProps) {
  const intl = useIntl();
  if (!code) return null;
  return (
    <Alert
      variant="destructive"
      title={title}
      dismiss={{ label: intl.formatMessage(failureMessages.dismiss), onDismiss }}
    >
      {failureText(intl, code)}
    </Alert>
  );
}

/**
 * A section's form: the machine checks what was typed (noValidate) and the page never reloads;
 * a refusal from the server shows above the fields.
 */
export function SectionForm({
  formRef,
  failure,
  onSubmit,
  children,
}: {
  formRef?: Ref<HTMLFormElement>;
  failure?: FailureAlertProps;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      noValidate
      className={stack}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {failure && <FailureAlert {...failure} />}
      {children}
    </form>
  );
}
