import type { CaseAttachment } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
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

const file = (content: string, type: string) => () =>
  new Response(content, { headers: { 'Content-Type': type } });

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

  it('opens a PDF in the page in a frame of its own origin (a data: URL), fetched inline, and closes with Escape', async () => {
    const app = setup(createCaseView({ attachments: [attachment()] }), {
      'GET /api/uploads/upload-1': file('%PDF-1.7 the report', 'application/pdf'),
    });
    await opened();
    const open = within(section('Documents from the doctor')).getByRole('button', {
      name: 'Open histology.pdf',
    });

    await app.user.click(open);

    const viewer = await screen.findByRole('dialog', { name: 'Histology report: histology.pdf' });
    const frame = await within(viewer).findByTitle('Histology report: histology.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(
      `data:application/pdf;base64,${btoa('%PDF-1.7 the report')}`,
    );
    const [call] = app.server.callsTo('GET /api/uploads/upload-1');
    expect(call?.query.get('disposition')).toBe('inline');

    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
  });

  it('never frames a "PDF" whose bytes are not one: it offers the download', async () => {
    const app = setup(createCaseView({ attachments: [attachment()] }), {
      'GET /api/uploads/upload-1': file('<html><script>alert(1)</script>', 'application/pdf'),
    });
    await opened();

    await app.user.click(screen.getByRole('button', { name: 'Open histology.pdf' }));

    const viewer = await screen.findByRole('dialog');
    expect(
      await within(viewer).findByText('This file cannot be shown here. Please download it.'),
    ).toBeVisible();
    expect(viewer.querySelector('iframe')).toBeNull();
    expect(within(viewer).getByRole('button', { name: 'Download' })).toBeVisible();
  });

  it('shows an image as an image, and closes with Close', async () => {
    const scan = attachment({ kind: 'imaging', fileName: 'ct.png', contentType: 'image/png' });
    const app = setup(createCaseView({ attachments: [scan] }), {
      'GET /api/uploads/upload-1': file('\x89PNG', 'image/png'),
    });
    await opened();

    await app.user.click(screen.getByRole('button', { name: 'Open ct.png' }));

    const viewer = await screen.findByRole('dialog', { name: 'Imaging: ct.png' });
    const image = await within(viewer).findByRole('img', { name: 'Imaging: ct.png' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(viewer.querySelector('iframe')).toBeNull();
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
