import { describe, expect, it } from 'vitest';
import { pdfFile, pdfName, pdfString, type PdfParts } from '../../../test/pdf-files';
import { inspectPdf } from './pdf-inspection';

const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

const javaScript = ({ context }: PdfParts) =>
  context.obj({ S: 'JavaScript', JS: pdfString('app.alert(1)') });

describe('inspectPdf', () => {
  it('accepts a plain one-page PDF, with or without object streams', async () => {
    expect(await inspectPdf(await pdfFile())).toBe('ok');
    expect(await inspectPdf(await pdfFile(() => {}, { objectStreams: true }))).toBe('ok');
  });

  it('accepts what letters carry: a web link, and opening at the first page', async () => {
    const bytes = await pdfFile((parts) => {
      const { context, catalog, page } = parts;
      const link = context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [72, 700, 300, 720],
        A: { S: 'URI', URI: pdfString('https://www.mom.gov.sg/') },
      });
      page.set(pdfName('Annots'), context.obj([context.register(link)]));
      catalog.set(pdfName('OpenAction'), context.obj([page, 'Fit']));
    });

    expect(await inspectPdf(bytes)).toBe('ok');
  });

  it.each([
    ['the 5-byte file %PDF-', Buffer.from('%PDF-')],
    ['%PDF- followed by an HTML page', Buffer.from('%PDF-1.7\n<html><script>alert(1)</script>')],
    ['%PDF- followed by the EICAR test string', Buffer.from(`%PDF-1.4\n${EICAR}\n`)],
    ['objects without a catalog', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')],
  ])('calls %s damaged', async (_t, bytes) => {
    expect(await inspectPdf(bytes)).toBe('damaged');
  });

  it('calls a password-protected PDF encrypted', async () => {
    const bytes = await pdfFile(({ context }) => {
      context.trailerInfo.Encrypt = context.obj({
        Filter: 'Standard',
        V: 1,
        R: 2,
        O: pdfString('o'.repeat(32)),
        U: pdfString('u'.repeat(32)),
        P: -4,
      });
    });

    expect(await inspectPdf(bytes)).toBe('encrypted');
  });

  it.each<[string, (parts: PdfParts) => void, { objectStreams?: boolean }?]>([
    [
      'an OpenAction running JavaScript',
      (parts) => parts.catalog.set(pdfName('OpenAction'), javaScript(parts)),
    ],
    [
      'the same, packed in a compressed object stream',
      (parts) =>
        parts.catalog.set(pdfName('OpenAction'), parts.context.register(javaScript(parts))),
      { objectStreams: true },
    ],
    [
      "a page's additional action (/AA) running JavaScript",
      (parts) => parts.page.set(pdfName('AA'), parts.context.obj({ O: javaScript(parts) })),
    ],
    [
      "a document-level script in the catalog's name tree",
      ({ context, catalog }) =>
        catalog.set(
          pdfName('Names'),
          context.obj({
            JavaScript: { Names: [pdfString('init'), { S: 'JavaScript', JS: pdfString('1') }] },
          }),
        ),
    ],
    [
      'a launch action on a link',
      ({ context, page }) =>
        page.set(
          pdfName('Annots'),
          context.obj([
            {
              Type: 'Annot',
              Subtype: 'Link',
              Rect: [0, 0, 10, 10],
              A: { S: 'Launch', F: pdfString('cmd.exe') },
            },
          ]),
        ),
    ],
    [
      'an embedded file',
      ({ context, catalog }) => {
        const file = context.register(context.stream('MZ', { Type: 'EmbeddedFile', Length: 2 }));
        catalog.set(
          pdfName('Names'),
          context.obj({
            EmbeddedFiles: {
              Names: [
                pdfString('a.exe'),
                { Type: 'Filespec', F: pdfString('a.exe'), EF: { F: file } },
              ],
            },
          }),
        );
      },
    ],
    [
      'a file attachment annotation',
      ({ context, page }) =>
        page.set(
          pdfName('Annots'),
          context.obj([{ Type: 'Annot', Subtype: 'FileAttachment', Rect: [0, 0, 10, 10] }]),
        ),
    ],
    [
      'an XFA form',
      ({ context, catalog }) =>
        catalog.set(pdfName('AcroForm'), context.obj({ Fields: [], XFA: pdfString('<xdp/>') })),
    ],
    [
      'an object no page leads to',
      (parts) => {
        parts.context.register(javaScript(parts));
      },
    ],
  ])('calls a PDF with %s active content', async (_t, edit, options) => {
    expect(await inspectPdf(await pdfFile(edit, options))).toBe('active-content');
  });

  it('sees names spelt with #xx escapes in either case as a reader does', async () => {
    const written = (
      await pdfFile((parts) => parts.catalog.set(pdfName('OpenAction'), javaScript(parts)))
    ).toString('latin1');
    for (const [javaScriptName, jsName] of [
      ['/J#61vaScript', '/J#53'],
      ['/#4aavaScript', '/#4a#53'],
    ] as const) {
      const escaped = written.replace('/JavaScript', javaScriptName).replace('/JS ', `${jsName} `);
      expect(escaped).not.toContain('/JavaScript');
      expect(await inspectPdf(Buffer.from(escaped, 'latin1'))).toBe('active-content');
    }
  });
});
