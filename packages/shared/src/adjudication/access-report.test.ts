import { describe, expect, it } from 'vitest';
import { ACCESS_REPORT_MESSAGES, accessReportBodySchema } from './access-report';

const issueOf = (nric: unknown) => accessReportBodySchema.safeParse({ nric }).error?.issues[0];

describe('the access report body', () => {
  it('takes an NRIC/FIN as typed, trimmed and upper-cased as the requests store it', () => {
    expect(accessReportBodySchema.parse({ nric: ' s1234567d ' })).toEqual({ nric: 'S1234567D' });
    expect(accessReportBodySchema.parse({ nric: 'F1234567N' })).toEqual({ nric: 'F1234567N' });
  });

  it.each([
    ['', ACCESS_REPORT_MESSAGES.nricRequired],
    [undefined, ACCESS_REPORT_MESSAGES.nricRequired],
    ['S1234567A', ACCESS_REPORT_MESSAGES.nricInvalid],
    ['S123456D', ACCESS_REPORT_MESSAGES.nricInvalid],
  ])('refuses %j at the field: %s', (nric, message) => {
    expect(issueOf(nric)).toMatchObject({ path: ['nric'], message });
  });
});
