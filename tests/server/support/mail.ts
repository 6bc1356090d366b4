/**
 * A stack's outbox through its Mailpit-compatible API, as a person's mail client would see it.
 * Mail is sent after the request that queued it has answered, so reads poll briefly.
 */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

interface Summary {
  ID: string;
  Subject: string;
}

/** The newest message to `to` (with a subject matching `subject`, when given). */
export async function mailTo(mailUrl: string, to: string, subject?: RegExp): Promise<Mail> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${mailUrl}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`);
    const { messages } = (await res.json()) as { messages: Summary[] };
    const hit = messages.find((m) => !subject || subject.test(m.Subject));
    if (hit) {
      const full = (await (await fetch(`${mailUrl}/api/v1/message/${hit.ID}`)).json()) as {
        Subject: string;
        Text: string;
        HTML: string;
      };
      return { subject: full.Subject, text: full.Text, html: full.HTML };
    }
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error(`no mail to ${to}`);
}

/** An invitation's link to the app (`?token_hash=…&type=invite`), which the app verifies itself. */
export function inviteLinkIn(mail: Mail): URL {
  const link = /https?:\/\/\S+[?&]token_hash=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no invitation link in "${mail.subject}"`);
  return new URL(link);
}

/** The emailed /verify link. */
export function verifyLinkIn(mail: Mail): string {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verify link in "${mail.subject}"`);
  return link;
}

/** The emailed code: the digits ending the code line. */
export function codeIn(mail: Mail): string {
  const code = /:\s*(\d{6,10})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}": ${mail.text}`);
  return code;
}

/** Opens a verify link as a browser would, without following the app redirect. */
export async function followVerifyLink(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  if (res.status !== 303) throw new Error(`verify answered ${res.status}: ${await res.text()}`);
  return new URL(res.headers.get('location')!);
}

export const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1));
