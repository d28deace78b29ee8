import type { ComponentProps } from 'react';
import type { InsuranceType } from '#domain/insurance';
import { SelectField, TextField } from '#web/components/form-fields';

type TextFieldProps = ComponentProps<typeof TextField>;
type SelectFieldProps = ComponentProps<typeof SelectField>;

/** The policy's name, as the upload form and the details form ask for it. */
export function PolicyNameField(props: Omit<TextFieldProps, 'label' | 'name'>) {
  return <TextField label="Policy name" name="name" required maxLength={120} autoComplete="off" {...props} />;
}

interface InsuranceTypeFieldProps extends Omit<SelectFieldProps, 'label' | 'name' | 'options'> {
  /** Undefined while loading or when they could not be read: the field is held until they come. */
  readonly insuranceTypes: readonly InsuranceType[] | undefined;
}

/** The kind of insurance, chosen from the types the service knows. */
export function InsuranceTypeField({ insuranceTypes, ...select }: InsuranceTypeFieldProps) {
  return (
    <SelectField
      label="Insurance type"
      name="insuranceTypeId"
      required
      options={(insuranceTypes ?? []).map((type) => ({ value: type.id, label: type.name }))}
      disabled={!insuranceTypes}
      {...select}
    />
  );
}

type DateFieldProps = Omit<TextFieldProps, 'label' | 'name' | 'type' | 'value'> & { readonly value: string };

/** The start and end of cover side by side; the end's picker starts after the start. */
export function CoverDatesRow({
  start,
  end,
  required,
}: {
  readonly start: DateFieldProps;
  readonly end: DateFieldProps;
  readonly required?: boolean;
}) {
  return (
    <div className="form__row">
      <TextField label="Start date" name="startDate" type="date" required={required} {...start} />
      <TextField
        label="End date"
        name="endDate"
        type="date"
        required={required}
        min={start.value || undefined}
        {...end}
      />
    </div>
  );
}
