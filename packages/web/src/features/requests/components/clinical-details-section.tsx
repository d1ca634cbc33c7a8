import { formatMoney, type RequestClinicalDetails } from '@preauth/shared';
import { isoToDisplay } from '../../../components/form/date-input';
import {
  codeWithName,
  type DetailItem,
  DetailList,
  DetailRows,
  ReviewSection,
  yesNo,
} from '../../../components/ui/detail-list';

/** A group of repeated rows (diagnoses, procedures, …) under its heading. */
function Rows<T>({
  title,
  rows,
  items,
}: {
  title: string;
  rows: readonly T[];
  items: (row: T) => DetailItem[];
}) {
  return (
    <div className="review-group">
      <h3>{title}</h3>
      <DetailRows rows={rows} items={items} />
    </div>
  );
}

/** The doctor's clinical and fee details (000 §3 "Detail items shown on review"). */
export function ClinicalDetailsSection({ details }: { details: RequestClinicalDetails }) {
  return (
    <ReviewSection id="clinical" title="Clinical and fee details">
      <DetailList
        items={[
          { label: 'Hospital', value: codeWithName(details.hospitalCode, details.hospitalName) },
          { label: 'Admission date', value: isoToDisplay(details.admissionDate) },
          {
            label: 'Admission type',
            value: codeWithName(details.admissionCode, details.admissionDesc),
          },
          { label: 'Day surgery', value: yesNo(details.daysurgery) },
          { label: 'Reason for hospitalisation', value: details.hospitalisationReason },
        ]}
      />
      <Rows
        title="Diagnoses"
        rows={details.diagnoses}
        items={(d) => [
          { label: 'Diagnosis (ICD code)', value: codeWithName(d.icdCode, d.icdDesc) },
          { label: 'First consultation date', value: isoToDisplay(d.firstConsultDate) },
          { label: 'Diagnosis date', value: isoToDisplay(d.diagnosisDate) },
        ]}
      />
      <Rows
        title="Ward types"
        rows={details.wardTypes}
        items={(w) => [
          { label: 'Ward type', value: codeWithName(w.wardtypeCode, w.wardtypeDesc) },
          { label: 'Length of stay (days)', value: String(w.lengthStay) },
        ]}
      />
      <Rows
        title="Comorbidities"
        rows={details.comorbidities}
        items={(c) => [
          { label: 'Comorbidity', value: codeWithName(c.comorbidityCode, c.comorbidityDesc) },
          { label: 'Comorbidity date', value: isoToDisplay(c.comorbidityDate) },
          { label: 'Other comorbidity', value: c.comorbidityOthers },
          { label: 'Doctor', value: c.comorbidityDoctorClinic },
          { label: 'Clinic', value: c.comorbidityClinicName },
        ]}
      />
      <Rows
        title="Procedures"
        rows={details.surgeryDetails}
        items={(s) => [
          { label: 'Procedure (TOSP code)', value: codeWithName(s.tospCode, s.tospDescription) },
          { label: 'Surgeon fee', value: formatMoney(s.surgeonfee) },
          { label: 'Surgeon fee justification', value: s.surgeonfeeJustification },
          { label: 'Anaesthetist fee', value: formatMoney(s.anaesthetistfee) },
          { label: 'Anaesthetist fee justification', value: s.anaesthetistfeeJustification },
        ]}
      />
      <Rows
        title="Other fees"
        rows={details.otherFees}
        items={(f) => [
          { label: 'Fee type', value: codeWithName(f.feesCode, f.feesDescription) },
          { label: 'Amount', value: formatMoney(f.feesAmount) },
        ]}
      />
      <div className="review-group">
        <h3>Totals</h3>
        <DetailList
          items={[
            { label: 'Doctor attendance fee', value: formatMoney(details.doctorAttendancefee) },
            { label: 'Total hospital charges', value: formatMoney(details.totalHospitalcharges) },
            { label: 'Total bill', value: formatMoney(details.totalBill) },
          ]}
        />
      </div>
    </ReviewSection>
  );
}
