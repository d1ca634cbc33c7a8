import { UPLOAD_LIMITS, UPLOAD_TEXTS } from '@preauth/shared';
import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { isApiError, isUnreachable } from '../../lib/api-error';
import { type UploadedFile, type Uploader, xhrUploader } from '../../lib/upload-file';
import { acceptsFile } from './accepts-file';
import { FormField } from './form-field';
import './upload-area.css';

type UploadAreaProps<T extends FieldValues> = {
  /** The form's control; without it, the field uses the surrounding FormProvider. */
  control?: Control<T>;
  /** The form field that holds the uploadId ('' while there is none). */
  name: FieldPath<T>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Where the file is POSTed (multipart field `file`, bearer token). */
  url: string;
  /** Sends the file; the real XMLHttpRequest upload to `url` unless a test or demo passes one. */
  upload?: Uploader;
  /**
   * File types offered by the picker, as the input's accept attribute; a file of another type
   * (dropped, or picked with "All files") is refused with `typeMessage` before it is sent.
   */
  accept?: string;
  /** Why a file outside `accept` is refused; the server's own words by default. */
  typeMessage?: string;
  disabled?: boolean;
  /** A file uploaded before the form opened (e.g. a saved draft), so its name can be shown. */
  initialFile?: UploadedFile;
  /** Told of each upload and each clearing, so the owner can clear the fields that go with it. */
  onFileChange?: (file: UploadedFile | null) => void;
};

/**
 * Why an upload failed: always the specification's fixed text first (000 §5, §8; 001 L168), then
 * the server's reason when it gave one ("Only PDF, JPEG or PNG files can be uploaded.") or that the
 * portal cannot be reached when there was no answer.
 */
function uploadProblem(error: unknown): string {
  if (isApiError(error) && error.body) return `${UPLOAD_TEXTS.failed} ${error.body.detailMessage}`;
  if (isUnreachable(error)) return `${UPLOAD_TEXTS.failed} ${error.message}`;
  return UPLOAD_TEXTS.failed;
}

/** Shown when the value was set from outside without a name (e.g. a draft saved without it). */
const UNNAMED_FILE = 'Uploaded document';

/**
 * A file picker (button and drop zone) that uploads the chosen file at once (one of the `accept`
 * types, else refused with a message), shows
 * 'Uploading ... n%', then the file's name with a remove button. The form value is the uploadId
 * the server answered; whether a file is required is the form schema's business.
 */
export function UploadArea<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  url,
  upload,
  accept,
  typeMessage = UPLOAD_TEXTS.unsupportedType,
  disabled,
  initialFile,
  onFileChange,
}: UploadAreaProps<T>) {
  const { field, fieldState } = useController({ control, name, disabled });
  const isDisabled = field.disabled === true;
  const [uploaded, setUploaded] = useState<UploadedFile | null>(initialFile ?? null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  // The picker and the remove button replace each other; focus follows to the one that appears,
  // so a keyboard user is not dropped at the top of the page.
  const focusPickerRef = useRef(false);
  const focusRemoveRef = useRef(false);

  // Leaving the form mid-upload cancels the request instead of setting state on a gone form.
  useEffect(() => () => abortRef.current?.abort(), []);

  const value = typeof field.value === 'string' ? field.value : '';
  const isUploading = percent !== null;
  const shownFile = value
    ? uploaded?.uploadId === value
      ? uploaded
      : { uploadId: value, fileName: UNNAMED_FILE }
    : null;

  const clearPicker = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const setFile = (file: UploadedFile | null) => {
    setUploaded(file);
    field.onChange(file ? file.uploadId : '');
    onFileChange?.(file);
  };

  async function start(file: File) {
    setProblem(null);
    // Refused here so the file is never sent; the server enforces the same rules.
    const refusal = !acceptsFile(accept, file)
      ? typeMessage
      : file.size > UPLOAD_LIMITS.maxBytes
        ? UPLOAD_TEXTS.tooLarge
        : null;
    if (refusal) {
      setProblem(refusal);
      clearPicker();
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    const pickerHadFocus = document.activeElement === inputRef.current;
    setPercent(0);
    try {
      const send = upload ?? xhrUploader(url);
      const result = await send(
        file,
        (p) => {
          if (!controller.signal.aborted) setPercent(p);
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      focusRemoveRef.current = pickerHadFocus;
      setFile(result);
    } catch (error) {
      if (controller.signal.aborted) return;
      // 000 §5/§8: the file and its fields cleared.
      setProblem(uploadProblem(error));
      setFile(null);
    } finally {
      if (!controller.signal.aborted) {
        setPercent(null);
        clearPicker();
      }
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !isDisabled && !isUploading) void start(file);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = isDisabled || isUploading ? 'none' : 'copy';
    if (!isDisabled && !isUploading) setIsDragging(true);
  };

  const remove = () => {
    setProblem(null);
    focusPickerRef.current = true;
    setFile(null);
  };

  const problemId = `${id}-upload-problem`;

  return (
    <FormField id={id} label={label} hint={hint} error={fieldState.error?.message}>
      {(aria) => (
        <div className="upload-area">
          {shownFile ? (
            <div className="upload-area__file">
              <span className="upload-area__file-name">{shownFile.fileName}</span>
              <button
                type="button"
                className="upload-area__remove"
                onClick={remove}
                disabled={isDisabled}
                ref={(element) => {
                  if (element && focusRemoveRef.current) {
                    focusRemoveRef.current = false;
                    element.focus();
                  }
                }}
                aria-label={`Remove ${shownFile.fileName}`}
              >
                Remove
              </button>
            </div>
          ) : (
            <div
              className={[
                'upload-area__zone',
                isDragging && 'upload-area__zone--dragging',
                (isDisabled || isUploading) && 'upload-area__zone--disabled',
                aria['aria-invalid'] && 'upload-area__zone--invalid',
              ]
                .filter(Boolean)
                .join(' ')}
              onDragOver={onDragOver}
              onDragLeave={() => setIsDragging(false)}
              onDrop={onDrop}
            >
              <input
                {...aria}
                aria-describedby={
                  [aria['aria-describedby'], problem && problemId].filter(Boolean).join(' ') ||
                  undefined
                }
                ref={(element) => {
                  inputRef.current = element;
                  field.ref(element);
                  if (element && focusPickerRef.current) {
                    focusPickerRef.current = false;
                    element.focus();
                  }
                }}
                type="file"
                name={field.name}
                className="upload-area__input visually-hidden"
                accept={accept}
                disabled={isDisabled}
                // Not disabled while uploading, which would drop the keyboard focus; the
                // picker just does not open.
                aria-disabled={isUploading || undefined}
                onClick={(event) => {
                  if (isUploading) event.preventDefault();
                }}
                // Chromium opens a file input on Space only; it looks like a button, so Enter too.
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  if (!isUploading) openPicker(event.currentTarget);
                }}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file && !isUploading) void start(file);
                }}
              />
              {/*
                The visible button for the mouse. Not a second <label>: screen readers handle a
                control with two labels unevenly. Keyboard and screen readers use the input,
                named by the field's label.
              */}
              <span
                className="upload-area__choose"
                aria-hidden="true"
                onClick={() => {
                  if (inputRef.current && !isDisabled && !isUploading) openPicker(inputRef.current);
                }}
              >
                Choose a file
              </span>
              <span className="upload-area__drop-text">or drop it here</span>
            </div>
          )}
          <p className="upload-area__status" role="status" aria-live="polite" aria-atomic="true">
            {isUploading && (
              <>
                <span>{`Uploading ... ${percent}%`}</span>
                <span className="upload-area__bar" aria-hidden="true">
                  <span className="upload-area__bar-fill" style={{ width: `${percent}%` }} />
                </span>
              </>
            )}
          </p>
          {problem && (
            <p className="upload-area__problem" id={problemId} role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
    </FormField>
  );
}

/**
 * Opens the file chooser. Chromium ignores click() on a file input from inside that input's own
 * keydown handler; showPicker() works there, and click() is the fallback where it is missing.
 */
function openPicker(input: HTMLInputElement): void {
  try {
    if (typeof input.showPicker === 'function') {
      input.showPicker();
      return;
    }
  } catch {
    // e.g. NotAllowedError in a cross-origin frame: fall back to click().
  }
  input.click();
}
