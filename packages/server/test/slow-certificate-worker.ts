// The PDF worker entry of the server with a certificate layout that first keeps its thread busy
// for SLOW_LAYOUT_MS, for the tests of what a slow document does to the rest of the API.
import { servePdfLayouts, type PdfLayouts } from '../src/core/pdf/pdf-worker';
import { renderCertificatePdf } from '../src/modules/requests/certificate/certificate-pdf';
import { renderLiaFormPdf } from '../src/modules/requests/lia-form/lia-form-pdf';
import { SLOW_LAYOUT_MS, busyFor } from './busy';

const layouts: PdfLayouts = {
  certificate: (content) => {
    busyFor(SLOW_LAYOUT_MS);
    return renderCertificatePdf(content);
  },
  'lia-form': renderLiaFormPdf,
};

servePdfLayouts(layouts);
