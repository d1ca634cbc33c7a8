import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateRequestForm,
  type CreateRequestParsed,
  createRequestFormSchema,
  createRequestPayloadSchema,
  type FieldIssue,
  type PolicyholderInfo,
  type PolicyholderPatient,
} from '@preauth/shared';
import type { FieldErrors, Path, Resolver } from 'react-hook-form';

/**
 * The form's values: the shared create form, except that the doctor's and the clinic's names are
 * held by their autocompletes' label fields, `doctorIdlabel` and `clinicIdlabel` (000 §2.12), so
 * a doctor or clinic typed by hand is a name without an id.
 */
export type CreateRequestValues = Omit<CreateRequestForm, 'doctorName' | 'clinicName'> & {
  doctorIdlabel: string;
  clinicIdlabel: string;
};

export type ValuesPath = Path<CreateRequestValues>;

export type CreatorRole = NonNullable<CreateRequestValues['creatorRole']>;

/** The fields a chosen policy fills; cleared when the patient changes. */
export const NO_POLICY = {
  policyName: '',
  policyNumber: '',
  policyRiderNumber: '',
  policyRiderName: '',
  fcName: null,
  fcGender: null,
  fcEmail: null,
  fcContactno: null,
} satisfies Partial<CreateRequestValues>;

/** The fields a chosen patient fills (the contact email starts as theirs). */
export const patientFields = (patient: PolicyholderPatient) =>
  ({
    lifeAssuredClntNo: patient.lifeAssuredClntNo,
    patientName: patient.name,
    patientNric: patient.enc_nric,
    patientDob: patient.dob,
    policyholderPatientRelationship: patient.relationship,
    foreigner: patient.foreigner,
    patientEmailaddress: patient.email ?? '',
  }) satisfies Partial<CreateRequestValues>;

/** The fields a chosen clinic fills; cleared when the doctor changes. */
export const NO_CLINIC = {
  clinicId: '',
  clinicIdlabel: '',
  clinicCode: '',
} satisfies Partial<CreateRequestValues>;

/**
 * A new request's values: the policyholder's details, everything else still to be given; who
 * raises it (the policyholder, an agent for this client, the insured patient) is echoed as the
 * payload's creatorRole. The insured patient's own request starts with them as its patient.
 */
export function newRequestValues(
  holder: PolicyholderInfo,
  creatorRole: CreatorRole = 'policy-holder',
  self?: PolicyholderPatient,
): CreateRequestValues {
  return {
    policyHolderId: holder.policyHolderId,
    policyHolderName: holder.name,
    // The reference, like the patient's: a full NRIC never reaches the browser.
    policyHolderNric: holder.enc_nric,
    policyHolderContactno: holder.contactNo,
    policyHolderEmailaddress: holder.email,
    insurerCode: holder.insurerCode,
    lifeAssuredClntNo: '',
    patientName: '',
    patientNric: '',
    patientDob: '',
    policyholderPatientRelationship: '',
    foreigner: 'N',
    patientEmailaddress: '',
    ...NO_POLICY,
    riderFcName: null,
    riderFcGender: null,
    riderFcEmail: null,
    riderFcContactno: null,
    doctorId: '',
    doctorIdlabel: '',
    doctorMcrno: '',
    ...NO_CLINIC,
    clinicdoctorEmailaddress: '',
    epLetter: '',
    terms1: false,
    terms2: false,
    terms3: false,
    fcNeedstobeNotified: false,
    riderFcNotifyFlag: false,
    hasRecommendedbyServiceprovider: false,
    creatorRole,
    clinicdoctorResendEmailaddress: '',
    authCode: null,
    urgent: false,
    urgentReason: '',
    ...(self && patientFields(self)),
  };
}

function withNames({ doctorIdlabel, clinicIdlabel, ...values }: CreateRequestValues) {
  return { ...values, doctorName: doctorIdlabel, clinicName: clinicIdlabel };
}

/** The create-request payload (000 §3): terms, labels, foreigner and epLetterName dropped. */
export function toPayload(values: CreateRequestValues): CreateRequestParsed {
  return createRequestPayloadSchema.parse(withNames(values));
}

/**
 * The control a message about a sent field shows on: the field itself, or the control it is
 * chosen or typed in (the patient select fills the patient's details, the doctor autocomplete
 * the doctor's name, the clinic's select or autocomplete the clinic's).
 */
function controlOf(path: string, values: CreateRequestValues): string {
  switch (path) {
    case 'patientName':
    case 'patientNric':
    case 'patientDob':
    case 'policyholderPatientRelationship':
      return 'lifeAssuredClntNo';
    case 'policyName':
      return 'policyNumber';
    case 'policyRiderName':
      return 'policyRiderNumber';
    case 'doctorName':
    case 'doctorId':
      return 'doctorIdlabel';
    case 'clinicName':
    case 'clinicCode':
      // A picked doctor's clinics are a select of clinicId; otherwise it is the autocomplete.
      return values.doctorId ? 'clinicId' : 'clinicIdlabel';
    default:
      return path;
  }
}

/** The controls of the form, where the server's field issues can be shown. */
export const CONTROLS: readonly ValuesPath[] = [
  'lifeAssuredClntNo',
  'policyNumber',
  'policyRiderNumber',
  'patientEmailaddress',
  'doctorIdlabel',
  'doctorMcrno',
  'clinicId',
  'clinicIdlabel',
  'clinicdoctorEmailaddress',
  'epLetter',
  'terms1',
  'terms2',
  'terms3',
  'fcNeedstobeNotified',
  'hasRecommendedbyServiceprovider',
  'urgent',
  'urgentReason',
];

/** The server's field issues, each on the control its field is entered through. */
export function issuesOnControls(
  issues: readonly FieldIssue[] | undefined,
  values: CreateRequestValues,
): FieldIssue[] {
  return (issues ?? []).map((issue) => ({ ...issue, path: controlOf(issue.path, values) }));
}

const formResolver = zodResolver(createRequestFormSchema);

/**
 * Validates with the shared create form schema (its messages are 000 §5's) and puts each message
 * on the control it belongs to. The submit handler reads the form's own values, so the values
 * returned here are the form's, untransformed.
 */
export const createRequestResolver: Resolver<CreateRequestValues> = async (
  values,
  context,
  options,
) => {
  const result = await formResolver(
    withNames(values),
    context,
    options as unknown as Parameters<typeof formResolver>[2],
  );
  const errors: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(result.errors)) {
    errors[controlOf(path, values)] ??= error;
  }
  return Object.keys(errors).length === 0
    ? { values, errors: {} }
    : { values: {}, errors: errors as FieldErrors<CreateRequestValues> };
};
