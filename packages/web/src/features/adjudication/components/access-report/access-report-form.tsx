import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCESS_REPORT_FILE_NAME,
  accessReportBodySchema,
  type AccessReportBody,
} from '@preauth/shared';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../../components/form/field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { isApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/error-message';
import { applyFieldIssues } from '../../../../lib/form-issues';
import { useDownloadAccessReport } from '../../api/download-access-report';

const FIELDS = ['nric'] as const;
const EMPTY: AccessReportBody = { nric: '' };

/**
 * The person's NRIC/FIN, checked as typed (its check letter); submitting downloads the report.
 * The button is busy meanwhile; the outcome is said in a status line, a refusal in an alert and
 * its field issue at the field. The NRIC is cleared once the file is offered.
 */
export function AccessReportForm() {
  const form = useForm<AccessReportBody, unknown, z.output<typeof accessReportBodySchema>>({
    resolver: zodResolver(accessReportBodySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const download = useDownloadAccessReport();
  const [notice, setNotice] = useState('');

  const onSubmit = form.handleSubmit((values) => {
    setNotice('');
    return download.mutateAsync(values).then(
      () => {
        form.reset(EMPTY);
        setNotice(`The report is downloaded as ${ACCESS_REPORT_FILE_NAME}.`);
      },
      (error: unknown) => {
        if (isApiError(error)) applyFieldIssues(error.body?.issues, FIELDS, form.setError);
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Access report">
        <Field
          type="text"
          id="access-report-nric"
          name="nric"
          label="NRIC/FIN"
          hint="The policyholder's or the patient's, e.g. S1234567D."
          autoComplete="off"
          maxLength={9}
          required
        />
        {download.isError && (
          <p className="alert alert--error" role="alert">
            {errorMessage(download.error, 'read', 'download the report')}
          </p>
        )}
        {/* Always in the page, so a screen reader hears when the file is offered. */}
        <p className={notice ? 'alert alert--success' : undefined} role="status">
          {notice}
        </p>
        <div className="screen-actions">
          <SubmitButton>Download CSV</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
