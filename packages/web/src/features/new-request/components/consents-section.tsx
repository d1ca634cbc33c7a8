import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { TermsCheckbox } from '../../../components/form/terms-checkbox';
import { TermsModal } from '../../../components/ui/terms-modal';
import type { CreateRequestValues } from '../lib/create-request-values';
import { FormSection } from './form-section';
import { TermsText } from '../../../components/ui/terms-text';

const CONSENT_TEXTS = {
  accuracy:
    'I confirm that the information in this request is true, complete and accurate to the best of my knowledge.',
  personalData:
    'I consent to the insurer, the doctor, the clinic and the hospital collecting, using and disclosing the personal data in this request, including medical information, to assess this pre-authorisation.',
  notifyConsultant: 'Notify my financial consultant',
  recommended: 'I was notified by my service provider to raise the request',
} as const;

/**
 * The three required consents, the third with the terms and conditions in a modal, and the two
 * optional ones. On a request raised for the policyholder's authorisation (an agent's, the
 * insured patient's own) whether the consultant is copied is the policyholder's choice when
 * authorising, so its form leaves that one out.
 */
export function ConsentsSection({ forAuthorisation = false }: { forAuthorisation?: boolean }) {
  const { control } = useFormContext<CreateRequestValues>();
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <FormSection title="Consent">
      <Field type="checkbox" name="terms1" label={CONSENT_TEXTS.accuracy} control={control} />
      <Field type="checkbox" name="terms2" label={CONSENT_TEXTS.personalData} control={control} />
      <TermsCheckbox name="terms3" control={control} onOpenTerms={() => setTermsOpen(true)} />
      {!forAuthorisation && (
        <Field
          type="checkbox"
          name="fcNeedstobeNotified"
          label={CONSENT_TEXTS.notifyConsultant}
          control={control}
        />
      )}
      <Field
        type="checkbox"
        name="hasRecommendedbyServiceprovider"
        label={CONSENT_TEXTS.recommended}
        control={control}
      />
      <TermsModal open={termsOpen} onClose={() => setTermsOpen(false)}>
        <TermsText />
      </TermsModal>
    </FormSection>
  );
}
