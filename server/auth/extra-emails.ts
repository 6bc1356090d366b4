import type { MailMessage } from '../core/types';
import type { MailLanguage } from '../mail/templates';

/**
 * The emails GoTrue sends that server/mail/templates has no texts for yet (magic link, invitation,
 * reauthentication code). They belong beside the others in server/mail/templates/<lang>.json, so
 * they share its layout; until that module takes them, they are rendered here, plainer.
 */
export type ExtraEmailKind = 'magiclink' | 'invite' | 'reauthentication';

interface Texts {
  subject: string;
  body: string;
  button: string;
  code: string;
}

const TEXTS: Record<MailLanguage, Record<ExtraEmailKind, Texts>> = {
  ru: {
    magiclink: {
      subject: 'Вход во «Встречи»',
      body: 'Чтобы войти во «Встречи» как {{ .Email }}, откройте ссылку.',
      button: 'Войти',
      code: 'Или введите код: {{ .Token }}',
    },
    invite: {
      subject: 'Приглашение во «Встречи»',
      body: 'Вас пригласили во «Встречи» по адресу {{ .Email }}. Откройте ссылку, чтобы принять приглашение.',
      button: 'Принять приглашение',
      code: 'Или введите код: {{ .Token }}',
    },
    reauthentication: {
      subject: 'Код подтверждения во «Встречах»',
      body: 'Чтобы подтвердить действие в аккаунте {{ .Email }}, введите код.',
      button: '',
      code: 'Код: {{ .Token }}',
    },
  },
  en: {
    magiclink: {
      subject: 'Sign in to Vstrechi',
      body: 'To sign in to Vstrechi as {{ .Email }}, open the link.',
      button: 'Sign in',
      code: 'Or enter this code: {{ .Token }}',
    },
    invite: {
      subject: 'You are invited to Vstrechi',
      body: 'You have been invited to Vstrechi at {{ .Email }}. Open the link to accept the invitation.',
      button: 'Accept the invitation',
      code: 'Or enter this code: {{ .Token }}',
    },
    reauthentication: {
      subject: 'Your Vstrechi confirmation code',
      body: 'To confirm an action on the account {{ .Email }}, enter the code.',
      button: '',
      code: 'Code: {{ .Token }}',
    },
  },
  fr: {
    magiclink: {
      subject: 'Connexion à Vstrechi',
      body: 'Pour vous connecter à Vstrechi en tant que {{ .Email }}, ouvrez le lien.',
      button: 'Se connecter',
      code: 'Ou saisissez ce code : {{ .Token }}',
    },
    invite: {
      subject: 'Invitation à Vstrechi',
      body: 'Vous avez été invité·e à Vstrechi à l’adresse {{ .Email }}. Ouvrez le lien pour accepter l’invitation.',
      button: 'Accepter l’invitation',
      code: 'Ou saisissez ce code : {{ .Token }}',
    },
    reauthentication: {
      subject: 'Votre code de confirmation Vstrechi',
      body: 'Pour confirmer une action sur le compte {{ .Email }}, saisissez le code.',
      button: '',
      code: 'Code : {{ .Token }}',
    },
  },
  de: {
    magiclink: {
      subject: 'Bei Vstrechi anmelden',
      body: 'Um dich als {{ .Email }} bei Vstrechi anzumelden, öffne den Link.',
      button: 'Anmelden',
      code: 'Oder gib diesen Code ein: {{ .Token }}',
    },
    invite: {
      subject: 'Einladung zu Vstrechi',
      body: 'Du wurdest mit {{ .Email }} zu Vstrechi eingeladen. Öffne den Link, um die Einladung anzunehmen.',
      button: 'Einladung annehmen',
      code: 'Oder gib diesen Code ein: {{ .Token }}',
    },
    reauthentication: {
      subject: 'Dein Vstrechi-Bestätigungscode',
      body: 'Um eine Aktion im Konto {{ .Email }} zu bestätigen, gib den Code ein.',
      button: '',
      code: 'Code: {{ .Token }}',
    },
  },
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function renderExtraEmail(
  kind: ExtraEmailKind,
  lang: MailLanguage,
  to: string,
  data: { ConfirmationURL: string | null; Email: string; Token: string },
): MailMessage {
  const t = TEXTS[lang][kind];
  const fill = (s: string, esc: (v: string) => string) =>
    s.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (_w, key: 'Email' | 'Token') => esc(data[key]));
  const plain = (s: string) => fill(s, (v) => v);
  const html = (s: string) => fill(escapeHtml(s), escapeHtml);
  const link = data.ConfirmationURL;
  const text = [plain(t.body), '', link ? `${t.button}: ${link}` : '', plain(t.code)]
    .filter((l, i) => l !== '' || i === 1)
    .join('\n');
  const button = link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>` : '';
  return {
    to,
    subject: t.subject,
    text,
    html: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head><body><p>${html(t.body)}</p>${button}<p>${html(t.code)}</p></body></html>`,
  };
}
