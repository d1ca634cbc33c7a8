import { holidayBodySchema } from '@preauth/shared';
import { Field } from '../../../../components/form/field';
import { HOLIDAY_PAGE_TEXTS } from './holiday-texts';

/** The holiday's name, as long as the API takes. */
export function HolidayNameField({ id }: { id: string }) {
  return (
    <Field
      type="text"
      id={id}
      name="name"
      label="Name"
      maxLength={holidayBodySchema.shape.name.maxLength ?? undefined}
    />
  );
}

/** Whether the holiday is a day off in lieu (the API refuses one on a weekend). */
export function HolidayObservedField({ id }: { id: string }) {
  return <Field type="checkbox" id={id} name="observed" label={HOLIDAY_PAGE_TEXTS.observedLabel} />;
}
