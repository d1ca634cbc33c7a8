import { zodResolver } from '@hookform/resolvers/zod';
import { TEXT_LIMITS } from '@preauth/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextareaField } from '../../../components/form/textarea-field';
import type { GallerySection } from '../gallery-section';

const REQUIRED = 'Please add a reason for cancelling.';

function Example({
  id,
  title,
  label,
  value = '',
  maxLength,
  blockedKeys,
  disabled = false,
  showErrors = false,
}: {
  id: string;
  title: string;
  label: string;
  value?: string;
  maxLength?: number;
  blockedKeys?: string[];
  disabled?: boolean;
  showErrors?: boolean;
}) {
  const limit = maxLength ?? TEXT_LIMITS.multilineDefault;
  const {
    register,
    trigger,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(z.object({ reason: z.string().trim().min(1, REQUIRED).max(limit) })),
    mode: 'onTouched',
    defaultValues: { reason: value },
  });
  useEffect(() => {
    if (showErrors) void trigger();
  }, [showErrors, trigger]);
  return (
    <div className="ui-gallery__state">
      <h3>{title}</h3>
      <TextareaField
        id={id}
        label={label}
        maxLength={maxLength}
        blockedKeys={blockedKeys}
        disabled={disabled}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </div>
  );
}

const FILLED =
  'Admitted for a right knee arthroscopy after three months of pain not relieved by physiotherapy.';

function TextareaSection() {
  return (
    <div className="ui-gallery__states">
      <Example id="gallery-textarea-empty" title="Empty (required)" label="Reason" />
      <Example id="gallery-textarea-filled" title="Filled" label="Filled reason" value={FILLED} />
      <Example id="gallery-textarea-invalid" title="Invalid" label="Invalid reason" showErrors />
      <Example
        id="gallery-textarea-disabled"
        title="Disabled"
        label="Disabled reason"
        value={FILLED}
        disabled
      />
      <Example
        id="gallery-textarea-blocked"
        title="At most 512 characters, ^ and \ blocked"
        label="Amend reason"
        maxLength={TEXT_LIMITS.cancelOrAmendReason}
        blockedKeys={['^', '\\']}
      />
    </div>
  );
}

export const section: GallerySection = {
  id: 'textarea',
  title: 'Multi-line text',
  order: 10,
  Component: TextareaSection,
};
