import { escapeHtml } from '../../core/mail/html';
import { attachmentUrl, type MailboxMessage } from './mailbox.repository';

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #1a1a1a; }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  h2 { font-size: 1.1rem; margin: 1.5rem 0 0.6rem; }
  form { margin-bottom: 1rem; display: flex; gap: 0.5rem; }
  input { padding: 0.3rem 0.5rem; min-width: 20rem; }
  ul { list-style: none; padding: 0; margin: 0; }
  li { border: 1px solid #d0d5dd; border-radius: 6px; margin-bottom: 0.5rem; }
  summary { cursor: pointer; padding: 0.6rem 0.8rem; display: grid;
    grid-template-columns: 18rem 1fr 12rem; gap: 1rem; }
  summary .time { color: #667085; text-align: right; white-space: nowrap; }
  summary .subject { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .body { padding: 0 0.8rem 0.8rem; }
  .meta { color: #667085; font-size: 0.85rem; margin: 0 0 0.5rem; }
  iframe { width: 100%; height: 28rem; border: 1px solid #eaecf0; background: #fff; }
  pre { white-space: pre-wrap; background: #f9fafb; padding: 0.6rem; }
  .empty { color: #667085; }
  ul.attachments li { border: none; margin: 0 0 0.3rem; }
`;

const formatTime = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** The email's files, each a link that opens it in a new tab. */
function attachmentList(message: MailboxMessage): string {
  if (message.attachments.length === 0) return '';
  const links = message.attachments.map(
    (file) =>
      `<li><a href="${attachmentUrl(message.id, file.position)}" target="_blank" rel="noopener">${escapeHtml(file.fileName)}</a> (${escapeHtml(file.contentType)})</li>`,
  );
  return `<p class="meta">Attachments:</p><ul class="attachments">${links.join('')}</ul>`;
}

function emailItem(message: MailboxMessage): string {
  const e = escapeHtml;
  return `<li><details>
  <summary><span class="to">${e(message.recipient)}</span><span class="subject">${e(message.subject)}</span><time class="time" datetime="${message.createdAt.toISOString()}">${formatTime(message.createdAt)}</time></summary>
  <div class="body">
    <p class="meta">From ${e(message.sender)} to ${e(message.recipient)}</p>
    <iframe sandbox title="${e(message.subject)}" srcdoc="${e(message.html)}"></iframe>
    ${attachmentList(message)}
    <details><summary>Plain-text part</summary><pre>${e(message.text)}</pre></details>
  </div>
</details></li>`;
}

/** A text message: the recipient's number, the text (cut to one line until opened), the time. */
function smsItem(message: MailboxMessage): string {
  const e = escapeHtml;
  return `<li class="sms"><details>
  <summary><span class="to">${e(message.recipient)}</span><span class="subject">${e(message.text)}</span><time class="time" datetime="${message.createdAt.toISOString()}">${formatTime(message.createdAt)}</time></summary>
  <div class="body">
    <p class="meta">Text message from ${e(message.sender)} to ${e(message.recipient)}</p>
    <pre>${e(message.text)}</pre>
  </div>
</details></li>`;
}

function section(
  title: string,
  messages: MailboxMessage[],
  item: (message: MailboxMessage) => string,
): string {
  const list =
    messages.length === 0
      ? '<p class="empty">No messages.</p>'
      : `<ul>${messages.map(item).join('\n')}</ul>`;
  return `<section>\n<h2>${title}</h2>\n${list}\n</section>`;
}

/**
 * The development mailbox: one self-contained page, no script (the CSP forbids inline scripts).
 * Emails and text messages (SMS) in two sections, each newest first. Each email's HTML is shown
 * in a sandboxed iframe, so it can run nothing and reach nothing.
 */
export function renderMailboxPage(messages: MailboxMessage[], to: string | undefined): string {
  const texts = messages.filter((m) => m.channel === 'sms');
  const emails = messages.filter((m) => m.channel !== 'sms');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Development mailbox</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Development mailbox</h1>
<form method="get" action="/dev/mailbox">
  <input type="search" name="to" placeholder="Email address or phone number" aria-label="Recipient" value="${escapeHtml(to ?? '')}">
  <button type="submit">Filter</button>
  <a href="/dev/mailbox">All messages</a>
</form>
${section('Email', emails, emailItem)}
${section('Text messages', texts, smsItem)}
</body>
</html>`;
}
