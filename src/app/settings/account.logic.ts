/** The account sections of /settings with their real actors: the one place they are provided. */
import { fromPromise } from 'xstate';
import type { Locale } from '../../../machines/i18n/locales';
import { accountDeletionMachine } from '../../../machines/settings/account-deletion.machine';
import { dataExportMachine } from '../../../machines/settings/data-export.machine';
import {
  type EmailLanding,
  emailChangeMachine,
  landingKindOf,
} from '../../../machines/settings/email-change.machine';
import { languagePreferenceMachine } from '../../../machines/settings/language-preference.machine';
import { passwordChangeMachine } from '../../../machines/settings/password-change.machine';
import { sessionsMachine } from '../../../machines/settings/sessions.machine';
import * as settings from '../../services/settings';
import { saveJsonFile } from './save-file';

export const languagePreferenceLogic = languagePreferenceMachine.provide({
  actors: {
    saveLanguage: fromPromise<void, { locale: Locale }>(({ input }) =>
      settings.saveLanguage(input),
    ),
  },
});

export const passwordChangeLogic = passwordChangeMachine.provide({
  actors: {
    sendCode: fromPromise(() => settings.sendPasswordCode()),
    changePassword: fromPromise<void, { password: string; nonce: string }>(({ input }) =>
      settings.changePassword(input),
    ),
  },
});

export const emailChangeLogic = emailChangeMachine.provide({
  actors: {
    readLanding: fromPromise<EmailLanding, void>(async () => {
      const kind = landingKindOf(window.location.search);
      const landing = await settings.readEmailLanding(kind);
      // Read once: a reload or a shared address must not say it again.
      if (kind !== 'none') window.history.replaceState(window.history.state, '', '/settings');
      return landing;
    }),
    changeEmail: fromPromise<void, { email: string }>(({ input }) => settings.changeEmail(input)),
  },
});

export const sessionsLogic = sessionsMachine.provide({
  actors: {
    listSessions: fromPromise(() => settings.listSessions()),
    signOutOthers: fromPromise(() => settings.signOutOthers()),
  },
});

export const dataExportLogic = dataExportMachine.provide({
  actors: {
    exportData: fromPromise(() => settings.exportMyData()),
  },
  actions: {
    saveFile: (_, { output }) =>
      saveJsonFile(output, `vstrechi-${new Date().toISOString().slice(0, 10)}.json`),
  },
});

export const accountDeletionLogic = accountDeletionMachine.provide({
  actors: {
    deleteAccount: fromPromise<void, { email: string }>(({ input }) =>
      settings.deleteAccount(input),
    ),
  },
  actions: {
    // A fresh start as a visitor: nothing of the account stays in the page's memory.
    accountDeleted: () => {
      settings.forgetSession();
      window.location.replace('/');
    },
  },
});
