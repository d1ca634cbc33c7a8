import { userInfoSchema } from '@preauth/shared';
import { z } from 'zod';

/** Why a session ended; decides where the protected area sends the visitor. */
export const SESSION_END_REASONS = ['logout', 'expired', 'unauthenticated'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * What the tabs of one browser tell each other about the session
 * (docs/decisions/031-one-session-per-browser-across-tabs-with-an-idle-warning-web.md).
 * BroadcastChannel reaches only pages of the same origin in the same
 * browser profile; messages are still checked, as anything the page did not write itself.
 */
export const sessionMessageSchema = z.discriminatedUnion('type', [
  /** A tab without a session asks the open ones for theirs. */
  z.object({ type: z.literal('ask') }),
  /** A tab's session: the answer to `ask`, and sent after a login. */
  z.object({
    type: z.literal('share'),
    accessToken: z.string().min(1),
    userInfo: userInfoSchema,
    lastActiveAt: z.number().nullable(),
    /** A remote authoriser's session still owes the password step: the new tab asks it too. */
    remoteAuthenticationRequired: z.boolean(),
  }),
  /** The session ended: every tab ends it the same way. */
  z.object({ type: z.literal('end'), reason: z.enum(SESSION_END_REASONS) }),
  /** The server answered a call of the session at this time: the idle clock restarts. */
  z.object({ type: z.literal('active'), at: z.number() }),
]);

export type SessionMessage = z.infer<typeof sessionMessageSchema>;

/** The part of BroadcastChannel the session uses (tests pass an in-memory one). */
export type SessionChannel = {
  postMessage: (message: SessionMessage) => void;
  onmessage: ((event: MessageEvent) => void) | null;
};

export const SESSION_CHANNEL_NAME = 'preauth-session';

/** The browser's channel, or null where there is none (then each tab keeps its own session). */
export function openSessionChannel(): (SessionChannel & { close: () => void }) | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL_NAME) : null;
}
