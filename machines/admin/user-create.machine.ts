import { assign, setup } from 'xstate';
import { type EmailRuleCode, checkEmail } from '../auth/email-rule';
import { type PasswordRuleCode, checkPasswordRule } from '../auth/password-rule';
import { withoutErrors } from '../shared/field-errors';
import { errorOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type AdminFailure, adminFailureOf } from './admin.types';
import { type AdminRole, type AdminUser } from './users.types';

/** A password the admin sets, or GoTrue's invitation email that lets the person choose one. */
export type CreateMethod = 'password' | 'invite';

export type CreateField = 'email' | 'name' | 'role' | 'password';

export type CreateFieldError =
  | EmailRuleCode
  | PasswordRuleCode
  | 'email_taken'
  | 'weak_password'
  | 'name_required'
  | 'password_required'
  /** The server refused the value without saying more. */
  | 'invalid';

export interface CreateValues {
  email: string;
  name: string;
  role: AdminRole;
  method: CreateMethod;
  password: string;
}

export interface UserCreateContext extends CreateValues {
  errors: Partial<Record<CreateField, CreateFieldError>>;
  /** A refusal that is about no one field (no rights, the network). */
  failure: AdminFailure | null;
}

export interface CreateUserInput {
  email: string;
  name: string;
  role: AdminRole;
  /** Absent: the person is invited by email. */
  password?: string;
}

export type UserCreateEvent =
  | { type: 'create.open' }
  | { type: 'field.change'; field: keyof CreateValues; value: string }
  | { type: 'form.submit' }
  | { type: 'dialog.close' }
  | { type: 'error.dismiss' };

const EMPTY: CreateValues = { email: '', name: '', role: 'member', method: 'invite', password: '' };

/** What is wrong with the form before anything is sent. */
export function checkCreate(v: CreateValues): UserCreateContext['errors'] {
  const errors: UserCreateContext['errors'] = {};
  const email = checkEmail(v.email);
  if (email) errors.email = email;
  if (!v.name.trim()) errors.name = 'name_required';
  if (v.method === 'password') {
    if (!v.password) errors.password = 'password_required';
    else {
      const rule = checkPasswordRule(v.password);
      if (rule) errors.password = rule;
    }
  }
  return errors;
}

/** Nothing wrong as typed, and nothing the server refused left unchanged. */
export const canSend = (c: Pick<UserCreateContext, keyof CreateValues | 'errors'>) =>
  Object.keys(c.errors).length === 0 && Object.keys(checkCreate(c)).length === 0;

const FIELDS: readonly string[] = ['email', 'name', 'role', 'password'];

/** Where the server's refusal belongs: next to a field, or above the form. */
function refusalOf(error: unknown): Pick<UserCreateContext, 'errors' | 'failure'> {
  const failure = adminFailureOf(error);
  if (failure.code === 'email_taken') return { errors: { email: 'email_taken' }, failure: null };
  if (failure.code === 'weak_password')
    return { errors: { password: 'weak_password' }, failure: null };
  if (failure.code === 'invalid' && failure.field && FIELDS.includes(failure.field))
    return { errors: { [failure.field as CreateField]: 'invalid' }, failure: null };
  return { errors: {}, failure };
}

export const createInputOf = (v: CreateValues): CreateUserInput => ({
  email: v.email.trim(),
  name: v.name.trim(),
  role: v.role,
  ...(v.method === 'password' ? { password: v.password } : {}),
});

/**
 * «Новый пользователь» in the admin's users table (issue 19): email, name and role, and either a
 * password or an invitation. The form checks what it can (the account forms' email and password
 * rules); the server's refusals (an address in use, a password too common, a value it refused)
 * land next to their fields. The created person goes to the table (`userCreated`).
 */
export const userCreateMachine = setup({
  types: {
    context: {} as UserCreateContext,
    events: {} as UserCreateEvent,
  },
  actors: {
    createUser: notProvided<AdminUser, CreateUserInput>('createUser'),
  },
  actions: {
    // The page provides it: the table shows the new row.
    userCreated: (_, _params: { user: AdminUser }) => {},
    clearForm: assign({ ...EMPTY, errors: {}, failure: null }),
    changeField: assign(
      ({ context }, { field, value }: { field: keyof CreateValues; value: string }) => ({
        [field]: value,
        // Choosing the invitation makes the password moot, and with it its error.
        errors: withoutErrors(context.errors, field === 'method' ? 'password' : field),
      }),
    ),
    // The server's refusals stay beside fields not changed since: sending them again is refused again.
    showErrors: assign(({ context }) => ({
      errors: { ...context.errors, ...checkCreate(context) },
    })),
    storeRefusal: assign((_, { error }: { error: unknown }) => refusalOf(error)),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isValid: ({ context }) => canSend(context),
    hasFailure: ({ context }) => context.failure !== null,
  },
}).createMachine({
  id: 'adminUserCreate',
  context: { ...EMPTY, errors: {}, failure: null },
  initial: 'closed',
  states: {
    closed: { on: { 'create.open': { target: 'editing', actions: 'clearForm' } } },
    editing: {
      on: {
        'field.change': {
          actions: {
            type: 'changeField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        'form.submit': [
          { guard: 'isValid', target: 'saving', actions: 'clearFailure' },
          { actions: 'showErrors' },
        ],
        'dialog.close': { target: 'closed' },
        'error.dismiss': { guard: 'hasFailure', actions: 'clearFailure' },
      },
    },
    saving: {
      invoke: {
        id: 'createUser',
        src: 'createUser',
        input: ({ context }) => createInputOf(context),
        onDone: {
          target: 'closed',
          actions: { type: 'userCreated', params: ({ event }) => ({ user: event.output }) },
        },
        onError: { target: 'editing', actions: { type: 'storeRefusal', params: errorOf } },
      },
    },
  },
});
