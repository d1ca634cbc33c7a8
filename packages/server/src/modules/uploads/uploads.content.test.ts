import { UPLOAD_TEXTS } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { pdfFile, pdfName, pdfString } from '../../../test/pdf-files';
import {
  PNG,
  expectNothingStored,
  filePart,
  loggedIn,
  rowsOf,
  upload,
} from './uploads.test-support';

// What the content check refuses, each with its status and message and nothing stored. Without
// a virus scanner configured; the scan itself is tested against clamd (uploads.clamd.services).

const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

const withJavaScript = await pdfFile(({ context, catalog }) =>
  catalog.set(
    pdfName('OpenAction'),
    context.obj({ S: 'JavaScript', JS: pdfString('app.alert(1)') }),
  ),
);
const withLaunch = await pdfFile(({ context, catalog }) =>
  catalog.set(pdfName('OpenAction'), context.obj({ S: 'Launch', F: pdfString('cmd.exe') })),
);
const withEmbeddedFile = await pdfFile(({ context, catalog }) => {
  const file = context.register(context.stream('MZ', { Type: 'EmbeddedFile' }));
  catalog.set(
    pdfName('Names'),
    context.obj({
      EmbeddedFiles: { Names: [pdfString('a.exe'), { Type: 'Filespec', EF: { F: file } }] },
    }),
  );
});
const encrypted = await pdfFile(({ context }) => {
  context.trailerInfo.Encrypt = context.obj({ Filter: 'Standard', V: 1, R: 2, P: -4 });
});

describe('upload content', () => {
  it.each([
    [
      'a %PDF- and <html><script> polyglot',
      Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>'),
    ],
    ['a PDF-prefixed EICAR test file', Buffer.from(`%PDF-1.4\n${EICAR}`)],
    ['the 5-byte file %PDF-', Buffer.from('%PDF-')],
  ])('refuses %s as a damaged PDF with 400', async (_t, bytes) => {
    const session = await loggedIn();
    await expectNothingStored(session, async () => {
      const response = await upload(session, filePart(bytes, 'letter.pdf'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'BAD_REQUEST',
        detailMessage: UPLOAD_TEXTS.damagedPdf,
      });
    });
  });

  it.each([
    ['an OpenAction running JavaScript', withJavaScript],
    ['a launch action', withLaunch],
    ['an embedded file', withEmbeddedFile],
  ])('refuses a PDF with %s with 415', async (_t, bytes) => {
    const session = await loggedIn();
    await expectNothingStored(session, async () => {
      const response = await upload(session, filePart(bytes, 'letter.pdf'));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        detailMessage: UPLOAD_TEXTS.activeContent,
      });
    });
  });

  it('refuses a password-protected PDF with 415', async () => {
    const session = await loggedIn();
    await expectNothingStored(session, async () => {
      const response = await upload(session, filePart(encrypted, 'letter.pdf'));
      expect(response.statusCode).toBe(415);
      expect(response.json().detailMessage).toBe(UPLOAD_TEXTS.encryptedPdf);
    });
  });

  it('refuses PNG bytes named x.pdf with 415', async () => {
    const session = await loggedIn();
    await expectNothingStored(session, async () => {
      const response = await upload(session, filePart(PNG, 'x.pdf', 'application/pdf'));
      expect(response.statusCode).toBe(415);
      expect(response.json().detailMessage).toBe(UPLOAD_TEXTS.nameMismatch);
    });
  });

  it('stores a PDF that only links to a web page and opens at its first page', async () => {
    const session = await loggedIn();
    const letter = await pdfFile(({ context, catalog, page }) => {
      page.set(
        pdfName('Annots'),
        context.obj([
          {
            Type: 'Annot',
            Subtype: 'Link',
            Rect: [72, 700, 300, 720],
            A: { S: 'URI', URI: pdfString('https://www.mom.gov.sg/') },
          },
        ]),
      );
      catalog.set(pdfName('OpenAction'), context.obj([page, 'Fit']));
    });

    const response = await upload(session, filePart(letter, 'letter.pdf'));

    expect(response.statusCode).toBe(200);
    expect(await rowsOf(session.insurerId)).toHaveLength(1);
  });
});
