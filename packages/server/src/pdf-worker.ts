// The PDF worker thread's entry (core/pdf): every layout the portal draws, by kind. Built beside
// main.js as dist/pdf-worker.js; a kind declared in `PdfDocuments` without a layout here does not
// compile.
import { servePdfLayouts, type PdfLayouts } from './core/pdf/pdf-worker';
import { renderCertificatePdf } from './modules/requests/certificate/certificate-pdf';
import { renderLiaFormPdf } from './modules/requests/lia-form/lia-form-pdf';

const layouts: PdfLayouts = {
  certificate: renderCertificatePdf,
  'lia-form': renderLiaFormPdf,
};

servePdfLayouts(layouts);
