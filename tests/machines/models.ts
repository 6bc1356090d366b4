/**
 * Every machine in `machines/` with the models its tests walk: the one list the coverage gate
 * (`npm run machines:coverage`), the Storybook machine pages and the registry test read, so none of
 * them can drift from what the tests really do. The models are the very objects the tests import
 * from the `*.model.ts` files beside them.
 *
 * Pure TypeScript (no Vitest, no DOM): Node (tsx) and the browser (Storybook) import it too.
 */
import type { AnyStateMachine } from 'xstate';
import { loginMachine } from '../../machines/auth/login.machine';
import { registrationMachine } from '../../machines/auth/registration.machine';
import { sessionMachine } from '../../machines/auth/session.machine';
import { updatePasswordMachine } from '../../machines/auth/update-password.machine';
import { twoFactorMachine } from '../../machines/auth/two-factor.machine';
import { catalogueMachine } from '../../machines/events/catalogue.machine';
import { eventFormMachine } from '../../machines/events/event-form.machine';
import { featuredMachine } from '../../machines/events/featured.machine';
import { rsvpMachine } from '../../machines/events/rsvp.machine';
import { groupCatalogueMachine } from '../../machines/groups/group-catalogue.machine';
import { groupFormMachine } from '../../machines/groups/group-form.machine';
import { languageMachine } from '../../machines/i18n/language.machine';
import { headerMachine } from '../../machines/layout/header.machine';
import { myEventsMachine } from '../../machines/profile/my-events.machine';
import { myGroupsMachine } from '../../machines/profile/my-groups.machine';
import { profileMachine } from '../../machines/profile/profile.machine';
import { themeMachine } from '../../machines/theme/theme.machine';
import { toastMachine } from '../../machines/toast/toast.machine';
import { imageUploadMachine } from '../../machines/upload/image-upload.machine';
import type { CoverOptions, Model, ModelPath } from '../support/model';
import { accountDeletionMachine } from '../../machines/settings/account-deletion.machine';
import { dataExportMachine } from '../../machines/settings/data-export.machine';
import { emailChangeMachine } from '../../machines/settings/email-change.machine';
import { languagePreferenceMachine } from '../../machines/settings/language-preference.machine';
import { passwordChangeMachine } from '../../machines/settings/password-change.machine';
import { sessionsMachine } from '../../machines/settings/sessions.machine';
import { accountDeletionModel } from './settings/account-deletion.model';
import { dataExportModel } from './settings/data-export.model';
import { emailChangeModel } from './settings/email-change.model';
import { languagePreferenceModel } from './settings/language-preference.model';
import { passwordChangeModel } from './settings/password-change.model';
import { sessionsModel } from './settings/sessions.model';
import { loginModel, loginPageModel } from './auth/login.model';
import { registrationModel, registrationPageModel } from './auth/registration.model';
import { sessionModel, visitorModel as sessionVisitorModel } from './auth/session.model';
import {
  updatePasswordInviteModel,
  updatePasswordInvitePageModel,
  updatePasswordModel,
  updatePasswordPageModel,
} from './auth/update-password.model';
import { twoFactorModel, twoFactorPageModel } from './auth/two-factor.model';
import { catalogueModel } from './events/catalogue.model';
import {
  createModelForNew as eventFormCreateModel,
  editModel as eventFormEditModel,
  malformedModel as eventFormMalformedModel,
} from './events/event-form.model';
import { featuredModel } from './events/featured.model';
import {
  liveJoinModel as rsvpLiveJoinModel,
  liveModel as rsvpLiveModel,
  malformedModel as rsvpMalformedModel,
  memberModel as rsvpMemberModel,
  organizerModel as rsvpOrganizerModel,
  visitorModel as rsvpVisitorModel,
} from './events/rsvp.model';
import { groupCatalogueModel } from './groups/catalogue.model';
import {
  FORM_COVER as groupFormCover,
  createGroupModel,
  editGroupModel,
  malformedGroupModel,
} from './groups/form.model';
import { headerModel, headerPageModel } from './header.model';
import { languageModel, languagePageModel } from './language.model';
import { myEventsModel } from './profile/my-events.model';
import { myGroupsModel } from './profile/my-groups.model';
import { publicProfileMachine } from '../../machines/profile/public-profile.machine';
import { PUBLIC_PROFILE_MODELS } from './profile/public-profile.model';
import { profileModel, profilePageModel } from './profile/profile.model';
import { themeModel, themePageModel } from './theme.model';
import { toastModel, toastPageModel } from './toast/toast.model';
import { imageUploadModel } from './upload/image-upload.model';
import { groupPageMachine } from '../../machines/groups/group-page.machine';
import { joinRequestsMachine } from '../../machines/groups/join-requests.machine';
import { membershipMachine } from '../../machines/groups/membership.machine';
import { threadMachine } from '../../machines/groups/thread.machine';
import { chatMachine } from '../../machines/messages/chat.machine';
import { chatRoomMachine } from '../../machines/messages/chat-room.machine';
import {
  MEMBERSHIP_MODELS,
  ownerModel as membershipOwnerModel,
  privateModel as membershipPrivateModel,
  publicModel as membershipPublicModel,
  visitorModel as membershipVisitorModel,
  visitorPrivateModel as membershipVisitorPrivateModel,
} from './groups/membership.model';
import {
  PAGE_MODELS,
  composerPageModel,
  lockedPageModel,
  malformedModel as pageMalformedModel,
  ownerPageModel,
} from './groups/page.model';
import { requestsMalformedModel, requestsModel } from './groups/requests.model';
import { THREAD_MODELS, THREAD_PAGE_MODELS } from './groups/thread.model';
import { CHAT_MODELS, CHAT_PAGE_MODELS } from './messages/chat.model';
import { ROOM_MODELS } from './messages/chat-room.model';
import { reportMachine } from '../../machines/reports/report.machine';
import { reportModel } from './reports/report.model';
import { adminReportsMachine } from '../../machines/admin/reports.machine';
import { adminReportsModel } from './admin/reports.model';
import { adminContentMachine } from '../../machines/admin/content.machine';
import { adminContentModel } from './admin/content.model';

import { blockedListMachine } from '../../machines/messages/blocked-list.machine';
import { conversationsMachine } from '../../machines/messages/conversations.machine';
import { directMachine } from '../../machines/messages/direct.machine';
import { unreadMachine } from '../../machines/messages/unread.machine';
import { blockedListModel } from './messages/blocked-list.model';
import { conversationsModel } from './messages/conversations.model';
import { directMalformedModel, directModel, directSelfModel } from './messages/direct.model';
import { unreadModel } from './messages/unread.model';
import { bellMachine } from '../../machines/notifications/bell.machine';
import { notificationsMachine } from '../../machines/notifications/notifications.machine';
import { bellModel } from './notifications/bell.model';
import { notificationsModel } from './notifications/notifications.model';
import { notificationPreferencesMachine } from '../../machines/notifications/preferences.machine';
import { preferencesModel } from './notifications/preferences.model';
import { dashboardMachine } from '../../machines/admin/dashboard.machine';
import { dashboardModel } from './admin/dashboard.model';
import { auditMachine } from '../../machines/admin/audit.machine';
import { auditModel } from './admin/audit.model';

import { adminUsersMachine } from '../../machines/admin/users.machine';
import { userActionMachine } from '../../machines/admin/user-actions.machine';
import { userCreateMachine } from '../../machines/admin/user-create.machine';
import { ADMIN_USERS_MODELS, adminUsersPageModel } from './admin/users.model';
import { USER_ACTION_MODELS, USER_ACTION_PAGE_MODELS } from './admin/user-actions.model';
import { userCreateModel } from './admin/user-create.model';

type AnyModel = Model<AnyStateMachine>;

/** One model as a test walks it. */
export interface ModelUse {
  /** Which start it models, e.g. «visitor» or «edit»; `default` when there is one. */
  name: string;
  model: AnyModel;
  /**
   * How the test generates its paths: `shortest` is `model.paths()` (machine tests: a path per
   * edge), `cover` is `model.coverPaths(cover)` (page tests through `modelTests`: a few long walks).
   */
  walk: 'shortest' | 'cover';
  cover?: CoverOptions;
}

export interface MachineModels {
  /** As in `createMachine({ id })`; stories name their machine by it (`parameters.machine.id`). */
  id: string;
  machine: AnyStateMachine;
  /** The file it is declared in, from the repository root, and the name it is exported as. */
  file: string;
  exportName: string;
  /**
   * The models its machine test walks (`tests/machines/**`); together they reach every state and
   * take every declared transition, which the machine test checks and the gate reports.
   */
  machineModels: ModelUse[];
  /** The models its rendered-page tests walk (`tests/ui/**`); empty when no page test walks one. */
  pageModels: ModelUse[];
}

const shortest = (model: unknown, name = 'default'): ModelUse => ({
  name,
  model: model as AnyModel,
  walk: 'shortest',
});
const cover = (model: unknown, name = 'default', options?: CoverOptions): ModelUse => ({
  name,
  model: model as AnyModel,
  walk: 'cover',
  cover: options,
});

/** The paths a test generates from this model, with the same helper the test calls. */
export function pathsOf(use: ModelUse): ModelPath<AnyStateMachine>[] {
  return use.walk === 'cover' ? use.model.coverPaths(use.cover) : use.model.paths();
}

const entry = (
  machine: AnyStateMachine,
  file: string,
  exportName: string,
  machineModels: ModelUse[],
  pageModels: ModelUse[] = [],
): MachineModels => ({ id: machine.id, machine, file, exportName, machineModels, pageModels });

export const machineModels: MachineModels[] = [
  entry(
    loginMachine,
    'machines/auth/login.machine.ts',
    'loginMachine',
    [shortest(loginModel)],
    [cover(loginPageModel)],
  ),
  entry(
    registrationMachine,
    'machines/auth/registration.machine.ts',
    'registrationMachine',
    [shortest(registrationModel)],
    [cover(registrationPageModel)],
  ),
  entry(sessionMachine, 'machines/auth/session.machine.ts', 'sessionMachine', [
    shortest(sessionModel, 'stored session'),
    shortest(sessionVisitorModel, 'visitor'),
  ]),
  entry(
    updatePasswordMachine,
    'machines/auth/update-password.machine.ts',
    'updatePasswordMachine',
    [
      shortest(updatePasswordModel, 'reset link'),
      shortest(updatePasswordInviteModel, 'invitation'),
    ],
    [
      cover(updatePasswordPageModel, 'reset link'),
      cover(updatePasswordInvitePageModel, 'invitation'),
    ],
  ),
  entry(
    twoFactorMachine,
    'machines/auth/two-factor.machine.ts',
    'twoFactorMachine',
    [shortest(twoFactorModel)],
    [cover(twoFactorPageModel)],
  ),
  entry(
    catalogueMachine,
    'machines/events/catalogue.machine.ts',
    'catalogueMachine',
    [shortest(catalogueModel)],
    [cover(catalogueModel)],
  ),
  entry(
    eventFormMachine,
    'machines/events/event-form.machine.ts',
    'eventFormMachine',
    [
      shortest(eventFormCreateModel, 'create'),
      shortest(eventFormEditModel, 'edit'),
      shortest(eventFormMalformedModel, 'malformed id'),
    ],
    [cover(eventFormCreateModel, 'create')],
  ),
  entry(featuredMachine, 'machines/events/featured.machine.ts', 'featuredMachine', [
    shortest(featuredModel),
  ]),
  entry(
    rsvpMachine,
    'machines/events/rsvp.machine.ts',
    'rsvpMachine',
    [
      shortest(rsvpMemberModel, 'member'),
      shortest(rsvpVisitorModel, 'visitor'),
      shortest(rsvpOrganizerModel, 'organizer'),
      shortest(rsvpMalformedModel, 'malformed id'),
      shortest(rsvpLiveModel, 'live updates'),
      shortest(rsvpLiveJoinModel, 'live updates while joining'),
    ],
    [
      cover(rsvpMemberModel, 'member'),
      cover(rsvpVisitorModel, 'visitor'),
      cover(rsvpOrganizerModel, 'organizer'),
      cover(rsvpMalformedModel, 'malformed id'),
      cover(rsvpLiveModel, 'live updates'),
      cover(rsvpLiveJoinModel, 'live updates while joining'),
    ],
  ),
  entry(
    groupCatalogueMachine,
    'machines/groups/group-catalogue.machine.ts',
    'groupCatalogueMachine',
    [shortest(groupCatalogueModel)],
    [cover(groupCatalogueModel)],
  ),
  entry(
    groupFormMachine,
    'machines/groups/group-form.machine.ts',
    'groupFormMachine',
    [
      shortest(createGroupModel, 'create'),
      shortest(editGroupModel, 'edit'),
      shortest(malformedGroupModel, 'malformed id'),
    ],
    [
      cover(createGroupModel, 'create', groupFormCover),
      cover(editGroupModel, 'edit', { by: 'transitions' }),
      cover(malformedGroupModel, 'malformed id', { by: 'transitions' }),
    ],
  ),
  entry(
    languageMachine,
    'machines/i18n/language.machine.ts',
    'languageMachine',
    [shortest(languageModel)],
    [cover(languagePageModel)],
  ),
  entry(
    headerMachine,
    'machines/layout/header.machine.ts',
    'headerMachine',
    [shortest(headerModel)],
    [cover(headerPageModel)],
  ),
  entry(
    myEventsMachine,
    'machines/profile/my-events.machine.ts',
    'myEventsMachine',
    [shortest(myEventsModel)],
    [cover(myEventsModel)],
  ),
  entry(
    myGroupsMachine,
    'machines/profile/my-groups.machine.ts',
    'myGroupsMachine',
    [shortest(myGroupsModel)],
    [cover(myGroupsModel)],
  ),
  entry(
    profileMachine,
    'machines/profile/profile.machine.ts',
    'profileMachine',
    [shortest(profileModel)],
    [cover(profilePageModel, 'default', { by: 'transitions' })],
  ),
  entry(
    publicProfileMachine,
    'machines/profile/public-profile.machine.ts',
    'publicProfileMachine',
    PUBLIC_PROFILE_MODELS.map(([name, model]) => shortest(model, name)),
    PUBLIC_PROFILE_MODELS.map(([name, model]) => cover(model, name)),
  ),
  entry(
    themeMachine,
    'machines/theme/theme.machine.ts',
    'themeMachine',
    [shortest(themeModel)],
    // The switcher's page test walks a path per edge, as machine tests do: it is cheap to render.
    [shortest(themePageModel)],
  ),
  entry(
    toastMachine,
    'machines/toast/toast.machine.ts',
    'toastMachine',
    [shortest(toastModel)],
    [cover(toastPageModel)],
  ),
  entry(
    imageUploadMachine,
    'machines/upload/image-upload.machine.ts',
    'imageUploadMachine',
    [shortest(imageUploadModel)],
    [cover(imageUploadModel)],
  ),
  entry(
    groupPageMachine,
    'machines/groups/group-page.machine.ts',
    'groupPageMachine',
    PAGE_MODELS.map(([name, model]) => shortest(model, name)),
    // tests/ui/group-page-machine.test.tsx: the same events where the page offers them.
    [
      cover(ownerPageModel, 'owner', { by: 'transitions' }),
      cover(composerPageModel, 'composer', { by: 'transitions' }),
      cover(lockedPageModel, 'locked'),
      cover(pageMalformedModel, 'malformed id', { by: 'transitions' }),
    ],
  ),
  entry(
    membershipMachine,
    'machines/groups/membership.machine.ts',
    'membershipMachine',
    MEMBERSHIP_MODELS.map(([name, model]) => shortest(model, name)),
    // tests/ui/group-page.test.tsx walks the join button through the rendered group page; the
    // owner's only state is its start.
    [
      cover(membershipPublicModel, 'public group'),
      cover(membershipPrivateModel, 'private group'),
      cover(membershipVisitorModel, 'visitor'),
      cover(membershipVisitorPrivateModel, 'visitor, private group'),
      cover(membershipOwnerModel, 'owner'),
    ],
  ),
  entry(
    joinRequestsMachine,
    'machines/groups/join-requests.machine.ts',
    'joinRequestsMachine',
    [shortest(requestsModel, 'moderator'), shortest(requestsMalformedModel, 'malformed id')],
    // tests/ui/groups-requests.test.tsx; the malformed id's only state is its start.
    [cover(requestsModel, 'moderator'), cover(requestsMalformedModel, 'malformed id')],
  ),
  // /settings' account sections: tests/ui/settings-account.page.test.tsx walks each through the page.
  entry(
    languagePreferenceMachine,
    'machines/settings/language-preference.machine.ts',
    'languagePreferenceMachine',
    [shortest(languagePreferenceModel)],
    [cover(languagePreferenceModel)],
  ),
  entry(
    passwordChangeMachine,
    'machines/settings/password-change.machine.ts',
    'passwordChangeMachine',
    [shortest(passwordChangeModel)],
    [cover(passwordChangeModel)],
  ),
  entry(
    emailChangeMachine,
    'machines/settings/email-change.machine.ts',
    'emailChangeMachine',
    [shortest(emailChangeModel)],
    [cover(emailChangeModel)],
  ),
  entry(
    sessionsMachine,
    'machines/settings/sessions.machine.ts',
    'sessionsMachine',
    [shortest(sessionsModel)],
    [cover(sessionsModel)],
  ),
  entry(
    dataExportMachine,
    'machines/settings/data-export.machine.ts',
    'dataExportMachine',
    [shortest(dataExportModel)],
    [cover(dataExportModel)],
  ),
  entry(
    accountDeletionMachine,
    'machines/settings/account-deletion.machine.ts',
    'accountDeletionMachine',
    [shortest(accountDeletionModel)],
    [cover(accountDeletionModel)],
  ),
  entry(
    threadMachine,
    'machines/groups/thread.machine.ts',
    'threadMachine',
    THREAD_MODELS.map(([name, model]) => shortest(model, name)),
    // tests/ui/groups-thread.test.tsx: the same events where the page offers them.
    THREAD_PAGE_MODELS.map(([name, model]) => cover(model, name, { by: 'transitions' })),
  ),
  entry(
    chatMachine,
    'machines/messages/chat.machine.ts',
    'chatMachine',
    CHAT_MODELS.map(([name, model]) => shortest(model, name)),
    // tests/ui/messages-chat.page.test.tsx: the same events where the page offers them.
    CHAT_PAGE_MODELS.map(([name, model]) => cover(model, name, { by: 'transitions' })),
  ),
  entry(
    chatRoomMachine,
    'machines/messages/chat-room.machine.ts',
    'chatRoomMachine',
    ROOM_MODELS.map(([name, model]) => shortest(model, name)),
    [],
  ),
  entry(
    conversationsMachine,
    'machines/messages/conversations.machine.ts',
    'conversationsMachine',
    [shortest(conversationsModel)],
    // tests/ui/messages-conversations.page.test.tsx
    [cover(conversationsModel)],
  ),
  entry(
    directMachine,
    'machines/messages/direct.machine.ts',
    'directMachine',
    [
      shortest(directModel, 'another person'),
      shortest(directSelfModel, 'oneself'),
      shortest(directMalformedModel, 'malformed id'),
    ],
    // tests/ui/messages-direct.page.test.tsx; oneself's and the malformed id's only state is their start.
    [
      cover(directModel, 'another person'),
      cover(directSelfModel, 'oneself'),
      cover(directMalformedModel, 'malformed id'),
    ],
  ),
  entry(
    blockedListMachine,
    'machines/messages/blocked-list.machine.ts',
    'blockedListMachine',
    [shortest(blockedListModel)],
    // tests/ui/settings-blocked.page.test.tsx
    [cover(blockedListModel)],
  ),
  entry(
    reportMachine,
    'machines/reports/report.machine.ts',
    'reportMachine',
    [shortest(reportModel)],
    // tests/ui/report-dialog.page.test.tsx
    [cover(reportModel)],
  ),
  entry(
    adminReportsMachine,
    'machines/admin/reports.machine.ts',
    'adminReportsMachine',
    [shortest(adminReportsModel)],
    // tests/ui/admin-reports.page.test.tsx
    [cover(adminReportsModel, 'default', { by: 'transitions' })],
  ),
  entry(
    adminContentMachine,
    'machines/admin/content.machine.ts',
    'adminContentMachine',
    [shortest(adminContentModel)],
    // tests/ui/admin-content.page.test.tsx
    [cover(adminContentModel, 'default', { by: 'transitions' })],
  ),
  entry(
    notificationsMachine,
    'machines/notifications/notifications.machine.ts',
    'notificationsMachine',
    [shortest(notificationsModel)],
    // tests/ui/notifications.page.test.tsx
    [cover(notificationsModel)],
  ),
  entry(
    bellMachine,
    'machines/notifications/bell.machine.ts',
    'bellMachine',
    [shortest(bellModel)],
    // tests/ui/notifications-bell.page.test.tsx: the rendered bell and its popover.
    [cover(bellModel, 'default', { by: 'transitions' })],
  ),
  entry(
    notificationPreferencesMachine,
    'machines/notifications/preferences.machine.ts',
    'notificationPreferencesMachine',
    [shortest(preferencesModel)],
    // tests/ui/notifications-preferences.page.test.tsx
    [cover(preferencesModel)],
  ),
  entry(
    dashboardMachine,
    'machines/admin/dashboard.machine.ts',
    'dashboardMachine',
    [shortest(dashboardModel)],
    // tests/ui/admin-dashboard.page.test.tsx
    [cover(dashboardModel)],
  ),
  entry(
    auditMachine,
    'machines/admin/audit.machine.ts',
    'auditMachine',
    [shortest(auditModel)],
    // tests/ui/admin-audit.page.test.tsx: every state and declared transition.
    [cover(auditModel, 'default', { by: 'transitions' })],
  ),
  // /admin/users: the table, the actions on a row and the creation dialog.
  entry(
    adminUsersMachine,
    'machines/admin/users.machine.ts',
    'adminUsersMachine',
    ADMIN_USERS_MODELS.map(([name, model]) => shortest(model, name)),
    // tests/ui/admin-users.page.test.tsx; the search box's pause is walked on the machine only.
    [cover(adminUsersPageModel, 'table', { by: 'transitions' })],
  ),
  entry(
    userActionMachine,
    'machines/admin/user-actions.machine.ts',
    'userActionMachine',
    USER_ACTION_MODELS.map(([name, model]) => shortest(model, name)),
    USER_ACTION_PAGE_MODELS.map(([name, model]) => cover(model, name, { by: 'transitions' })),
  ),
  entry(
    userCreateMachine,
    'machines/admin/user-create.machine.ts',
    'userCreateMachine',
    [shortest(userCreateModel)],
    [cover(userCreateModel, 'default', { by: 'transitions' })],
  ),
  // The header's badge: its stories show both states; no page test walks it (the shell's hook
  // only feeds its count to the header, which the badge's stories check).
  entry(unreadMachine, 'machines/messages/unread.machine.ts', 'unreadMachine', [
    shortest(unreadModel),
  ]),
];

/** A machine's entry by its id; throws on an unknown id, so a stale name fails loudly. */
export function machineModelsById(id: string): MachineModels {
  const found = machineModels.find((m) => m.id === id);
  if (!found) throw new Error(`No machine with id "${id}" in tests/machines/models.ts`);
  return found;
}
