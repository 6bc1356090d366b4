import type { MailMessage } from '../core/types';
import { pickLanguage, renderAuthEmail, type AuthEmailKind } from '../mail/templates';
import type { ResolvedAuthConfig } from './settings';

/** GoTrue's encodeRedirectURL: escaped only when it would break the surrounding query string. */
function encodeRedirect(url: string): string {
  return /[&=#]/.test(url) ? encodeURIComponent(url).replace(/%20/g, '+') : url;
}

/** GoTrue's getPath for the mailer: `<api>/auth/v1/verify?token=<hash>&type=<type>&redirect_to=<url>`. */
export function verifyLink(
  cfg: ResolvedAuthConfig,
  tokenHashWithPrefix: string,
  type: string,
  redirectTo: string,
): string {
  return `${cfg.apiUrl}/auth/v1/verify?token=${encodeURIComponent(tokenHashWithPrefix)}&type=${encodeURIComponent(type)}&redirect_to=${encodeRedirect(redirectTo)}`;
}

function langParam(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).searchParams.get('lang');
  } catch {
    return null;
  }
}

/**
 * The email's language, first match wins: `?lang=` on the request, `lang` in the redirect URL
 * (the app can put its current language there), `user_metadata.locale`, Accept-Language, Russian.
 */
export function emailLanguage(
  req: Request,
  redirectTo: string | null,
  userMetadata: Record<string, unknown> | null | undefined,
) {
  return pickLanguage(
    new URL(req.url).searchParams.get('lang'),
    langParam(redirectTo),
    userMetadata?.locale,
    req.headers.get('accept-language'),
  );
}

export interface PendingEmail {
  kind: AuthEmailKind;
  to: string;
  type: string;
  tokenHash: string;
  otp: string;
  redirectTo: string;
  email: string;
  newEmail?: string;
  lang: ReturnType<typeof pickLanguage>;
}

export function composeEmail(cfg: ResolvedAuthConfig, e: PendingEmail): MailMessage {
  const rendered = renderAuthEmail(e.kind, e.lang, {
    // GoTrue's reauthentication email carries the code only: it confirms an action, not a link.
    ConfirmationURL:
      e.kind === 'reauthentication'
        ? undefined
        : verifyLink(cfg, e.tokenHash, e.type, e.redirectTo),
    TokenHash: e.tokenHash,
    RedirectTo: e.redirectTo,
    Email: e.email,
    NewEmail: e.newEmail,
    Token: e.otp,
    SiteURL: cfg.siteUrl,
  });
  return { to: e.to, ...rendered };
}
