import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, vi } from 'vitest';
import { type AnyStateMachine, type InputFrom, createActor } from 'xstate';
import { accountDeletionMachine } from '../../machines/settings/account-deletion.machine';
import { dataExportMachine } from '../../machines/settings/data-export.machine';
import { emailChangeMachine } from '../../machines/settings/email-change.machine';
import { languagePreferenceMachine } from '../../machines/settings/language-preference.machine';
import { passwordChangeMachine } from '../../machines/settings/password-change.machine';
import { sessionsMachine } from '../../machines/settings/sessions.machine';
import { AppearanceSection } from '../../src/features/settings/appearance-section';
import { DeletionSection } from '../../src/features/settings/deletion-section';
import { EmailSection } from '../../src/features/settings/email-section';
import { ExportSection } from '../../src/features/settings/export-section';
import { PasswordSection } from '../../src/features/settings/password-section';
import { SessionsSection } from '../../src/features/settings/sessions-section';
import {
  appearanceMessages,
  deletionMessages,
  emailMessages,
  exportMessages,
  failureMessages,
  passwordMessages,
  sessionsMessages,
  settingsMessages,
} from '../../src/features/settings/settings.messages';
import { SettingsView } from '../../src/features/settings/settings-view';
import {
  accountDeletionFakes,
  accountDeletionModel,
} from '../machines/settings/account-deletion.model';
import { dataExportFakes, dataExportModel } from '../machines/settings/data-export.model';
import { emailChangeFakes, emailChangeModel } from '../machines/settings/email-change.model';
import {
  languagePreferenceFakes,
  languagePreferenceModel,
} from '../machines/settings/language-preference.model';
import {
  passwordChangeFakes,
  passwordChangeModel,
} from '../machines/settings/password-change.model';
import { sessionsFakes, sessionsModel } from '../machines/settings/sessions.model';
import { ACCOUNT_EMAIL, NEW_EMAIL } from '../machines/settings/settings.fixtures';
import { logicOf, settlers } from '../support/controllable';
import { text, textPattern, textStart } from '../support/messages';
import type { Model, SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { fill, setupUser } from './support/user';

type User = ReturnType<typeof setupUser>;

/** /settings' account sections, each walked by its machine's model through the rendered page. */

const settle = (fn: () => Promise<void>) => act(fn);
const section = (title: Parameters<typeof text>[0]) =>
  screen.getByRole('region', { name: text(title) });
const framed = (title: Parameters<typeof text>[0]) => {
  expect(
    screen.getByRole('heading', { level: 1, name: text(settingsMessages.title) }),
  ).toBeVisible();
  expect(section(title)).toBeVisible();
};
const status = (title: Parameters<typeof text>[0]) => within(section(title)).queryByRole('status');
const button = (name: Parameters<typeof text>[0]) =>
  screen.queryByRole('button', { name: textPattern(name) });
/** The failure said in an alert, or none: `code`'s text under the section's title for it. */
const alertShows = (scope: HTMLElement, expected: string | null) => {
  const alert = within(scope).queryByRole('alert');
  if (expected === null) expect(alert).toBeNull();
  else expect(alert).toHaveTextContent(expected);
};
/** The section alone on /settings, as the page renders it. */
const renderSection = (section: ReactNode) =>
  renderPage(<SettingsView>{section}</SettingsView>, { path: '/settings' });
/** The X on a section's refusal. */
const dismissIn = (user: User, scope: () => HTMLElement) => () =>
  user.click(within(scope()).getByRole('button', { name: text(failureMessages.dismiss) }));
/** The model's walks through the page, from the machine as the section starts it. */
function walkThroughPage<M extends AnyStateMachine, S extends { sut: SystemUnderTest<M> }>(
  model: Model<M>,
  machine: M,
  setup: () => S,
  input?: InputFrom<M>,
) {
  modelTests(model, {
    setup,
    initial: () => createActor(machine, { input } as never).getSnapshot() as never,
  });
}
const FAILURE_TEXT: Record<string, string> = {
  network: text(failureMessages.network),
  code_invalid: text(failureMessages.codeInvalid),
  user_already_exists: text(failureMessages.emailTaken),
};

describe('/settings, language (model-based, through the page)', () => {
  type Sut = SystemUnderTest<typeof languagePreferenceMachine>;
  function setup() {
    const user = setupUser();
    const fakes = languagePreferenceFakes();
    const onLanguageSelect = vi.fn();
    renderSection(
      <AppearanceSection
        logic={languagePreferenceMachine.provide({ actors: logicOf(fakes) })}
        locale="ru"
        onLanguageSelect={onLanguageSelect}
        themeControl={null}
      />,
    );
    const m = appearanceMessages;
    const here = () => section(m.title);
    const sut: Sut = {
      states: {
        idle: () => {
          framed(m.title);
          expect(status(m.title)).toHaveTextContent('');
          alertShows(here(), null);
        },
        saving: (s) => {
          expect(status(m.title)).toHaveTextContent(text(m.saving));
          // The page switched at once: the app's language machine was told before the save.
          expect(onLanguageSelect).toHaveBeenLastCalledWith(s.context.locale);
          expect(fakes.saveLanguage.lastInput).toEqual({ locale: s.context.locale });
        },
        saved: () => {
          expect(status(m.title)).toHaveTextContent(text(m.saved));
        },
        failed: () => {
          alertShows(here(), text(m.failed));
          expect(button(m.retry)).toBeEnabled();
        },
      },
      events: {
        'language.choose': (e) =>
          user.selectOptions(screen.getByRole('combobox', { name: text(m.language) }), e.locale),
        retry: () => user.click(button(m.retry)!),
        ...settlers(fakes, settle),
      } as Sut['events'],
    };
    return { sut };
  }
  walkThroughPage(languagePreferenceModel, languagePreferenceMachine, setup);
});

describe('/settings, password (model-based, through the page)', () => {
  type Sut = SystemUnderTest<typeof passwordChangeMachine>;
  const m = passwordMessages;
  const box = (label: Parameters<typeof text>[0]) =>
    screen.getByLabelText(textStart(label), { selector: 'input' });
  const LABELS = { code: m.code, password: m.newPassword, confirmPassword: m.confirmPassword };
  const VALIDATION: Record<string, Parameters<typeof text>[0]> = {
    code_required: m.codeRequired,
    code_malformed: m.codeMalformed,
    password_required: m.passwordRequired,
    password_too_short: m.passwordTooShort,
    password_needs_letters_digits: m.passwordNeedsLettersDigits,
    passwords_mismatch: m.passwordsMismatch,
  };
  function setup() {
    const user = setupUser();
    const fakes = passwordChangeFakes();
    renderSection(
      <PasswordSection logic={passwordChangeMachine.provide({ actors: logicOf(fakes) })} />,
    );
    const here = () => section(m.title);
    const failure = (s: any) =>
      alertShows(here(), s.context.failure ? FAILURE_TEXT[s.context.failure.code]! : null);
    const start = (busy: boolean) => {
      framed(m.title);
      expect(screen.queryByLabelText(textStart(m.code))).toBeNull();
      if (busy) expect(button(m.sending)).toBeDisabled();
      else expect(button(m.start)).toBeEnabled();
    };
    const form = (s: any, saving: boolean) => {
      expect(box(m.code)).toHaveValue(s.context.code);
      expect(box(m.newPassword)).toHaveValue(s.context.password);
      expect(box(m.confirmPassword)).toHaveValue(s.context.confirmPassword);
      for (const label of Object.values(LABELS))
        expect(box(label)).toHaveProperty('disabled', saving);
      const shown = s.context.validation && text(VALIDATION[s.context.validation]!);
      if (shown) expect(here()).toHaveTextContent(shown);
    };
    const sut: Sut = {
      states: {
        idle: (s) => {
          start(false);
          expect(here()).not.toHaveTextContent(text(m.changed));
          failure(s);
        },
        sendingCode: () => start(true),
        editing: (s) => {
          form(s, false);
          expect(within(here()).getByText(text(m.codeSent))).toBeVisible();
          failure(s);
        },
        saving: (s) => {
          form(s, true);
          expect(button(m.saving)).toBeDisabled();
          alertShows(here(), null);
        },
        changed: () => {
          start(false);
          expect(within(here()).getByText(text(m.changed))).toBeVisible();
        },
      },
      events: {
        'code.request': () => user.click(button(m.resend) ?? button(m.start)!),
        'field.change': (e) => fill(user, box(LABELS[e.field]), e.value),
        'form.submit': () => user.click(button(m.submit)!),
        'form.cancel': () => user.click(button(m.cancel)!),
        'error.dismiss': dismissIn(user, here),
        ...settlers(fakes, settle),
      } as Sut['events'],
    };
    return { sut };
  }
  walkThroughPage(passwordChangeModel, passwordChangeMachine, setup);
});

describe('/settings, email (model-based, through the page)', () => {
  type Sut = SystemUnderTest<typeof emailChangeMachine>;
  const m = emailMessages;
  const VALIDATION: Record<string, Parameters<typeof text>[0]> = {
    email_required: m.required,
    email_invalid: m.invalid,
    same_email: m.same,
  };
  function setup() {
    const user = setupUser();
    const fakes = emailChangeFakes();
    renderSection(
      <EmailSection
        logic={emailChangeMachine.provide({ actors: logicOf(fakes) })}
        currentEmail={ACCOUNT_EMAIL}
      />,
    );
    const here = () => section(m.title);
    const box = () => screen.getByRole('textbox', { name: textStart(m.newEmail) });
    const noForm = () =>
      expect(screen.queryByRole('textbox', { name: textStart(m.newEmail) })).toBeNull();
    const sut: Sut = {
      states: {
        checking: () => {
          framed(m.title);
          noForm();
          expect(status(m.title)).toBeNull();
        },
        awaitingOther: () => {
          expect(status(m.title)).toHaveTextContent(
            text(m.halfConfirmed, { current: ACCOUNT_EMAIL, next: NEW_EMAIL }),
          );
          noForm();
        },
        changed: () => {
          expect(status(m.title)).toHaveTextContent(text(m.changed, { email: NEW_EMAIL }));
          expect(here()).toHaveTextContent(text(m.current, { email: NEW_EMAIL }));
          noForm();
        },
        editing: (s) => {
          framed(m.title);
          expect(here()).toHaveTextContent(text(m.current, { email: s.context.currentEmail }));
          expect(box()).toHaveValue(s.context.email);
          expect(box()).toBeEnabled();
          const shown = s.context.validation && text(VALIDATION[s.context.validation]!);
          if (shown) expect(here()).toHaveTextContent(shown);
          alertShows(here(), s.context.failure ? FAILURE_TEXT[s.context.failure.code]! : null);
        },
        saving: () => {
          expect(box()).toBeDisabled();
          expect(button(m.saving)).toBeDisabled();
        },
        sent: (s) => {
          expect(status(m.title)).toHaveTextContent(
            text(m.sent, { current: s.context.currentEmail, next: s.context.sentTo! }),
          );
          noForm();
        },
      },
      events: {
        'field.change': (e) => fill(user, box(), e.value),
        'form.submit': () => user.click(button(m.submit)!),
        'form.reset': () => user.click((button(m.again) ?? button(m.understood))!),
        'error.dismiss': dismissIn(user, here),
        ...settlers(fakes, settle),
      } as Sut['events'],
    };
    return { sut };
  }
  walkThroughPage(emailChangeModel, emailChangeMachine, setup, { currentEmail: ACCOUNT_EMAIL });
});

describe('/settings, devices (model-based, through the page)', () => {
  type Sut = SystemUnderTest<typeof sessionsMachine>;
  const m = sessionsMessages;
  function setup() {
    const user = setupUser();
    const fakes = sessionsFakes();
    renderSection(<SessionsSection logic={sessionsMachine.provide({ actors: logicOf(fakes) })} />);
    const here = () => section(m.title);
    const rows = () => within(here()).queryAllByTestId('device-session');
    const listed = (s: any) => {
      framed(m.title);
      expect(rows()).toHaveLength(s.context.sessions.length);
      expect(within(here()).getAllByText(text(m.current))).toHaveLength(1);
      expect(rows()[0]).toHaveTextContent(text(m.current));
      expect(rows()[0]).toHaveTextContent('Chrome, Linux');
      if (s.context.sessions.length > 1) expect(rows()[1]).toHaveTextContent('Safari, iOS');
    };
    const sut: Sut = {
      states: {
        loading: () => {
          framed(m.title);
          expect(screen.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
        },
        failed: () => {
          alertShows(here(), text(m.failed));
          expect(button(m.retry)).toBeEnabled();
        },
        'loaded.idle': (s) => {
          listed(s);
          alertShows(here(), s.context.error ? text(m.signOutFailed) : null);
          if (s.context.sessions.length > 1) expect(button(m.signOutOthers)).toBeEnabled();
          else expect(status(m.title)).toHaveTextContent(text(m.onlyThis));
        },
        'loaded.signingOut': (s) => {
          listed(s);
          expect(button(m.signingOut)).toBeDisabled();
        },
      },
      events: {
        retry: () => user.click(button(m.retry)!),
        'others.signOut': () => user.click(button(m.signOutOthers)!),
        'error.dismiss': dismissIn(user, here),
        ...settlers(fakes, settle),
      } as Sut['events'],
    };
    return { sut };
  }
  walkThroughPage(sessionsModel, sessionsMachine, setup);
});

describe('/settings, my data (model-based, through the page)', () => {
  type Sut = SystemUnderTest<typeof dataExportMachine>;
  const m = exportMessages;
  function setup() {
    const user = setupUser();
    const fakes = dataExportFakes();
    renderSection(<ExportSection logic={dataExportMachine.provide({ actors: logicOf(fakes) })} />);
    const here = () => section(m.title);
    const sut: Sut = {
      states: {
        idle: () => {
          framed(m.title);
          expect(button(m.start)).toBeEnabled();
          expect(status(m.title)).toBeNull();
          alertShows(here(), null);
        },
        exporting: () => {
          expect(button(m.exporting)).toBeDisabled();
        },
        done: () => {
          expect(status(m.title)).toHaveTextContent(text(m.done));
          expect(button(m.start)).toBeEnabled();
        },
        failed: () => {
          alertShows(here(), text(m.failed));
          expect(button(m.start)).toBeEnabled();
        },
      },
      events: {
        'export.start': () => user.click(button(m.start)!),
        ...settlers(fakes, settle),
      } as Sut['events'],
    };
    return { sut };
  }
  walkThroughPage(dataExportModel, dataExportMachine, setup);
});

describe('/settings, deleting the account (model-based, through the page)', () => {
  type Sut = SystemUnderTest<typeof accountDeletionMachine>;
  const m = deletionMessages;
  function setup() {
    const user = setupUser();
    const fakes = accountDeletionFakes();
    const accountDeleted = vi.fn();
    renderSection(
      <DeletionSection
        logic={accountDeletionMachine.provide({
          actors: logicOf(fakes),
          actions: { accountDeleted },
        })}
        email={ACCOUNT_EMAIL}
      />,
    );
    const here = () => section(m.title);
    const box = () =>
      screen.queryByRole('textbox', { name: textStart(m.confirmLabel, { email: ACCOUNT_EMAIL }) });
    const sut: Sut = {
      states: {
        idle: () => {
          framed(m.title);
          expect(box()).toBeNull();
          expect(button(m.open)).toBeEnabled();
        },
        confirming: (s) => {
          expect(box()).toHaveValue(s.context.typed);
          const matches = s.context.typed.trim().toLowerCase() === ACCOUNT_EMAIL;
          expect(button(m.submit)).toHaveProperty('disabled', !matches);
          alertShows(here(), s.context.failure ? FAILURE_TEXT[s.context.failure.code]! : null);
        },
        deleting: () => {
          expect(box()).toBeDisabled();
          expect(button(m.deleting)).toBeDisabled();
        },
        deleted: () => {
          expect(status(m.title)).toHaveTextContent(text(m.deleted));
          expect(accountDeleted).toHaveBeenCalledTimes(1);
        },
      },
      events: {
        'deletion.open': () => user.click(button(m.open)!),
        'field.change': (e) => fill(user, box()!, e.value),
        // A refused submit: the button stays disabled, so Enter in the box is how it is tried.
        'form.submit': () => user.type(box()!, '{Enter}'),
        'form.cancel': () => user.click(button(m.cancel)!),
        'error.dismiss': dismissIn(user, here),
        ...settlers(fakes, settle),
      } as Sut['events'],
    };
    return { sut };
  }
  walkThroughPage(accountDeletionModel, accountDeletionMachine, setup, { email: ACCOUNT_EMAIL });
});
