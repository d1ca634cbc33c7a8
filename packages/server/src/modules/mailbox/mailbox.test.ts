import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { mailboxTransport, smsMailboxTransport } from '../../core/mail/transports';

const unique = () => Math.random().toString(36).slice(2, 10);

describe('/dev/mailbox', () => {
  it('lists messages newest first and filters by recipient', async () => {
    const { app, db, clock } = await createTestApp();
    const mailbox = mailboxTransport(db, 'Portal <portal@example.sg>', clock);
    const doctor = `doctor-${unique()}@clinic.example.sg`;
    const other = `other-${unique()}@clinic.example.sg`;
    const send = async (recipient: string, subject: string) => {
      await mailbox.send({
        outboxId: 1,
        recipient,
        subject,
        html: `<p>${subject}</p>`,
        text: subject,
      });
      clock.advance(60_000);
    };
    await send(doctor, 'First');
    await send(other, 'Other');
    await send(doctor, 'Second');

    const all = await app.inject({ method: 'GET', url: '/dev/mailbox/api/messages' });
    expect(all.statusCode).toBe(200);
    // The file's other tests send too: only this test's recipients are looked at.
    const ours = (all.json() as { recipient: string; subject: string }[]).filter((m) =>
      [doctor, other].includes(m.recipient),
    );
    expect(ours.map((m) => m.subject)).toEqual(['Second', 'Other', 'First']);

    const filtered = await app.inject({
      method: 'GET',
      url: `/dev/mailbox/api/messages?to=${encodeURIComponent(doctor.toUpperCase())}`,
    });
    expect(filtered.json()).toEqual([
      {
        id: expect.any(Number),
        channel: 'email',
        sender: 'Portal <portal@example.sg>',
        recipient: doctor,
        subject: 'Second',
        html: '<p>Second</p>',
        text: 'Second',
        attachments: [],
        createdAt: new Date(clock.now().getTime() - 60_000).toISOString(),
      },
      expect.objectContaining({ subject: 'First', recipient: doctor }),
    ]);
  });

  it('answers a self-contained page that shows each body in a sandboxed iframe', async () => {
    const { app, db, clock } = await createTestApp();
    const recipient = `page-${unique()}@clinic.example.sg`;
    await mailboxTransport(db, 'portal@example.sg', clock).send({
      outboxId: 1,
      recipient,
      subject: 'Your <b>code</b>',
      html: '<p class="x">Code 123456</p><script>alert(1)</script>',
      text: 'Code 123456',
    });

    const response = await app.inject({ method: 'GET', url: `/dev/mailbox?to=${recipient}` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const page = response.body;
    expect(page).toContain(recipient);
    expect(page).toContain('Your &lt;b&gt;code&lt;/b&gt;');
    expect(page).toContain(
      '<iframe sandbox title="Your &lt;b&gt;code&lt;/b&gt;" srcdoc="&lt;p class=&quot;x&quot;&gt;Code 123456&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(page).toContain('<pre>Code 123456</pre>');
    // Nothing that the CSP would block, and no way for an email to escape its iframe.
    expect(page).not.toMatch(/<script/i);
  });

  it('answers text messages beside the emails, with their channel, by phone number', async () => {
    const { app, db, clock } = await createTestApp();
    const phone = `+659${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    await mailboxTransport(db, 'portal@example.sg', clock).send({
      outboxId: 1,
      recipient: `sms-${unique()}@example.sg`,
      subject: 'An email',
      html: '<p>An email</p>',
      text: 'An email',
    });
    await smsMailboxTransport(db, 'AuroraLife', clock).send({
      outboxId: 2,
      recipient: phone,
      text: 'Your PIN is 482913.',
    });
    const expected = {
      id: expect.any(Number),
      channel: 'sms',
      sender: 'AuroraLife',
      recipient: phone,
      subject: '',
      html: '',
      text: 'Your PIN is 482913.',
      attachments: [],
      createdAt: clock.now().toISOString(),
    };

    // As an end-to-end test would write it: the '+' unencoded (it arrives as a space), or encoded.
    for (const to of [phone, encodeURIComponent(phone)]) {
      const response = await app.inject({
        method: 'GET',
        url: `/dev/mailbox/api/messages?to=${to}`,
      });
      expect(response.statusCode, to).toBe(200);
      expect(response.json(), to).toEqual([expected]);
    }
    const all = await app.inject({ method: 'GET', url: '/dev/mailbox/api/messages' });
    expect(all.json()).toEqual(
      expect.arrayContaining([expected, expect.objectContaining({ channel: 'email' })]),
    );
  });

  it("lists an email's files and opens each as it was sent", async () => {
    const { app, db, clock } = await createTestApp();
    const recipient = `office-${unique()}@hospital.example.sg`;
    const pdf = Buffer.from('%PDF-1.7 a certificate');
    await mailboxTransport(db, 'portal@example.sg', clock).send({
      outboxId: 1,
      recipient,
      subject: 'Approved',
      html: '<p>Approved</p>',
      text: 'Approved',
      attachments: [{ fileName: 'request-1.pdf', contentType: 'application/pdf', content: pdf }],
    });

    const [message] = (
      await app.inject({ method: 'GET', url: `/dev/mailbox/api/messages?to=${recipient}` })
    ).json();
    expect(message.attachments).toEqual([
      {
        fileName: 'request-1.pdf',
        contentType: 'application/pdf',
        url: `/dev/mailbox/api/messages/${message.id}/attachments/0`,
      },
    ]);
    const file = await app.inject({ method: 'GET', url: message.attachments[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('inline; filename="request-1.pdf"');
    expect(file.rawPayload).toEqual(pdf);
    const page = await app.inject({ method: 'GET', url: `/dev/mailbox?to=${recipient}` });
    expect(page.body).toContain(`<a href="${message.attachments[0].url}"`);
    const missing = `/dev/mailbox/api/messages/${message.id}/attachments/1`;
    expect((await app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
  });

  it('shows text messages in a section of their own', async () => {
    const { app, db, clock } = await createTestApp();
    const phone = '+6598765432';
    await smsMailboxTransport(db, 'PreAuth', clock).send({
      outboxId: 3,
      recipient: phone,
      text: 'Your PIN is <b>771204</b>.',
    });

    const response = await app.inject({
      method: 'GET',
      url: `/dev/mailbox?to=${encodeURIComponent(phone)}`,
    });

    expect(response.statusCode).toBe(200);
    const page = response.body;
    const [emails, texts] = page.split('<h2>Text messages</h2>');
    expect(emails).toContain('<h2>Email</h2>');
    expect(emails).toContain('No messages.');
    expect(texts).toContain('Text message from PreAuth to +6598765432');
    expect(texts).toContain('<pre>Your PIN is &lt;b&gt;771204&lt;/b&gt;.</pre>');
    expect(page).not.toContain('<b>771204</b>');
    expect(page).not.toMatch(/<script/i);
  });

  it('does not exist in production', async () => {
    const { app } = await createTestApp({ config: { isProduction: true } });

    for (const url of ['/dev/mailbox', '/dev/mailbox/api/messages', '/dev/mailbox?to=a@b.sg']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
