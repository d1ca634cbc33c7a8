import {
  ACCEPTED_UPLOAD_TYPES,
  DOCTOR_MESSAGES as M,
  DOCUMENT_MESSAGES,
  requireDocuments,
  UPLOAD_LIMITS,
  doctorFormSchema,
  formOfSubmission,
  parseMoneyInput,
  toDoctorSubmission,
  type DoctorForm,
  type DoctorSubmissionParsed,
  type DocumentKind,
  type FieldIssue,
} from '@preauth/shared';
import { z } from 'zod';
import type { AppDeps } from '../../../core/http/context';
import { ValidationError } from '../../../core/http/errors';
import { insurerPolicy } from '../lifecycle/insurer-policy.repository';
import type { RequestRow } from '../lifecycle/request.repository';
import type { CheckedSubmission } from '../submissions/doctor-submission.repository';
import { doctorUploadsOf } from '../submissions/submission-attachments.repository';
import {
  agreedPrices,
  comorbidityLabels,
  findHospital,
  knownCodes,
  type CodeKind,
} from './doctor-reference.repository';

const NO_PRICE = { surgeryAgreedPrice: null, anaestheticAgreedPrice: null };
const isUuid = (value: string | null | undefined): value is string =>
  z.uuid().safeParse(value).success;
const isDate = (value: string | null | undefined): value is string =>
  z.iso.date().safeParse(value).success;

/**
 * The referral letter and every document must be an upload the request's doctor made for it (so
 * content-checked when it arrived) of an accepted type and size. Answers the files' names.
 */
async function checkDocuments(
  db: AppDeps['db'],
  row: RequestRow,
  form: DoctorForm,
  issue: (path: string, message: string) => void,
) {
  const attachments = form.attachments ?? [];
  const wanted = [form.referralLetter, ...attachments.map((a) => a.uploadId)].filter(isUuid);
  const ours = await doctorUploadsOf(db, row.id, wanted);
  const usable = (uploadId: string | null | undefined) => {
    const upload = uploadId ? ours.get(uploadId) : undefined;
    return (
      upload !== undefined &&
      upload.contentType in ACCEPTED_UPLOAD_TYPES &&
      upload.sizeBytes <= UPLOAD_LIMITS.maxBytes
    );
  };
  if (form.referralLetter && !usable(form.referralLetter)) issue('referralLetter', M.unknownCode);
  attachments.forEach((attachment, i) => {
    // One that is no upload id at all is the form schema's ("Please choose a file.").
    if (isUuid(attachment.uploadId) && !usable(attachment.uploadId)) {
      issue(`attachments.${i}.uploadId`, DOCUMENT_MESSAGES.notYourUpload);
    }
  });
  return new Map([...ours].map(([id, upload]) => [id, upload.fileName]));
}

/**
 * Checks a doctor's submission as the screens do, against the server's own records: the payload
 * is read back into the form, the hospital and the agreed prices in force for it on the admission
 * date are the server's (the body carries none it believes), the form's schema gives each
 * refusal the message of document 001 §5 (and a missing kind of document the amendment request
 * asked for, `requireDocuments`), every code must be one of its lookup's, and the
 * totals are recomputed (a body whose total bill differs is refused). Answers what to store and the
 * form with the server's agreed prices, or throws a 400 with every issue.
 */
export async function checkDoctorSubmission(
  { db }: AppDeps,
  row: RequestRow,
  body: DoctorSubmissionParsed,
  /** The kinds of document the insurer's amendment request asks for (the screen's rule). */
  required: readonly DocumentKind[],
): Promise<{ checked: CheckedSubmission; isPanel: boolean; form: DoctorForm }> {
  const form = formOfSubmission(body);
  const issues: FieldIssue[] = [];
  const issue = (path: string, message: string) => issues.push({ path, message });

  const hospital = isUuid(form.hospitalId)
    ? await findHospital(db, row.insurerId, form.hospitalId)
    : null;
  const admissionDate = isDate(form.admissionDate) ? form.admissionDate : null;
  const prices =
    hospital && admissionDate
      ? await agreedPrices(db, {
          insurerId: row.insurerId,
          hospitalId: hospital.id,
          admissionDate,
          tospCodes: form.surgeryDetails.map((s) => s.tospCode),
        })
      : new Map();
  const surgeryPrices = form.surgeryDetails.map((s) => prices.get(s.tospCode) ?? NO_PRICE);
  const priced: DoctorForm = {
    ...form,
    surgeryDetails: form.surgeryDetails.map((s, i) => ({ ...s, ...surgeryPrices[i] })),
  };
  const { feeCaps } = await insurerPolicy(db, row.insurerId);
  const parsed = requireDocuments(doctorFormSchema(feeCaps), required).safeParse(priced);
  for (const found of parsed.error?.issues ?? []) issue(found.path.join('.'), found.message);

  if (form.hospitalId && !hospital) issue('hospitalCode', M.selectHospital);
  const codes: [CodeKind, string, string[]][] = [
    ['admissionType', 'admissionType', [form.admissionType]],
    ['ward', 'wardTypes.{i}.wardtypeCode', form.wardTypes.map((w) => w.wardtypeCode)],
    ['icd', 'diagnosis.{i}.icdCode', form.diagnosis.map((d) => d.icdCode)],
    ['tosp', 'surgeryDetails.{i}.tospCode', form.surgeryDetails.map((s) => s.tospCode)],
    ['fee', 'otherFees.{i}.feesCode', form.otherFees.map((f) => f.feesCode)],
  ];
  for (const [kind, path, values] of codes) {
    const known = await knownCodes(db, kind, values.filter(Boolean));
    values.forEach((code, i) => {
      if (code && !known.has(code)) issue(path.replace('{i}', String(i)), M.unknownCode);
    });
  }
  const labels = await comorbidityLabels(
    db,
    form.comorbidities.map((c) => c.comorbidityCode).filter(Boolean),
  );
  form.comorbidities.forEach((c, i) => {
    if (c.comorbidityCode && !labels.has(c.comorbidityCode)) {
      issue(`comorbidities.${i}.comorbidityCode`, M.unknownCode);
    }
  });
  const fileNames = await checkDocuments(db, row, form, issue);
  const sentTotal = form.totalBill ? parseMoneyInput(form.totalBill) : null;
  if (parsed.success && form.totalBill && sentTotal !== parsed.data.totalBill) {
    issue('totalBill', M.totalBillMismatch);
  }

  if (issues.length > 0 || !parsed.success || !hospital) {
    throw new ValidationError(M.submissionRefused, issues);
  }
  const payload = toDoctorSubmission(parsed.data, {
    paId: row.id,
    insurerCode: body.insurerCode,
    doctorId: row.doctorId,
    mcrNo: row.doctorMcrNumber,
    clinicId: row.clinicId,
    clinicCode: row.clinicCode,
    clinicName: row.clinicName,
    comorbidityLabels: Object.fromEntries(labels),
  });
  return {
    checked: {
      payload,
      hospital,
      agreedPrices: surgeryPrices,
      attachments: parsed.data.attachments.map(({ uploadId, kind }) => ({ uploadId, kind })),
    },
    isPanel: hospital.isPanel,
    // The documents' names, for the form kept as the draft to show them again.
    form: {
      ...priced,
      attachments: parsed.data.attachments.map((a) => ({
        ...a,
        fileName: fileNames.get(a.uploadId) ?? null,
      })),
    },
  };
}
