import { useSyncExternalStore } from 'react';
import type { UploadPhase } from '../hooks/use-policy-upload';
import { formatFileSize } from '../policy-display';
import type { UploadProgressStore } from '../upload-progress-store';
import { percentSent } from '../upload-progress-values';

const PHASE_TEXT: Record<Exclude<UploadPhase, 'idle'>, string> = {
  preparing: 'Preparing your upload…',
  uploading: 'Uploading your documents…',
  checking: 'Checking and reading your documents…',
};

interface UploadProgressProps {
  readonly phase: UploadPhase;
  readonly files: UploadProgressStore;
}

/** One real progress bar per file, and what the upload is doing overall. */
export function UploadProgress({ phase, files: store }: UploadProgressProps) {
  const files = useSyncExternalStore(store.subscribe, store.snapshot);
  if (phase === 'idle') return null;
  return (
    <div className="upload-progress">
      <div className="upload-progress__status" role="status">
        {/* While files go up, their bars move; a spinner beside them would only cost frames. */}
        {phase !== 'uploading' && <span className="spinner policies-spinner-small" aria-hidden="true" />}
        <span>{PHASE_TEXT[phase]}</span>
      </div>
      <ul className="upload-progress__list">
        {files.map((file, index) => {
          const percent = percentSent(file.loaded, file.total);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the whole upload.
            <li key={index} className="upload-progress__item">
              <div className="upload-progress__row">
                <span className="upload-progress__name">
                  <strong>{file.label}</strong> <span className="upload-progress__file">{file.name}</span>
                </span>
                <span className="upload-progress__percent" aria-hidden="true">
                  {percent === 100 ? formatFileSize(file.total) : `${percent}%`}
                </span>
              </div>
              <div
                className="progress"
                role="progressbar"
                aria-label={`Uploading ${file.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={`${percent}% of ${formatFileSize(file.total)}`}
              >
                <div className="progress__bar" style={{ transform: `scaleX(${percent / 100})` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
