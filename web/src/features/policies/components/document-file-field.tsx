import type { ReactNode } from 'react';
import { TextField } from '#web/components/form-fields';

const PDF_ACCEPT = 'application/pdf,.pdf';

interface DocumentFileFieldProps {
  readonly label: string;
  /** Names the input inside its form, so focus can be moved to it. */
  readonly name: string;
  readonly hint?: ReactNode;
  readonly error?: string | undefined;
  readonly required?: boolean;
  readonly onFile: (file: File | undefined) => void;
}

/** A PDF picker; its message is tied to it with aria-describedby and shown as soon as a file is chosen. */
export function DocumentFileField({ label, name, hint, error, required, onFile }: DocumentFileFieldProps) {
  return (
    <TextField
      type="file"
      label={label}
      name={name}
      hint={hint}
      error={error}
      accept={PDF_ACCEPT}
      className="file-input"
      aria-required={required || undefined}
      onChange={(event) => onFile(event.currentTarget.files?.[0] ?? undefined)}
    />
  );
}
