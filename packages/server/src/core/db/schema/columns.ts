import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column shapes: money is exact (numeric, read as a decimal string), never a float. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const id = () => uuid('id').primaryKey().defaultRandom();
