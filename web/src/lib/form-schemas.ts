import { loadOnce } from './load-once';

/**
 * The forms' schemas, with the validation library, load on first use and not with the page: a
 * form asks for them when the visitor first focuses one of its fields, and waits for them when it
 * is sent. Their messages are in #domain/schemas/form-messages, which needs no library.
 */
export const accountSchemas = loadOnce(() => import('#domain/schemas/account'));

/** The schemas of forms that set a password, with the common-password list they load when checking. */
export const newPasswordSchemas = loadOnce(() => import('#domain/schemas/new-password'));

export const publicSchemas = loadOnce(async () => {
  const [forms, errors] = await Promise.all([
    import('#domain/schemas/public'),
    import('#domain/schemas/form-errors'),
  ]);
  return { ...forms, fieldErrors: errors.fieldErrors };
});

/** For a form's `onFocus`: starts loading its schemas while the visitor fills it in. */
export function prepare(schemas: { readonly load: () => Promise<unknown> }): () => void {
  return () => {
    schemas.load().catch(() => undefined);
  };
}
