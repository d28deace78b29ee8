/**
 * Where account exports are kept: the zips of a user's data and documents, each under the user's
 * own prefix. The bucket's lifecycle removes them after a day (infra/constructs/data.ts); deleting
 * the account removes them at once. (Beside data/keys.ts, whose other keys they do not touch.)
 */
export const EXPORTS_ROOT = 'exports/';
export const exportsPrefix = (sub: string) => `${EXPORTS_ROOT}${sub}/`;

/** One export's object: a fresh folder each time, so two exports never overwrite each other. */
export const exportKey = (sub: string, exportId: string, fileName: string) =>
  `${exportsPrefix(sub)}${exportId}/${fileName}`;
