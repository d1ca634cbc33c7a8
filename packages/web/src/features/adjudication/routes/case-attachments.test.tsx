import type { CaseAttachment } from '@preauth/shared';
import { describe, expect, it, vi } from 'vitest';
import { createCaseView } from '../../../testing/adjudication-generators';
import { createCaseDecision } from '../../../testing/decision-generators';
import { screen, waitFor, within } from '../../../testing/test-utils';
import { atTenPastTen, opened, section, setup } from './case.test-support';

const attachment = (overrides: Partial<CaseAttachment> = {}): CaseAttachment => ({
  uploadId: 'upload-1',
  kind: 'histology',
  fileName: 'histology.pdf',
  contentType: 'application/pdf',
  sizeBytes: 245_000,
  uploadedAt: '2026-11-25T06:00:00.000Z',
  downloadPath: '/api/uploads/upload-1',
  ...overrides,
});

const file = (type: string) => () =>
  new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': type } });

describe("the case page's documents from the doctor", () => {
  atTenPastTen();

  it('lists each document with its kind, name and size, after the kinds the amendment request asked for', async () => {
    setup(
      createCaseView({
        decision: createCaseDecision({
          outcome: 'request-amendment',
          reasonText: 'Please attach the histology report.',
          requiredDocumentKinds: ['histology', 'imaging'],
        }),
        attachments: [
          attachment(),
          attachment({
            uploadId: 'upload-2',
            kind: 'imaging',
            fileName: 'ct.png',
            contentType: 'image/png',
            sizeBytes: 1_300_000,
          }),
        ],
      }),
    );
    await opened();
    const documents = within(section('Documents from the doctor'));
    expect(
      documents.getByText('The amendment request asked for: Histology report, Imaging.'),
    ).toBeVisible();
    const items = documents.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('histology.pdf');
    expect(items[0]).toHaveTextContent('Histology report · 239.3 KB');
    expect(items[1]).toHaveTextContent('ct.png');
    expect(items[1]).toHaveTextContent('Imaging · 1.2 MB');
  });

  it('opens a PDF in the page in a sandboxed frame, fetched inline, and closes with Escape', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:file-1');
    URL.revokeObjectURL = vi.fn();
    const app = setup(createCaseView({ attachments: [attachment()] }), {
      'GET /api/uploads/upload-1': file('application/pdf'),
    });
    await opened();
    const open = within(section('Documents from the doctor')).getByRole('button', {
      name: 'Open histology.pdf',
    });

    await app.user.click(open);

    const viewer = await screen.findByRole('dialog', { name: 'Histology report: histology.pdf' });
    const frame = await within(viewer).findByTitle('Histology report: histology.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('src', 'blob:file-1');
    const [call] = app.server.callsTo('GET /api/uploads/upload-1');
    expect(call?.query.get('disposition')).toBe('inline');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');

    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file-1');
    expect(open).toHaveFocus();
  });

  it('shows an image as an image, and closes with Close', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:file-2');
    URL.revokeObjectURL = vi.fn();
    const scan = attachment({ kind: 'imaging', fileName: 'ct.png', contentType: 'image/png' });
    const app = setup(createCaseView({ attachments: [scan] }), {
      'GET /api/uploads/upload-1': file('image/png'),
    });
    await opened();

    await app.user.click(screen.getByRole('button', { name: 'Open ct.png' }));

    const viewer = await screen.findByRole('dialog', { name: 'Imaging: ct.png' });
    expect(await within(viewer).findByRole('img', { name: 'Imaging: ct.png' })).toHaveAttribute(
      'src',
      'blob:file-2',
    );
    expect(within(viewer).queryByTitle('Imaging: ct.png')).toBeNull();
    await app.user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the doctor attached none', async () => {
    setup(createCaseView());
    await opened();
    expect(section('Documents from the doctor')).toHaveTextContent(
      'The doctor attached no documents.',
    );
  });
});
