import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { Locale } from '../../../machines/i18n/locales';
import { accountDeletionMachine } from '../../../machines/settings/account-deletion.machine';
import {
  type AccountExport,
  dataExportMachine,
} from '../../../machines/settings/data-export.machine';
import {
  type EmailLanding,
  emailChangeMachine,
} from '../../../machines/settings/email-change.machine';
import { languagePreferenceMachine } from '../../../machines/settings/language-preference.machine';
import { passwordChangeMachine } from '../../../machines/settings/password-change.machine';
import { sessionsMachine } from '../../../machines/settings/sessions.machine';
import type { DeviceSession } from '../../../machines/settings/settings.types';
import { AppearanceSection } from '../../../src/features/settings/appearance-section';
import { DeletionSection } from '../../../src/features/settings/deletion-section';
import { EmailSection } from '../../../src/features/settings/email-section';
import { ExportSection } from '../../../src/features/settings/export-section';
import { PasswordSection } from '../../../src/features/settings/password-section';
import { SessionsSection } from '../../../src/features/settings/sessions-section';
import {
  appearanceMessages,
  deletionMessages,
  emailMessages,
  exportMessages,
  passwordMessages,
  sessionsMessages,
} from '../../../src/features/settings/settings.messages';
import { SettingsView } from '../../../src/features/settings/settings-view';
import {
  ACCOUNT_EMAIL,
  EMAILED_CODE,
  EXPORTED,
  NEW_EMAIL,
  NEW_PASSWORD,
  SESSIONS,
} from '../../../tests/machines/settings/settings.fixtures';
import { text, textStart } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { inTurn, refuse, slow } from '../support/live-fakes';
import { liveParameters, livePlay } from '../support/live-story';

/**
 * /settings' account sections, each running its machine on fake services that take 400 ms: the
 * first save of the language fails («Сохранить ещё раз» works), the first code is refused, the
 * new address is taken once, the devices' sign-out works, the export and the deletion go through.
 */
const meta = {
  title: 'Machines/Live/Settings',
  parameters: liveParameters('languagePreference', '/settings'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const done = () => undefined;

function Language() {
  const [locale, setLocale] = useState<Locale>('ru');
  const [logic] = useState(() =>
    languagePreferenceMachine.provide({
      actors: { saveLanguage: slow(inTurn<void, { locale: Locale }>(refuse(), done)) },
    }),
  );
  return (
    <SettingsView>
      <AppearanceSection
        logic={logic}
        locale={locale}
        onLanguageSelect={setLocale}
        themeControl={null}
        inspect={liveInspector('languagePreference')}
      />
    </SettingsView>
  );
}

export const LanguageSavedOnRetry: Story = {
  render: () => <Language />,
  play: livePlay(async ({ canvas }, live) => {
    await userEvent.selectOptions(
      await live.find('combobox', text(appearanceMessages.language)),
      'en',
    );
    await live.press(text(appearanceMessages.retry));
    await expect(
      await canvas.findByText(text(appearanceMessages.saved), {}, { timeout: 5000 }),
    ).toBeVisible();
    await live.lastTold({ id: 'languagePreference', at: 'saved' });
  }),
};

function Password() {
  const [logic] = useState(() =>
    passwordChangeMachine.provide({
      actors: {
        sendCode: slow<void>(done),
        changePassword: slow(
          inTurn<void, { password: string; nonce: string }>(refuse('code_invalid'), done),
        ),
      },
    }),
  );
  return (
    <SettingsView>
      <PasswordSection logic={logic} inspect={liveInspector('passwordChange')} />
    </SettingsView>
  );
}

export const PasswordChangedOnSecondTry: Story = {
  parameters: liveParameters('passwordChange', '/settings'),
  render: () => <Password />,
  play: livePlay(async ({ canvas }, live) => {
    const m = passwordMessages;
    await live.press(text(m.start));
    const box = (label: Parameters<typeof textStart>[0]) =>
      canvas.findByLabelText(textStart(label), { selector: 'input' }, { timeout: 5000 });
    await userEvent.type(await box(m.code), EMAILED_CODE);
    await userEvent.type(await box(m.newPassword), NEW_PASSWORD);
    await userEvent.type(await box(m.confirmPassword), NEW_PASSWORD);
    await live.press(text(m.submit));
    await live.press(text(m.submit));
    await expect(await canvas.findByText(text(m.changed), {}, { timeout: 5000 })).toBeVisible();
    await live.lastTold({ id: 'passwordChange', at: 'changed' });
  }),
};

function Email() {
  const [logic] = useState(() =>
    emailChangeMachine.provide({
      actors: {
        // Opened as from no emailed link: the form, after a moment of checking.
        readLanding: slow<EmailLanding>(() => ({ kind: 'none' })),
        changeEmail: slow(inTurn<void, { email: string }>(refuse('user_already_exists'), done)),
      },
    }),
  );
  return (
    <SettingsView>
      <EmailSection
        logic={logic}
        currentEmail={ACCOUNT_EMAIL}
        inspect={liveInspector('emailChange')}
      />
    </SettingsView>
  );
}

export const EmailTakenThenSent: Story = {
  parameters: liveParameters('emailChange', '/settings'),
  render: () => <Email />,
  play: livePlay(async ({ canvas }, live) => {
    const m = emailMessages;
    await userEvent.type(await live.find('textbox', textStart(m.newEmail)), NEW_EMAIL);
    await live.press(text(m.submit));
    await live.press(text(m.submit));
    await expect(
      await canvas.findByText(
        text(m.sent, { current: ACCOUNT_EMAIL, next: NEW_EMAIL }),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await live.lastTold({ id: 'emailChange', at: 'sent' });
  }),
};

function Devices() {
  const [logic] = useState(() =>
    sessionsMachine.provide({
      actors: {
        listSessions: slow<DeviceSession[]>(() => SESSIONS),
        signOutOthers: slow<void>(done),
      },
    }),
  );
  return (
    <SettingsView>
      <SessionsSection logic={logic} inspect={liveInspector('accountSessions')} />
    </SettingsView>
  );
}

export const SignOutOtherDevices: Story = {
  parameters: liveParameters('accountSessions', '/settings'),
  render: () => <Devices />,
  play: livePlay(async ({ canvas }, live) => {
    await live.press(text(sessionsMessages.signOutOthers));
    await expect(
      await canvas.findByText(text(sessionsMessages.onlyThis), {}, { timeout: 5000 }),
    ).toBeVisible();
    await live.lastTold({ id: 'accountSessions', at: 'loaded.idle' });
  }),
};

const saveFile = fn();

function Data() {
  const [logic] = useState(() =>
    dataExportMachine.provide({
      actors: { exportData: slow<AccountExport>(() => EXPORTED) },
      actions: { saveFile },
    }),
  );
  return (
    <SettingsView>
      <ExportSection logic={logic} inspect={liveInspector('dataExport')} />
    </SettingsView>
  );
}

export const DownloadMyData: Story = {
  parameters: liveParameters('dataExport', '/settings'),
  render: () => <Data />,
  play: livePlay(async ({ canvas }, live) => {
    await live.press(text(exportMessages.start));
    await expect(
      await canvas.findByText(text(exportMessages.done), {}, { timeout: 5000 }),
    ).toBeVisible();
    await live.lastTold({ id: 'dataExport', at: 'done' });
  }),
};

const accountDeleted = fn();

function Deletion() {
  const [logic] = useState(() =>
    accountDeletionMachine.provide({
      actors: { deleteAccount: slow<void, { email: string }>(done) },
      actions: { accountDeleted },
    }),
  );
  return (
    <SettingsView>
      <DeletionSection
        logic={logic}
        email={ACCOUNT_EMAIL}
        inspect={liveInspector('accountDeletion')}
      />
    </SettingsView>
  );
}

export const DeleteAccount: Story = {
  parameters: liveParameters('accountDeletion', '/settings'),
  render: () => <Deletion />,
  play: livePlay(async ({ canvas }, live) => {
    const m = deletionMessages;
    await live.press(text(m.open));
    await userEvent.type(
      await live.find('textbox', textStart(m.confirmLabel, { email: ACCOUNT_EMAIL })),
      ACCOUNT_EMAIL,
    );
    await live.press(text(m.submit));
    await expect(await canvas.findByText(text(m.deleted), {}, { timeout: 5000 })).toBeVisible();
    await live.lastTold({ id: 'accountDeletion', at: 'deleted' });
  }),
};
