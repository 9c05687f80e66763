import { useId, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { Alert } from '#alert/alert.tsx';
import { Button } from '#button/button.tsx';
import * as styles from '#file-drop/file-drop.css.ts';
import { Icon } from '#icon/icon.tsx';
import { ProgressBar } from '#progress-bar/progress-bar.tsx';
import { visuallyHidden } from '#shared/styles.css.ts';

/** §2 and §5: identity photos are JPEG or PNG. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

interface FileDropProps {
  /** What to provide ("Front of your ID"); names the file input. */
  label: string;
  /** How ("Drop a JPEG or PNG here, or click to choose one"). */
  instructions: ReactNode;
  /** Shown when a file of another type is dropped or chosen; a function can name what was wrong. */
  rejectMessage: string | ((file: File) => string);
  /** Receives an accepted file; the caller uploads it and passes back progress and preview. */
  onFile: (file: File) => void;
  accept?: readonly string[];
  /** Upload progress, 0 to 100, while an upload runs. */
  progress?: number;
  progressLabel?: string;
  /** The uploaded image: shown instead of the drop zone. */
  preview?: { src: string; alt: string };
  /** The Delete button under the preview, with its text. */
  deleteAction?: { onDelete: () => void; label: string };
  disabled?: boolean;
}

/**
 * Takes one image by drag and drop, or by click or keyboard through a real file input (§2 photo
 * verification): checks its type, shows upload progress, then a preview that can be deleted.
 */
export function FileDrop({
  label,
  instructions,
  rejectMessage,
  onFile,
  accept = IMAGE_TYPES,
  progress,
  progressLabel,
  preview,
  deleteAction,
  disabled = false,
}: FileDropProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<string | null>(null);

  const take = (file: File | undefined) => {
    if (!file || disabled) return;
    const acceptable = accept.includes(file.type);
    setRejected(
      acceptable ? null : typeof rejectMessage === 'string' ? rejectMessage : rejectMessage(file),
    );
    if (acceptable) onFile(file);
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault(); // lets the browser drop here instead of opening the file
    if (!disabled) setDragging(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0]);
    event.target.value = ''; // choosing the same file again still fires change
  };

  const uploading = progress !== undefined && progress < 100;

  return (
    <div className={styles.fileDrop}>
      {preview ? (
        <figure className={styles.preview}>
          <img src={preview.src} alt={preview.alt} className={styles.image} />
          {deleteAction && (
            <Button variant="secondary" size="sm" onClick={deleteAction.onDelete}>
              <Icon name="trash" size="sm" />
              {deleteAction.label}
            </Button>
          )}
        </figure>
      ) : (
        <label
          htmlFor={inputId}
          className={styles.zone}
          data-dragging={dragging || undefined}
          data-disabled={disabled || undefined}
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Icon name="upload" size="lg" className={styles.zoneIcon} />
          <span className={styles.zoneLabel}>{label}</span>
          <span>{instructions}</span>
          <input
            id={inputId}
            type="file"
            accept={accept.join(',')}
            className={visuallyHidden}
            disabled={disabled || uploading}
            aria-invalid={rejected !== null || undefined}
            onChange={onChange}
          />
        </label>
      )}
      {uploading && <ProgressBar label={progressLabel ?? label} value={progress} />}
      {rejected && <Alert tone="error">{rejected}</Alert>}
    </div>
  );
}
