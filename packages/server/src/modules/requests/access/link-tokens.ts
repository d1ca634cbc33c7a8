import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { linkTokens } from '../../../core/db/schema';
import { generateToken, hashToken } from '../../../core/security/tokens';
import { responseWindowEnd } from '../lifecycle/response-window';

export type LinkToken = typeof linkTokens.$inferSelect;
export type LinkRole = LinkToken['role'];

/** 256 random bits, like a session token. */
const TOKEN_BYTES = 32;

export interface IssueLinkToken {
  paId: string;
  role: LinkRole;
  recipientEmail: string;
  secret: string;
  now: Date;
}

/** A new per-recipient token, valid for the response window; only its hash is stored. */
export async function issueLinkToken(tx: Executor, issue: IssueLinkToken): Promise<string> {
  const token = generateToken(TOKEN_BYTES);
  await tx.insert(linkTokens).values({
    paId: issue.paId,
    role: issue.role,
    recipientEmail: issue.recipientEmail,
    tokenHash: hashToken(issue.secret, token),
    expiresAt: responseWindowEnd(issue.now),
    createdAt: issue.now,
  });
  return token;
}

/** Revokes the request's live tokens: of one role, or all of them. */
export async function revokeLinkTokens(
  tx: Executor,
  paId: string,
  now: Date,
  role?: LinkRole,
): Promise<void> {
  await tx
    .update(linkTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(linkTokens.paId, paId),
        isNull(linkTokens.revokedAt),
        role ? eq(linkTokens.role, role) : undefined,
      ),
    );
}

/** The token's row while it is neither revoked nor expired; null otherwise. */
export async function findValidLinkToken(
  db: Executor,
  secret: string,
  token: string,
  now: Date,
): Promise<LinkToken | null> {
  const [row] = await db
    .select()
    .from(linkTokens)
    .where(
      and(
        eq(linkTokens.tokenHash, hashToken(secret, token)),
        isNull(linkTokens.revokedAt),
        gt(linkTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The emailed link the doctor's screens read (document 001). */
export function linkUrl(publicUrl: string, insurerCode: string, erefNo: string, token: string) {
  const path = [insurerCode, erefNo].map(encodeURIComponent).join('/');
  return `${publicUrl}/${path}/verification?token=${encodeURIComponent(token)}`;
}
