import type { CaseNote } from '@preauth/shared';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

const n = t.caseNotes;
const author = alias(t.users, 'note_author');
const assignee = alias(t.users, 'note_assignee');

/** A case's notes, oldest first, with their authors' and assignees' names. */
export async function notesOf(db: Executor, paId: string): Promise<CaseNote[]> {
  const rows = await db
    .select({
      id: n.id,
      authorName: author.name,
      createdAt: n.createdAt,
      body: n.body,
      assignedToName: assignee.name,
    })
    .from(n)
    .innerJoin(author, eq(author.id, n.authorId))
    .leftJoin(assignee, eq(assignee.id, n.assignedToId))
    .where(eq(n.paId, paId))
    .orderBy(asc(n.createdAt), asc(n.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Writes a note; answers its id. */
export async function insertNote(
  tx: Executor,
  note: {
    paId: string;
    insurerId: string;
    authorId: string;
    assignedToId?: string;
    body: string;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await tx.insert(n).values(note).returning({ id: n.id });
  return row!.id;
}

/** The insurer's adjudicators, by name. */
export function adjudicatorsOf(db: Executor, insurerId: string) {
  return db
    .select({ id: t.users.id, name: t.users.name, email: t.users.email })
    .from(t.users)
    .where(and(eq(t.users.insurerId, insurerId), eq(t.users.userType, 'insurer-adjudicator')))
    .orderBy(asc(t.users.name));
}

/** The insurer's adjudicator of that id, or null (another insurer's, or not an adjudicator). */
export async function adjudicatorOf(db: Executor, insurerId: string, userId: string) {
  const [row] = await db
    .select({ id: t.users.id, name: t.users.name, email: t.users.email })
    .from(t.users)
    .where(
      and(
        eq(t.users.id, userId),
        eq(t.users.insurerId, insurerId),
        eq(t.users.userType, 'insurer-adjudicator'),
      ),
    );
  return row ?? null;
}
