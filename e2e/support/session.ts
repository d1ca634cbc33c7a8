import type { Page } from 'playwright-core';

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'demo-password';

/** Logs in through the login screen, as a person would, and waits for the landing page. */
export async function logIn(p: Page, username: string, landing = '**/dashboard'): Promise<void> {
  await p.goto('/login');
  await p.getByLabel('Username or email').fill(username);
  await p.getByLabel('Password').fill(DEMO_PASSWORD);
  await p.getByRole('button', { name: 'Log in' }).click();
  await p.waitForURL(landing);
}

export interface MailboxMessage {
  recipient: string;
  subject: string;
  text: string;
  /** The files the email carried, each opened at its `url` (an approval's certificate). */
  attachments: { fileName: string; contentType: string; url: string }[];
}

/** The local mailbox's messages to one address, newest first (`/dev/mailbox/api/messages`). */
export async function mailTo(p: Page, recipient: string): Promise<MailboxMessage[]> {
  const response = await p.request.get(
    `/dev/mailbox/api/messages?to=${encodeURIComponent(recipient)}`,
  );
  if (!response.ok()) throw new Error(`The mailbox answered ${response.status()}`);
  return (await response.json()) as MailboxMessage[];
}

/** Waits until the outbox worker has delivered a message to `recipient` that matches. */
export async function waitForMail(
  p: Page,
  recipient: string,
  matches: (message: MailboxMessage) => boolean,
  timeoutMs = 20_000,
): Promise<MailboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailTo(p, recipient)).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching email reached ${recipient}`);
    await p.waitForTimeout(250);
  }
}

/**
 * The path (with its query and fragment) of the newest link matching `pattern` emailed to
 * `recipient`, other than those `used`: a link sent again replaces the one before.
 */
export async function emailedLink(
  p: Page,
  recipient: string,
  pattern: RegExp,
  used: readonly string[] = [],
): Promise<string> {
  const linkIn = (text: string) => {
    const url = pattern.exec(text)?.[0];
    if (!url) return null;
    const { pathname, search, hash } = new URL(url);
    return pathname + search + hash;
  };
  const mail = await waitForMail(p, recipient, (m) => {
    const link = linkIn(m.text);
    return link !== null && !used.includes(link);
  });
  return linkIn(mail.text)!;
}
