import { singleLineText } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../core/http/errors';
import { renderMailboxPage } from './mailbox.page';
import { attachmentUrl, findMailboxAttachment, listMailboxMessages } from './mailbox.repository';

const querystring = z.object({
  to: singleLineText().max(320).optional(),
});

const messageSchema = z.object({
  id: z.number(),
  /** 'email', or 'sms' (subject and html empty; the text is the message). */
  channel: z.string(),
  sender: z.string(),
  recipient: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** The files the email carried; each opens at its `url`. */
  attachments: z.array(
    z.object({ fileName: z.string(), contentType: z.string(), url: z.string() }),
  ),
  createdAt: z.string(),
});

const attachmentParams = z.object({
  id: z.coerce.number().int().min(1),
  position: z.coerce.number().int().min(0),
});

/**
 * The local mailbox that emails land in when no SMTP server is configured, and text messages when
 * no SMS provider is: a page for people and a JSON list for the end-to-end tests (`?to=` an email
 * address or an E.164 number). Not registered in production, where /dev/* answers 404.
 */
export async function mailboxModule(app: FastifyInstance) {
  if (app.deps.config.isProduction) return;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/dev/mailbox', { schema: { hide: true, querystring } }, async (request, reply) => {
    const to = request.query.to || undefined;
    const messages = await listMailboxMessages(app.deps.db, to);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailboxPage(messages, to));
  });

  routes.get(
    '/dev/mailbox/api/messages',
    {
      schema: {
        // Declared here rather than in the shared contracts: a development tool the web never calls.
        operationId: 'listMailboxMessages',
        tags: ['development'],
        summary: 'Messages in the local mailbox, newest first (not in production)',
        security: [],
        querystring,
        response: { 200: z.array(messageSchema) },
      },
    },
    async (request, reply) => {
      const messages = await listMailboxMessages(app.deps.db, request.query.to || undefined);
      reply.header('cache-control', 'no-store');
      return messages.map((m) => ({
        id: m.id,
        channel: m.channel,
        sender: m.sender,
        recipient: m.recipient,
        subject: m.subject,
        html: m.html,
        text: m.text,
        attachments: m.attachments.map((file) => ({
          fileName: file.fileName,
          contentType: file.contentType,
          url: attachmentUrl(m.id, file.position),
        })),
        createdAt: m.createdAt.toISOString(),
      }));
    },
  );

  // A file an email carried (an approval's certificate), opened in the browser as it was sent.
  routes.get(
    '/dev/mailbox/api/messages/:id/attachments/:position',
    { schema: { hide: true, params: attachmentParams } },
    async (request, reply) => {
      const { id, position } = request.params;
      const file = await findMailboxAttachment(app.deps.db, id, position);
      if (!file) throw new NotFoundError();
      return reply
        .type(file.contentType)
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `inline; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`,
        )
        .send(file.content);
    },
  );
}
