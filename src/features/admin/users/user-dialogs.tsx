import { type FormEvent, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import {
  BAN_DURATIONS,
  BAN_HOURS_MAX,
  BAN_HOURS_MIN,
  type BanDuration,
} from '../../../../machines/admin/user-actions.machine';
import type {
  CreateField,
  CreateFieldError,
  CreateMethod,
  CreateValues,
} from '../../../../machines/admin/user-create.machine';
import type { UserActionView, UserCreateView } from '../../../../machines/admin/users.selectors';
import type { AdminRole } from '../../../../machines/admin/users.types';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { NativeSelect } from '../../../components/ui/native-select';
import { adminErrorOf } from '../admin.messages';
import {
  createFieldMessages,
  durationMessages,
  methodMessages,
  roleMessages,
  usersMessages as m,
  usersValueMessages as v,
} from './users.messages';

export interface DialogHandlers {
  onBanDuration: (duration: BanDuration) => void;
  onBanHours: (value: string) => void;
  onDeleteTyped: (value: string) => void;
  onDialogSubmit: () => void;
  onDialogClose: () => void;
  onDismissError: () => void;
  onCreateField: (field: keyof CreateValues, value: string) => void;
  onCreateSubmit: () => void;
  onCreateClose: () => void;
  onCreateDismiss: () => void;
}

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });

/** A dialog holding one form, its buttons in the footer. */
function FormDialog({
  open,
  title,
  description,
  saving,
  onClose,
  onSubmit,
  submit,
  destructive = false,
  canSubmit,
  children,
}: {
  open: boolean;
  title: string;
  description?: string;
  saving: boolean;
  onClose: () => void;
  onSubmit: () => void;
  submit: { label: string; saving: string };
  destructive?: boolean;
  canSubmit: boolean;
  children: ReactNode;
}) {
  const t = useIntl().formatMessage;
  const formId = useId();
  const send = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      role={destructive ? 'alertdialog' : 'dialog'}
      open={open}
      // Once sent, the request goes through whatever the dialog does: it closes with the answer.
      onOpenChange={(next) => !next && !saving && onClose()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" disabled={saving} onClick={onClose}>
            {t(m.cancel)}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={destructive ? 'destructive' : 'solid'}
            disabled={!canSubmit}
            loading={saving}
            loadingText={submit.saving}
          >
            {submit.label}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={send} className={stack}>
        {children}
      </form>
    </Dialog>
  );
}

function Failure({
  code,
  onDismiss,
}: {
  code: UserActionView['failureCode'];
  onDismiss: () => void;
}) {
  const t = useIntl().formatMessage;
  if (!code) return null;
  return (
    <Alert variant="destructive" dismiss={{ label: t(m.dismiss), onDismiss }}>
      {t(adminErrorOf(code))}
    </Alert>
  );
}

export function BanDialog({ action, ...on }: DialogHandlers & { action: UserActionView }) {
  const t = useIntl().formatMessage;
  const ban = action.ban;
  const email = action.user?.email ?? '';
  return (
    <FormDialog
      open={ban !== null}
      title={t(v.banTitle, { email })}
      description={t(m.banDescription)}
      saving={ban?.saving ?? false}
      onClose={on.onDialogClose}
      onSubmit={on.onDialogSubmit}
      submit={{ label: t(m.banSubmit), saving: t(m.banning) }}
      destructive
      // Pressed with hours out of range, the field says what it takes.
      canSubmit
    >
      {ban && (
        <>
          <Failure code={action.failureCode} onDismiss={on.onDismissError} />
          <NativeSelect
            label={t(m.banDuration)}
            options={BAN_DURATIONS.map((d) => ({ value: d, label: t(durationMessages[d]) }))}
            value={ban.duration}
            onChange={on.onBanDuration}
          />
          {ban.duration === 'custom' && (
            <Field
              label={t(m.banHours)}
              required
              invalid={ban.hoursInvalid}
              errorText={t(v.banHoursInvalid, { min: BAN_HOURS_MIN, max: BAN_HOURS_MAX })}
            >
              <Input
                name="hours"
                inputMode="numeric"
                autoComplete="off"
                value={ban.hours}
                readOnly={ban.saving}
                onChange={(e) => on.onBanHours(e.target.value)}
              />
            </Field>
          )}
        </>
      )}
    </FormDialog>
  );
}

export function DeleteDialog({ action, ...on }: DialogHandlers & { action: UserActionView }) {
  const t = useIntl().formatMessage;
  const deletion = action.deletion;
  const email = action.user?.email ?? '';
  return (
    <FormDialog
      open={deletion !== null}
      title={t(v.deleteTitle, { email })}
      description={t(m.deleteDescription)}
      saving={deletion?.saving ?? false}
      onClose={on.onDialogClose}
      onSubmit={on.onDialogSubmit}
      submit={{ label: t(m.deleteSubmit), saving: t(m.deleting) }}
      destructive
      canSubmit={deletion?.canSubmit ?? false}
    >
      {deletion && (
        <>
          <Failure code={action.failureCode} onDismiss={on.onDismissError} />
          <Field label={t(v.deleteConfirm, { email })} required>
            <Input
              name="confirmEmail"
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={deletion.typed}
              readOnly={deletion.saving}
              onChange={(e) => on.onDeleteTyped(e.target.value)}
            />
          </Field>
        </>
      )}
    </FormDialog>
  );
}

const ROLES: readonly AdminRole[] = ['member', 'admin'];
const METHODS: readonly CreateMethod[] = ['invite', 'password'];

export function CreateDialog({ create, ...on }: DialogHandlers & { create: UserCreateView }) {
  const t = useIntl().formatMessage;
  const { values, errors, saving } = create;
  const errorOf = (field: CreateField) => {
    const code: CreateFieldError | undefined = errors[field];
    if (!code) return undefined;
    return code === 'email_taken' || code === 'weak_password' || code === 'invalid'
      ? t(adminErrorOf(code))
      : t(createFieldMessages[code]);
  };
  const text = (field: 'email' | 'name', label: string, type: string, max: number) => (
    <Field label={label} required invalid={!!errors[field]} errorText={errorOf(field)}>
      <Input
        name={field}
        type={type}
        maxLength={max}
        autoComplete="off"
        value={values[field]}
        readOnly={saving}
        onChange={(e) => on.onCreateField(field, e.target.value)}
      />
    </Field>
  );
  return (
    <FormDialog
      open={create.open}
      title={t(m.createTitle)}
      saving={saving}
      onClose={on.onCreateClose}
      onSubmit={on.onCreateSubmit}
      submit={{ label: t(m.createSubmit), saving: t(m.creating) }}
      // Pressing «Создать» with gaps shows what is missing, beside each field.
      canSubmit
    >
      {create.failureCode && (
        <Alert
          variant="destructive"
          title={t(m.createFailed)}
          dismiss={{ label: t(m.dismiss), onDismiss: on.onCreateDismiss }}
        >
          {t(adminErrorOf(create.failureCode))}
        </Alert>
      )}
      {text('email', t(m.createEmail), 'email', 254)}
      {text('name', t(m.createName), 'text', 120)}
      <NativeSelect
        label={t(m.createRole)}
        options={ROLES.map((r) => ({ value: r, label: t(roleMessages[r]) }))}
        value={values.role}
        onChange={(r) => on.onCreateField('role', r)}
      />
      <NativeSelect
        label={t(m.createMethod)}
        options={METHODS.map((x) => ({ value: x, label: t(methodMessages[x]) }))}
        value={values.method}
        onChange={(x) => on.onCreateField('method', x)}
      />
      {values.method === 'password' && (
        <Field
          label={t(m.createPassword)}
          required
          invalid={!!errors.password}
          errorText={errorOf('password')}
        >
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={values.password}
            readOnly={saving}
            onChange={(e) => on.onCreateField('password', e.target.value)}
          />
        </Field>
      )}
    </FormDialog>
  );
}
