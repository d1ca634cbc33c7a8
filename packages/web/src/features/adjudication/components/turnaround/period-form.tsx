import { zodResolver } from '@hookform/resolvers/zod';
import type { TurnaroundQuery } from '@preauth/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { DateField } from '../../../../components/form/date-field';
import { Button } from '../../../../components/ui/button';
import { type PeriodFormValues, periodFormSchema } from '../../api/get-turnaround';
import { DEFAULT_WEEKS, defaultPeriod } from '../../lib/calendar-views';

type PeriodFormProps = {
  /** The period shown (from the URL); the form follows it. */
  period: TurnaroundQuery;
  onApply: (period: TurnaroundQuery) => void;
};

/** The first and the last day of the period, both included; or back to the last 12 weeks. */
export function PeriodForm({ period, onApply }: PeriodFormProps) {
  const form = useForm<PeriodFormValues, unknown, TurnaroundQuery>({
    resolver: zodResolver(periodFormSchema),
    mode: 'onTouched',
    values: period,
  });
  return (
    <FormProvider {...form}>
      <form
        className="period-form"
        aria-label="Period"
        noValidate
        onSubmit={form.handleSubmit(onApply)}
      >
        <DateField<PeriodFormValues> name="from" id="period-from" label="First day" required />
        <DateField<PeriodFormValues> name="to" id="period-to" label="Last day" required />
        <div className="screen-actions period-form__buttons">
          <Button type="submit">Show</Button>
          <Button variant="outline" onClick={() => onApply(defaultPeriod())}>
            Last {DEFAULT_WEEKS} weeks
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
