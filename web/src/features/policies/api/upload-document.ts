import type { StorageForm } from '#domain/schemas/policy';

/** A presigned POST form from the API: every field goes first, then the file as `file`. */
export type { StorageForm };

export interface UploadProgressEvent {
  readonly loaded: number;
  readonly total: number;
}

/** Storage refused or lost an upload; the user is told the upload failed and may try again. */
export class StorageUploadError extends Error {
  override readonly name = 'StorageUploadError';

  constructor(
    readonly fileName: string,
    readonly status: number,
  ) {
    super(`${fileName} could not be uploaded (status ${status})`);
  }
}

/**
 * Sends one document straight to storage with its presigned form. XMLHttpRequest rather than
 * fetch, because only it reports upload progress.
 */
export function uploadDocument(
  form: StorageForm,
  file: File,
  onProgress: (progress: UploadProgressEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    body.append('file', file, file.name);

    const request = new XMLHttpRequest();
    request.open('POST', form.url);
    request.upload.onprogress = (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress({ loaded: file.size, total: file.size });
        resolve();
      } else {
        reject(new StorageUploadError(file.name, request.status));
      }
    };
    request.onerror = () => reject(new StorageUploadError(file.name, 0));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
