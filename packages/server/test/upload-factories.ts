import { randomUUID } from 'node:crypto';
import type { Database } from '../src/core/db/database';
import * as t from '../src/core/db/schema';
import { first } from './factories';

/**
 * An uploads row (an Employment Pass letter by default) with no stored file behind it: enough
 * for a request to refer to; downloads need a real upload through the API.
 */
export function createUpload(
  db: Database,
  values: { insurerId: string; uploadedById: string } & Partial<typeof t.uploads.$inferInsert>,
) {
  return first(
    db
      .insert(t.uploads)
      .values({
        purpose: 'ep-letter',
        uploadedByType: 'policy-holder',
        fileName: 'ep-letter.pdf',
        storageKey: `test-${randomUUID()}`,
        contentType: 'application/pdf',
        sizeBytes: 1024,
        sha256: '0'.repeat(64),
        ...values,
      })
      .returning(),
  );
}
