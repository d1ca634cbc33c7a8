import { zodResolver } from '@hookform/resolvers/zod';
import {
  displaySingaporeDateTime,
  DOCTOR_MESSAGES,
  declarationStepSchema,
  doctorFormSchema,
  toDoctorSubmission,
  DOCTOR_DECLARATION,
  requireDocuments,
} from '@preauth/shared';
import { useState } from 'react';
import type { z } from 'zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { UrgentMarkFields } from '../../../../components/form/urgent-mark-fields';
import { DetailList } from '../../../../components/ui/detail-list';
import { isApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/error-message';
import { randomUuid } from '../../../../lib/random-uuid';
import { useNow } from '../../../../lib/use-now';
import { useSubmitDoctorInput } from '../../api/doctor-input';
import { useDoctorInput } from '../../lib/doctor-input-context';
import { type FormProblem, formProblems, problemAtDotted } from '../../lib/form-problems';
import { FormProblemLine } from '../form-problem-line';
import { SaveDraft } from '../save-draft';
import { useNavigate } from 'react-router';
import { useSubmitOnce } from '../../../../components/form/use-submit-once';

/** The comorbidity codes' labels as chosen, for the rows' descriptions in the payload (001 §3). */
function comorbidityLabels(rows: unknown): Record<string, string> {
  const list = Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
  return Object.fromEntries(
    list
      .filter((row) => typeof row.comorbidityCodelabel === 'string' && row.comorbidityCodelabel)
      .map((row) => [String(row.comorbidityCode), String(row.comorbidityCodelabel)]),
  );
}

/** The declaration step's own values: the tick, and the doctor's urgent mark (issue 22). */
type DeclarationValues = z.input<typeof declarationStepSchema>;

/**
 * Step 5, "PRINCIPAL DOCTOR'S DECLARATION" (001 §2, §5): the declaration, the doctor's name, MCR
 * no and the current date and time, the urgent mark (ours: a standard request may be marked
 * urgent, with a reason), the required tick, and Submit (busy while sending). The
 * whole form is checked and sent as the submission payload; success opens the acknowledgement.
 */
export function DeclarationStep() {
  const input = useDoctorInput();
  const { params, values, wayIn } = input;
  const navigate = useNavigate();
  const now = useNow(true);
  const form = useForm<DeclarationValues>({
    resolver: zodResolver(declarationStepSchema),
    mode: 'onTouched',
    defaultValues: { termsAndConditions: false, urgent: false, urgentReason: '' },
  });
  const submit = useSubmitDoctorInput(wayIn.bearerToken);
  // One per visit of the declaration: a double click or a retry submits once.
  const [idempotencyKey] = useState(randomUuid);
  const [problem, setProblem] = useState<FormProblem | string | null>(null);

  const onSubmit = useSubmitOnce(form, async (declared) => {
    const whole = { ...values, ...declared, termsAndConditions: true };
    const { feeCaps } = params.requestPolicy;
    const required = params.amendment?.requiredDocumentKinds ?? [];
    const parsed = requireDocuments(doctorFormSchema(feeCaps), required).safeParse(whole);
    if (!parsed.success) {
      const [first] = formProblems(whole, feeCaps, required);
      setProblem(first ?? DOCTOR_MESSAGES.acceptDeclaration);
      return;
    }
    const body = toDoctorSubmission(parsed.data, {
      paId: wayIn.paId,
      insurerCode: params.insurerCode,
      doctorId: params.doctorId ?? params.doctorInfo.doctorId,
      mcrNo: params.mcrNo ?? params.doctorInfo.doctorMCRno,
      clinicId: params.clinicId,
      clinicCode: params.clinicCode,
      clinicName: params.clinicName,
      comorbidityLabels: comorbidityLabels(values.comorbidities),
    });
    try {
      const answer = await submit.mutateAsync({
        insurerCode: params.insurerCode,
        body,
        idempotencyKey,
      });
      input.clear();
      await navigate(wayIn.afterSubmit(answer).to, { replace: true });
    } catch (error) {
      const [issue] = (isApiError(error) && error.body?.issues) || [];
      if (isApiError(error) && error.status === 401) input.endSession();
      else if (issue) setProblem(problemAtDotted(issue.path, issue.message, feeCaps));
      else setProblem(errorMessage(error, 'write'));
    }
  });

  return (
    <FormProvider {...form}>
      <form className="form card" onSubmit={onSubmit} noValidate aria-label="Declaration">
        <p>{DOCTOR_DECLARATION.text}</p>
        <DetailList
          items={[
            { label: 'Doctor name', value: params.doctorInfo.doctorName },
            { label: 'MCR No.', value: params.mcrNo ?? params.doctorInfo.doctorMCRno },
            { label: 'Date and time', value: displaySingaporeDateTime(new Date(now)) },
          ]}
        />
        <UrgentMarkFields />
        <Field
          type="checkbox"
          name="termsAndConditions"
          label="I agree to the declaration above."
        />
        {problem && (
          <div className="alert alert--error" role="alert">
            {typeof problem === 'string' ? problem : <FormProblemLine problem={problem} />}
          </div>
        )}
        <div className="screen-actions">
          <SaveDraft step="declaration" />
          <SubmitButton>Submit</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
