import { zodResolver } from '@hookform/resolvers/zod';
import { type CountryCode, phoneNumberSchema } from '@preauth/shared';
import { type ReactNode, useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PhoneField } from '../../../components/form/phone-field';
import type { GallerySection } from '../gallery-section';

function PhoneExample({
  id,
  title,
  country = 'SG',
  mobile = '',
  disabled = false,
  showErrors = false,
  icon,
}: {
  id: string;
  title: string;
  country?: CountryCode;
  mobile?: string;
  disabled?: boolean;
  showErrors?: boolean;
  icon?: ReactNode;
}) {
  const schema = phoneNumberSchema(country);
  const { control, trigger } = useForm({
    defaultValues: { mobile },
    resolver: zodResolver(z.object({ mobile: schema })),
    mode: 'onTouched',
  });
  const value = useWatch({ control, name: 'mobile' });
  useEffect(() => {
    if (showErrors) void trigger();
  }, [showErrors, trigger]);
  return (
    <div className="ui-gallery__state">
      <h3>{title}</h3>
      <PhoneField
        control={control}
        name="mobile"
        id={id}
        label="Mobile number"
        defaultCountry={country}
        disabled={disabled}
        icon={icon}
      />
      <p className="muted">
        Submitted as:{' '}
        <output data-testid={`${id}-value`}>{schema.safeParse(value).data ?? '—'}</output>
      </p>
    </div>
  );
}

function PhoneIcon() {
  return (
    <svg focusable="false" width="16" height="16" viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.23Z"
      />
    </svg>
  );
}

function PhoneFieldSection() {
  return (
    <div className="ui-gallery__states">
      <PhoneExample id="gallery-phone-sg" title="Singapore (default)" />
      <PhoneExample id="gallery-phone-gb" title="United Kingdom" country="GB" />
      <PhoneExample id="gallery-phone-invalid" title="Invalid" mobile="9123" showErrors />
      <PhoneExample id="gallery-phone-disabled" title="Disabled" mobile="9123 4567" disabled />
      <PhoneExample id="gallery-phone-icon" title="With icon" icon={<PhoneIcon />} />
    </div>
  );
}

export const section: GallerySection = {
  id: 'phone-field',
  title: 'Phone field',
  order: 120,
  Component: PhoneFieldSection,
};
