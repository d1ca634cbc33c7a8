import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, UPLOAD_LIMITS, UPLOAD_TEXTS } from '@preauth/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Uploader } from '../../lib/upload-file';
import { createLoginResponse } from '../../testing/data-generators';
import { lastXhr, stubXhr } from '../../testing/fake-xhr';
import { writeStoredSession } from '../../lib/session-storage';
import { UploadArea } from './upload-area';

const UPLOAD_URL = '/api/insurers/INS/uploads';
const REQUIRED = 'Please choose a file.';
const schema = z.object({ epLetter: z.string().min(1, REQUIRED) });
type Values = z.infer<typeof schema>;

let submitted: Values[] = [];

type FormProps = { upload?: Uploader; disabled?: boolean; accept?: string };

function Form({ upload, disabled, accept }: FormProps) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { epLetter: '' },
  });
  const value = useWatch({ control, name: 'epLetter' });
  return (
    <form onSubmit={handleSubmit((values) => submitted.push(values))} noValidate>
      <UploadArea
        control={control}
        name="epLetter"
        id="ep-letter"
        label="Employment Pass letter"
        url={UPLOAD_URL}
        upload={upload}
        disabled={disabled}
        accept={accept}
      />
      <span data-testid="value">{value}</span>
      <button type="submit">Submit</button>
    </form>
  );
}

const letter = (size = 8) =>
  new File([new Uint8Array(size)], 'ep-letter.pdf', { type: 'application/pdf' });
const picker = () => screen.getByLabelText('Employment Pass letter');
const formValue = () => screen.getByTestId('value').textContent;

function setup(props: FormProps = {}) {
  const user = userEvent.setup();
  render(<Form {...props} />);
  return { user };
}

describe('UploadArea', () => {
  beforeEach(() => {
    submitted = [];
    stubXhr();
  });

  it("shows 'Uploading ... n%' from the request's upload progress, politely announced", async () => {
    const { user } = setup();
    await user.upload(picker(), letter());

    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Uploading ... 0%');
    act(() => lastXhr().progress(42, 100));
    expect(status).toHaveTextContent('Uploading ... 42%');
    act(() => lastXhr().progress(100, 100));
    expect(status).toHaveTextContent('Uploading ... 100%');
  });

  it('sends the file as multipart field "file" to the URL with the bearer token', async () => {
    writeStoredSession(createLoginResponse({ access_token: 'token-abc' }));
    const { user } = setup();
    await user.upload(picker(), letter());

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(UPLOAD_URL);
    expect(xhr.headers.authorization).toBe('Bearer token-abc');
    expect(xhr.sentFile('file')?.name).toBe('ep-letter.pdf');
  });

  it('sets the value to the uploadId and shows the file name; remove clears it', async () => {
    const { user } = setup();
    await user.upload(picker(), letter());
    act(() => lastXhr().respond(200, [{ uploadId: 'up-9', fileName: 'ep-letter.pdf' }]));

    expect(await screen.findByText('ep-letter.pdf')).toBeVisible();
    expect(formValue()).toBe('up-9');
    expect(screen.getByRole('status')).not.toHaveTextContent('Uploading');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([{ epLetter: 'up-9' }]);

    await user.click(screen.getByRole('button', { name: 'Remove ep-letter.pdf' }));
    expect(formValue()).toBe('');
    expect(screen.queryByText('ep-letter.pdf')).not.toBeInTheDocument();
    // Focus goes to the picker that took the remove button's place.
    expect(picker()).toHaveFocus();
  });

  it('refuses a file over UPLOAD_LIMITS.maxBytes with an alert, sending nothing', async () => {
    const sent = stubXhr();
    const { user } = setup();
    await user.upload(picker(), letter(UPLOAD_LIMITS.maxBytes + 1));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Maximum upload size of the document is 10MB.',
    );
    expect(picker()).toHaveAccessibleDescription(expect.stringContaining(UPLOAD_TEXTS.tooLarge));
    expect(sent).toHaveLength(0);
    expect(formValue()).toBe('');
  });

  it('accepts a file of exactly the limit', async () => {
    const sent = stubXhr();
    const { user } = setup();
    await user.upload(picker(), letter(UPLOAD_LIMITS.maxBytes));
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Upload failed! Please do it again." with the server\'s reason, and clears the file and value', async () => {
    const { user } = setup();
    await user.upload(picker(), letter());
    act(() => lastXhr().respond(200, [{ uploadId: 'up-1', fileName: 'ep-letter.pdf' }]));
    await user.click(await screen.findByRole('button', { name: 'Remove ep-letter.pdf' }));

    await user.upload(picker(), letter());
    act(() =>
      lastXhr().respond(415, {
        detailMessage: UPLOAD_TEXTS.unsupportedType,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Upload failed! Please do it again. Only PDF, JPEG or PNG files can be uploaded.',
    );
    expect(formValue()).toBe('');
    expect((picker() as HTMLInputElement).value).toBe('');
  });

  it('shows "Upload failed! Please do it again." when the server gave no reason', async () => {
    const { user } = setup();
    await user.upload(picker(), letter());
    act(() => lastXhr().respond(502, undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Upload failed! Please do it again.',
    );
  });

  it('refuses a dropped file of a type the area does not accept, sending nothing', async () => {
    const sent = stubXhr();
    setup({ accept: '.pdf,.png' });
    const zone = picker().closest('.upload-area__zone')!;
    const notes = new File(['x'], 'notes.txt', { type: 'text/plain' });
    fireEvent.drop(zone, { dataTransfer: { files: [notes] } });

    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_TEXTS.unsupportedType);
    expect(sent).toHaveLength(0);
    expect(formValue()).toBe('');

    fireEvent.drop(zone, { dataTransfer: { files: [letter()] } });
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a picked file outside the accepted types ("All files" in the picker)', async () => {
    const sent = stubXhr();
    const user = userEvent.setup({ applyAccept: false });
    render(<Form accept=".pdf" />);
    await user.upload(picker(), new File(['x'], 'photo.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_TEXTS.unsupportedType);
    expect(sent).toHaveLength(0);
  });

  it('says that the portal cannot be reached when the upload got no answer', async () => {
    const { user } = setup();
    await user.upload(picker(), letter());
    act(() => lastXhr().fail());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.unreachable);
    expect(formValue()).toBe('');
  });

  it("shows the schema's required message, tied to the picker", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(REQUIRED)).toBeVisible();
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(picker()).toHaveAccessibleDescription(REQUIRED);
    expect(submitted).toEqual([]);
  });

  it('uses an injected uploader instead of the network', async () => {
    const sent = stubXhr();
    const upload = vi.fn<Uploader>(async (file, onProgress) => {
      onProgress(60);
      return { uploadId: 'demo-1', fileName: file.name };
    });
    const { user } = setup({ upload });
    await user.upload(picker(), letter());
    expect(await screen.findByText('ep-letter.pdf')).toBeVisible();
    expect(formValue()).toBe('demo-1');
    expect(sent).toHaveLength(0);
  });

  it('takes a dropped file like a chosen one', async () => {
    setup();
    const zone = picker().parentElement as HTMLElement;
    const file = letter();
    act(() => {
      zone.dispatchEvent(
        Object.assign(new Event('drop', { bubbles: true, cancelable: true }), {
          dataTransfer: { files: [file] },
        }),
      );
    });
    expect(lastXhr().sentFile('file')?.name).toBe('ep-letter.pdf');
  });

  it('does nothing when disabled', async () => {
    const sent = stubXhr();
    const { user } = setup({ disabled: true });
    expect(picker()).toBeDisabled();
    await user.upload(picker(), letter());
    expect(sent).toHaveLength(0);
  });
});
