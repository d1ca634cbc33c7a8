import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { mailboxTransport } from '../../core/mail/transports';

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
    expect(all.json().map((m: { subject: string }) => m.subject)).toEqual([
      'Second',
      'Other',
      'First',
    ]);

    const filtered = await app.inject({
      method: 'GET',
      url: `/dev/mailbox/api/messages?to=${encodeURIComponent(doctor.toUpperCase())}`,
    });
    expect(filtered.json()).toEqual([
      {
        id: expect.any(Number),
        sender: 'Portal <portal@example.sg>',
        recipient: doctor,
        subject: 'Second',
        html: '<p>Second</p>',
        text: 'Second',
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

  it('does not exist in production', async () => {
    const { app } = await createTestApp({ config: { isProduction: true } });

    for (const url of ['/dev/mailbox', '/dev/mailbox/api/messages', '/dev/mailbox?to=a@b.sg']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
