import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAIL_LANGUAGES, renderAuthEmail, type AuthEmailKind } from './templates';

/**
 * The same texts as Supabase CLI / hosted email templates (Go templates). Hosted Supabase has one
 * template per kind, so the languages become branches on `.Data.locale` (user_metadata.locale),
 * Russian when it is missing or unknown. `tests/server/mail-api.test.ts` fails when the files in
 * supabase/templates/ drift from this output.
 */

export const SUPABASE_TEMPLATE_FILES: Record<AuthEmailKind, string> = {
  signup: 'confirmation.html',
  recovery: 'recovery.html',
  email_change: 'email_change.html',
  magiclink: 'magic_link.html',
  invite: 'invite.html',
  reauthentication: 'reauthentication.html',
};

/** Go-template placeholders survive rendering because the renderer leaves them as given. */
const GO_DATA = {
  ConfirmationURL: '{{ .ConfirmationURL }}',
  TokenHash: '{{ .TokenHash }}',
  RedirectTo: '{{ .RedirectTo }}',
  Email: '{{ .Email }}',
  NewEmail: '{{ .NewEmail }}',
  Token: '{{ .Token }}',
  SiteURL: '{{ .SiteURL }}',
};

function body(html: string): string {
  return /<body[^>]*>([\s\S]*)<\/body>/.exec(html)![1]!.trim();
}

export function supabaseTemplate(kind: AuthEmailKind): string {
  const branches = MAIL_LANGUAGES.filter((l) => l !== 'ru').map(
    (lang, i) =>
      `{{ ${i === 0 ? 'if' : 'else if'} eq $lang "${lang}" }}\n${body(renderAuthEmail(kind, lang, GO_DATA).html)}`,
  );
  const ru = body(renderAuthEmail(kind, 'ru', GO_DATA).html);
  return `{{- /* Generated from server/mail/templates/*.json by server/mail/supabase-templates.ts; do not edit. */ -}}
{{- $lang := "ru" -}}{{- with .Data.locale -}}{{- $lang = printf "%v" . -}}{{- end -}}
<!doctype html>
<html>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
${branches.join('\n')}
{{ else }}
${ru}
{{ end }}
</body>
</html>
`;
}

/** Subjects for supabase/config.toml (`[auth.email.template.<kind>] subject`), in Russian. */
export function supabaseSubject(kind: AuthEmailKind): string {
  return renderAuthEmail(kind, 'ru', GO_DATA).subject;
}

/** Output as committed: formatted with the project's Prettier settings, as `npm run lint` wants. */
export async function formattedSupabaseTemplate(
  kind: AuthEmailKind,
  file: string,
): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(supabaseTemplate(kind), { ...options, filepath: file });
}

// `npx tsx server/mail/supabase-templates.ts` rewrites supabase/templates/ after a text change.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = fileURLToPath(new URL('../../supabase/templates/', import.meta.url));
  fs.mkdirSync(dir, { recursive: true });
  for (const [kind, file] of Object.entries(SUPABASE_TEMPLATE_FILES)) {
    const target = path.join(dir, file);
    fs.writeFileSync(target, await formattedSupabaseTemplate(kind as AuthEmailKind, target));
  }
}
