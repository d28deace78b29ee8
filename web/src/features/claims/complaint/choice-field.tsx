import { SelectField, type SelectOption } from '#web/components/form-fields';

interface ChoiceFieldProps<T extends string> {
  readonly label: string;
  readonly placeholder: string;
  readonly options: readonly SelectOption[];
  readonly value: T | undefined;
  /** Whether a chosen value is one of the choices; anything else (the empty first option) is none. */
  readonly isChoice: (value: string) => value is T;
  readonly onChoose: (value: T | undefined) => void;
}

/** A select whose value is one of a known set, or nothing while the placeholder is chosen. */
export function ChoiceField<T extends string>({ isChoice, onChoose, value, ...field }: ChoiceFieldProps<T>) {
  return (
    <SelectField
      {...field}
      value={value ?? ''}
      onChange={(event) => onChoose(isChoice(event.target.value) ? event.target.value : undefined)}
    />
  );
}
