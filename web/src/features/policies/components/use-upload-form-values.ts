import { type RefObject, useEffect, useRef, useState } from 'react';
import {
  initialUploadValues,
  type NamedDocumentType,
  type OtherDocument,
  type UploadFormValues,
} from '../upload-form-values';

export type FormValues = UploadFormValues<File>;
export type OtherUpdate = Partial<Pick<OtherDocument<File>, 'customName' | 'file'>>;

/** The control 'Add another document' is named by, so focus can return to it. */
export const ADD_OTHER = 'add-other-document';

/**
 * The detailed upload form's values and the edits it offers. Every edit calls `onEdit` (the form
 * clears its last outcome); a control an edit adds or reveals takes the focus once it is drawn.
 */
export function useUploadFormValues(formRef: RefObject<HTMLFormElement | null>, onEdit: () => void) {
  const nextOtherKey = useRef(1);
  const [values, setValues] = useState<FormValues>(() => initialUploadValues<File>());
  const [focusName, setFocusName] = useState<string>();

  useEffect(() => {
    if (!focusName) return;
    const control = formRef.current?.elements.namedItem(focusName);
    if (control instanceof HTMLElement) control.focus();
    setFocusName(undefined);
  }, [focusName, formRef]);

  function change(update: (current: FormValues) => FormValues) {
    setValues(update);
    onEdit();
  }

  return {
    values,
    change,
    setDocument(fileType: NamedDocumentType, file: File | undefined) {
      change((current) => ({ ...current, documents: { ...current.documents, [fileType]: file } }));
    },
    setOther(key: string, update: OtherUpdate) {
      change((current) => ({
        ...current,
        others: current.others.map((other) => (other.key === key ? { ...other, ...update } : other)),
      }));
    },
    addOther() {
      const key = `other-${nextOtherKey.current++}`;
      change((current) => ({
        ...current,
        others: [...current.others, { key, customName: '', file: undefined }],
      }));
      setFocusName(`${key}-name`);
    },
    removeOther(key: string) {
      change((current) => ({ ...current, others: current.others.filter((other) => other.key !== key) }));
      setFocusName(ADD_OTHER);
    },
    reset() {
      setValues(initialUploadValues<File>());
    },
  };
}

export type UploadFormEdits = ReturnType<typeof useUploadFormValues>;
