/**
 * The account settings over supabase-js: language, password, email, devices, the data export and
 * the account's deletion. Every function throws only SettingsFailure.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { Locale } from '../../machines/i18n/locales';
import type { AccountExport } from '../../machines/settings/data-export.machine';
import {
  EMAIL_CHANGE_RETURN,
  type EmailLanding,
} from '../../machines/settings/email-change.machine';
import type {
  DeviceSession,
  SettingsErrorCode,
  SettingsFailure,
} from '../../machines/settings/settings.types';
import { toFailure } from './auth';
import { AUTH_STORAGE_KEY } from './config';
import { supabase } from './supabase';

/** GoTrue's refusals the account forms do not know, by their `code`. */
const SETTINGS_CODES: Record<string, SettingsErrorCode> = {
  reauthentication_not_valid: 'code_invalid',
  reauthentication_needed: 'code_invalid',
  email_exists: 'user_already_exists',
};

export function settingsFailureOf(error: unknown): SettingsFailure {
  const raw = (error as { code?: unknown } | null)?.code;
  const own = typeof raw === 'string' ? SETTINGS_CODES[raw] : undefined;
  const failure = toFailure(error);
  return { code: own ?? failure.code, message: failure.message };
}

async function authCall(call: Promise<{ error: unknown }>): Promise<void> {
  const { error } = await call;
  if (error) throw settingsFailureOf(error);
}

/** Saved on the profile too, so emails sent later (the outbox) go out in it. */
export async function saveLanguage({ locale }: { locale: Locale }): Promise<void> {
  const { data } = await supabase.auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw { code: 'session_expired', message: 'No session' } satisfies SettingsFailure;
  const { error } = await supabase.from('profiles').update({ language: locale }).eq('id', id);
  if (error) throw { code: 'unknown', message: error.message } satisfies SettingsFailure;
}

/** GoTrue mails the signed-in person a code (GET /reauthenticate). */
export const sendPasswordCode = () => authCall(supabase.auth.reauthenticate());

export const changePassword = (input: { password: string; nonce: string }) =>
  authCall(supabase.auth.updateUser(input));

/**
 * With double confirm, both the current and the new address get a link back to /settings, marked
 * (`?from=email-change`) so the page knows it was reached from one of them.
 */
export const changeEmail = ({ email }: { email: string }) =>
  authCall(
    supabase.auth.updateUser(
      { email },
      {
        emailRedirectTo: new URL(
          `/settings?from=${EMAIL_CHANGE_RETURN}`,
          window.location.origin,
        ).toString(),
      },
    ),
  );

/**
 * Where an emailed link of the email change left it. The second link's `?code=` is exchanged by
 * supabase-js as it starts (getSession waits for that); GoTrue then answers the account with its
 * new address. After the first, the account still has the old one and the new one pending; which
 * of the two inboxes was opened GoTrue does not say.
 */
export async function readEmailLanding(kind: EmailLanding['kind']): Promise<EmailLanding> {
  if (kind === 'none') return { kind };
  await supabase.auth.getSession();
  const { data } = await supabase.auth.getUser();
  const user = data.user;
  if (kind === 'half') return { kind, current: user?.email ?? null, next: user?.new_email ?? null };
  return user?.email && !user.new_email ? { kind, email: user.email } : { kind: 'none' };
}

/** my_sessions' rows: the generated types know a set-returning function's rows only as records. */
interface SessionRow {
  id: string;
  created_at: string;
  last_used_at: string;
  user_agent: string | null;
  ip: string | null;
  is_current: boolean;
}

export async function listSessions(): Promise<DeviceSession[]> {
  const { data, error } = await supabase.rpc('my_sessions');
  if (error) throw { code: 'unknown', message: error.message } satisfies SettingsFailure;
  return ((data ?? []) as unknown as SessionRow[]).map((s) => ({
    id: s.id,
    createdAt: s.created_at,
    lastUsedAt: s.last_used_at,
    userAgent: s.user_agent,
    ip: s.ip,
    isCurrent: s.is_current,
  }));
}

export const signOutOthers = () => authCall(supabase.auth.signOut({ scope: 'others' }));

/** An edge function's refusal: its JSON `error` names the code, its status says the rest. */
async function functionFailure(error: unknown): Promise<SettingsFailure> {
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    const code: SettingsErrorCode =
      body.error === 'email_mismatch'
        ? 'email_mismatch'
        : response.status === 401
          ? 'session_expired'
          : response.status === 403
            ? 'forbidden'
            : 'service';
    return { code, message: body.error ?? error.message };
  }
  return { code: 'network', message: String((error as Error)?.message ?? error) };
}

export async function exportMyData(): Promise<AccountExport> {
  const { data, error } = await supabase.functions.invoke<AccountExport>('export-my-data', {
    method: 'GET',
  });
  if (error || !data) throw await functionFailure(error);
  return data;
}

export async function deleteAccount({ email }: { email: string }): Promise<void> {
  const { error } = await supabase.functions.invoke('delete-account', { body: { email } });
  if (error) throw await functionFailure(error);
}

/**
 * After a deletion the account's sessions are gone on the server (the function soft-deletes it),
 * so this only drops the copy this browser kept: signing out would ask GoTrue to end a session it
 * no longer has (a 403). The page reloads right after, as a visitor.
 */
export function forgetSession(): void {
  try {
    globalThis.localStorage?.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode, policies): then the session lived in memory only.
  }
}
