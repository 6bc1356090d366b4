/**
 * Issue 24, point 1: supabase/config.toml's [auth…] settings as the stack reads them. A setting the
 * stack honours maps to GoTrue's variable; one it cannot honour stops loading with its name, never
 * a silent default.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadStackConfig, type StackAuthSettings } from '../../server/core/config';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const roots: string[] = [];

function rootWith(toml: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vstrechi-settings-'));
  fs.mkdirSync(path.join(root, 'supabase'));
  fs.writeFileSync(path.join(root, 'supabase', 'config.toml'), toml);
  roots.push(root);
  return root;
}
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

const load = async (root: string) =>
  (await loadStackConfig({ root, apiPort: 54321, dataDir: null, env: {} }))
    .auth as StackAuthSettings;

describe('supabase/config.toml [auth]', () => {
  it('the repository’s own file loads, with confirmations on, anonymous users off, secure password change and TOTP on', async () => {
    expect(await load(REPO_ROOT)).toMatchObject({
      mailerAutoconfirm: false,
      anonymousSignIns: false,
      manualLinking: false,
      securePasswordChange: true,
      secureEmailChange: true,
      otpLength: 6,
      otpExpirySeconds: 3600,
      emailMaxFrequencySeconds: 60,
      mfaTotpEnroll: true,
      mfaTotpVerify: true,
    });
  });

  it('maps every honoured setting to what GoTrue reads', async () => {
    const root = rootWith(`
[auth]
enable_signup = false
enable_anonymous_sign_ins = true
enable_manual_linking = true
[auth.rate_limit]
anonymous_users = 7
[auth.email]
enable_signup = false
enable_confirmations = false
double_confirm_changes = false
secure_password_change = true
max_frequency = "5s"
otp_length = 8
otp_expiry = 600
[auth.mfa]
max_enrolled_factors = 3
[auth.mfa.totp]
enroll_enabled = true
verify_enabled = false
`);
    expect(await load(root)).toMatchObject({
      signupEnabled: false,
      anonymousSignIns: true,
      manualLinking: true,
      anonymousSignInsPerHour: 7,
      emailEnabled: false,
      mailerAutoconfirm: true,
      secureEmailChange: false,
      securePasswordChange: true,
      emailMaxFrequencySeconds: 5,
      otpLength: 8,
      otpExpirySeconds: 600,
      mfaMaxEnrolledFactors: 3,
      mfaTotpEnroll: true,
      mfaTotpVerify: false,
    });
  });

  it('the CLI’s defaults apply to what the file leaves out (confirmations off, TOTP off)', async () => {
    expect(await load(rootWith('[auth]\nenabled = true\n'))).toMatchObject({
      mailerAutoconfirm: true,
      signupEnabled: true,
      emailEnabled: true,
      mfaTotpEnroll: false,
      mfaTotpVerify: false,
    });
  });

  it('features that are switched off may carry their other keys', async () => {
    const root = rootWith(`
[auth.sms]
enable_signup = false
template = "Your code is {{ .Code }}"
[auth.sms.twilio]
enabled = false
account_sid = ""
[auth.external.apple]
enabled = false
client_id = ""
[auth.mfa.phone]
enroll_enabled = false
verify_enabled = false
[auth.hook.custom_access_token]
enabled = false
uri = "pg-functions://postgres/public/hook"
[auth.email.template.invite]
subject = "Join us"
content_path = "./supabase/templates/invite.html"
`);
    await expect(load(root)).resolves.toBeTruthy();
  });

  it.each([
    ['[auth.external.github]\nenabled = true\n', '[auth.external.github] enabled = true'],
    ['[auth.sms]\nenable_signup = true\n', '[auth.sms] enable_signup = true'],
    ['[auth.hook.send_email]\nenabled = true\n', '[auth.hook.send_email] enabled = true'],
    ['[auth]\nenabled = false\n', '[auth] enabled = false'],
    [
      '[auth]\nenable_refresh_token_rotation = false\n',
      '[auth] enable_refresh_token_rotation = false',
    ],
    ['[auth.captcha]\nenabled = true\n', '[auth.captcha] enabled = true'],
    ['[auth.email]\nmax_frequncy = "1s"\n', '[auth.email] max_frequncy = "1s"'],
    ['[auth.mfa.web_authn]\nenroll_enabled = true\n', '[auth.mfa.web_authn] enroll_enabled = true'],
  ])('stops on %j, naming the setting', async (toml, named) => {
    await expect(load(rootWith(toml))).rejects.toThrow(
      `supabase/config.toml: ${named} is not supported by the local stack`,
    );
  });

  it('an otp_length outside GoTrue’s 6–10 stops the auth service instead of becoming 6', async () => {
    const { resolveAuthConfig } = await import('../../server/auth/settings');
    const config = await loadStackConfig({
      root: rootWith('[auth.email]\notp_length = 4\n'),
      apiPort: 54321,
      dataDir: null,
      env: {},
    });
    expect(() => resolveAuthConfig(config)).toThrow(
      '[auth.email] otp_length must be between 6 and 10',
    );
  });

  it('SUPABASE_AUTH_RATE_LIMIT_<KEY> overrides [auth.rate_limit], as the CLI reads the environment', async () => {
    const root = rootWith('[auth.rate_limit]\nsign_in_sign_ups = 30\nemail_sent = 30\n');
    const limits = async (env: Record<string, string>) =>
      (await loadStackConfig({ root, apiPort: 54321, dataDir: null, env })).rateLimits;
    expect(await limits({})).toMatchObject({ signInSignUpPer5Min: 30, emailSentPerHour: 30 });
    expect(
      await limits({
        SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '1000',
        SUPABASE_AUTH_RATE_LIMIT_EMAIL_SENT: '500',
      }),
    ).toMatchObject({ signInSignUpPer5Min: 1000, emailSentPerHour: 500 });
    await expect(limits({ SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH: 'lots' })).rejects.toThrow(
      'SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH must be a positive whole number, not "lots"',
    );
  });
});
