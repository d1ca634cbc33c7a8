import { ACCEPTED_UPLOAD_TYPES, UPLOAD_LIMITS, contracts } from '@preauth/shared';
import { useFormContext } from 'react-hook-form';
import { UploadArea } from '../../../components/form/upload-area';
import { urlOf } from '../../../lib/api-client';
import type { CreateRequestValues } from '../lib/create-request-values';
import { FormSection } from './form-section';

const ACCEPT = Object.values(ACCEPTED_UPLOAD_TYPES).flat().join(',');
const MAX_MB = UPLOAD_LIMITS.maxBytes / (1024 * 1024);

/** The Employment Pass letter of a foreigner patient (000 §2.5), uploaded as soon as chosen. */
export function EmploymentPassSection({ insurerCode }: { insurerCode: string }) {
  const { control } = useFormContext<CreateRequestValues>();
  return (
    <FormSection title="Employment Pass letter">
      <p>The patient is a foreigner: please upload the patient&apos;s Employment Pass letter.</p>
      <UploadArea
        control={control}
        name="epLetter"
        id="epLetter"
        label="Employment Pass letter"
        hint={`PDF, JPG or PNG, at most ${MAX_MB}MB.`}
        url={urlOf(contracts.uploadFile, {
          params: { insurerCode },
          query: { purpose: 'ep-letter' },
        })}
        accept={ACCEPT}
      />
    </FormSection>
  );
}
