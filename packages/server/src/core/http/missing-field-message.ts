import { INPUT_MESSAGES } from '@preauth/shared';
import { z } from 'zod';

/**
 * A call that leaves a field out is told which one in plain words (`Please send username: it is
 * required.`), not zod's own ("Invalid input: expected string, received undefined"). zod's global
 * setting, so every route's schema says it; a schema's own message for the field still wins.
 */
export function sayMissingFieldsPlainly(): void {
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined && issue.path?.length
        ? INPUT_MESSAGES.missingField(issue.path.join('.'))
        : undefined,
  });
}
