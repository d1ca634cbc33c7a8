import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { UploadArea } from '../../../components/form/upload-area';
import { API_BASE } from '../../../lib/api-client';
import type { UploadedFile, Uploader } from '../../../lib/upload-file';
import type { GallerySection } from '../gallery-section';

/** The gallery has no upload endpoint; a browser test may answer this URL itself. */
export const GALLERY_UPLOAD_URL = `${API_BASE}/dev/gallery-upload`;

const schema = z.object({ epLetter: z.string().min(1, 'Please choose a file.') });

type FakeOptions = { holdAt?: number; fails?: boolean };

/**
 * An in-page uploader: progress in steps of 10% every 150 ms, then an uploadId — or it holds at
 * `holdAt`, or fails at the end. It stops when the UploadArea aborts.
 */
function fakeUploader({ holdAt, fails = false }: FakeOptions = {}): Uploader {
  return (file, onProgress, signal) =>
    new Promise<UploadedFile>((resolve, reject) => {
      let percent = 0;
      onProgress(percent);
      const timer = setInterval(() => {
        percent = Math.min(100, percent + 10);
        if (holdAt !== undefined) percent = Math.min(percent, holdAt);
        onProgress(percent);
        if (percent < 100) return;
        clearInterval(timer);
        if (fails) reject(new Error('The demo upload fails on purpose.'));
        else resolve({ uploadId: `demo-${Date.now()}`, fileName: file.name });
      }, 150);
      signal?.addEventListener('abort', () => {
        clearInterval(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
}

type DemoProps = {
  id: string;
  title: string;
  hint?: string;
  upload?: Uploader;
  url?: string;
  initialFile?: UploadedFile;
  disabled?: boolean;
  /** Validates on first render, to show the invalid state. */
  showErrors?: boolean;
};

function Demo({
  id,
  title,
  hint,
  upload,
  url = GALLERY_UPLOAD_URL,
  initialFile,
  ...rest
}: DemoProps) {
  const { control, trigger } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { epLetter: initialFile?.uploadId ?? '' },
  });
  const { showErrors, disabled } = rest;
  useEffect(() => {
    if (showErrors) void trigger();
  }, [showErrors, trigger]);
  return (
    <div className="ui-gallery__state">
      <h3>{title}</h3>
      <UploadArea
        control={control}
        name="epLetter"
        id={id}
        label="Employment Pass letter"
        hint={hint}
        url={url}
        upload={upload}
        initialFile={initialFile}
        disabled={disabled}
        accept=".pdf,.jpg,.jpeg,.png"
      />
    </div>
  );
}

/** The UploadArea's states; `url` is where the "real upload" demo sends its file. */
export function UploadAreaSection({ url = GALLERY_UPLOAD_URL }: { url?: string }) {
  return (
    <div className="ui-gallery__states">
      <Demo
        id="upload-empty"
        title="Empty (uploads in about 1.5 s)"
        hint="PDF, JPG or PNG, at most 10MB."
        upload={fakeUploader()}
      />
      <Demo
        id="upload-uploading"
        title="Uploading (holds at 42%)"
        hint="Choose any file to see the progress."
        upload={fakeUploader({ holdAt: 42 })}
      />
      <Demo
        id="upload-uploaded"
        title="Uploaded"
        upload={fakeUploader()}
        initialFile={{ uploadId: 'demo-uploaded', fileName: 'employment-pass-letter.pdf' }}
      />
      <Demo id="upload-invalid" title="Invalid" upload={fakeUploader()} showErrors />
      <Demo
        id="upload-failing"
        title="Failing upload"
        hint="Any file fails at the end."
        upload={fakeUploader({ fails: true })}
      />
      <Demo id="upload-real" title="Real upload" hint={`Sends the file to ${url}.`} url={url} />
      <Demo id="upload-disabled" title="Disabled" disabled />
    </div>
  );
}

export const section: GallerySection = {
  id: 'upload-area',
  title: 'Upload area',
  order: 140,
  Component: UploadAreaSection,
};
