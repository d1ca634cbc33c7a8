import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../../test/fake-clock';
import { mailboxAttachments, mailboxMessages, outbox } from '../db/schema';
import { freshDatabase, mailboxWorker, recordingLogger } from './outbox.test-support';
import { enqueueEmail } from './outbox';
import { OUTBOX_POLICY, createOutboxWorker } from './outbox-worker';
import { mailboxTransport } from './transports';

// An email's files, named in its outbox row by reference and drawn when it is sent
// (docs/decisions/078-the-approval-delivered-and-its-void-notices.md).
const approval = {
  kind: 'business-office-copy',
  recipient: 'bo@panel-hospital.example.sg',
  subject: 'Pre-authorisation request approved: PA2026-000001',
  html: '<p>Approved.</p>',
  text: 'Approved.',
  attachments: [{ kind: 'certificate', ref: 'decision-1' }],
};

describe('outbox attachments', () => {
  it('keeps only the reference in the row, draws the file when sending and retries a failed drawing', async () => {
    const db = await freshDatabase();
    const clock = createFakeClock();
    const { logger, lines } = recordingLogger();
    const asked: string[] = [];
    let fails = true;
    const worker = createOutboxWorker({
      db,
      clock,
      logger,
      transport: mailboxTransport(db, 'portal@example.sg', clock),
      attachments: {
        render: {
          certificate: async (ref) => {
            asked.push(ref);
            if (fails) throw new Error('The document could not be prepared just now.');
            return {
              fileName: 'request-1.pdf',
              contentType: 'application/pdf',
              content: Buffer.from('%PDF-1.7'),
            };
          },
        },
        close: async () => {},
      },
    });
    const id = await enqueueEmail(db, approval, clock.now());
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(row!.attachments).toEqual([{ kind: 'certificate', ref: 'decision-1' }]);

    await worker.runOnce();

    // Not lost: waiting for its retry, nothing delivered without its file.
    const [waiting] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toContain('could not be prepared');
    expect(await db.select().from(mailboxMessages)).toEqual([]);

    fails = false;
    clock.advance(OUTBOX_POLICY.baseRetryDelayMs);
    await worker.runOnce();

    expect(asked).toEqual(['decision-1', 'decision-1']);
    const [sent] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    const [message] = await db.select().from(mailboxMessages);
    const files = await db
      .select()
      .from(mailboxAttachments)
      .where(eq(mailboxAttachments.messageId, message!.id));
    expect(files.map((f) => [f.fileName, Buffer.from(f.content, 'base64').toString()])).toEqual([
      ['request-1.pdf', '%PDF-1.7'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('bo@panel-hospital');
  });

  it('retries an email whose kind of file this process cannot draw', async () => {
    const { db, clock, worker } = await mailboxWorker();
    const id = await enqueueEmail(db, approval, clock.now());

    await worker.runOnce();

    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toBe("no renderer for 'certificate' attachments");
  });
});
