// The doctor's LIA form and TOSP lookup: the PDF layout alone (in process), the download through
// the server (its PDF worker), and the TOSP lookup under load, on a throw-away PostgreSQL database
// with the demo data (its full lookup tables).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import {
  BASE,
  DURATION,
  load,
  login,
  startServer,
  stopServer,
  withDataDir,
  withThrowawayDatabase,
  writeResults,
} from './lib.mjs';

const RENDERS = Number(process.env.BENCH_PDF_RENDERS ?? 200);
const WARM_UP = 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Words the doctor types into the procedure field: broad and narrow matches. */
const TOSP_NAMES = ['lap', 'knee', 'appendic', 'heart', 'eye', 'excision', 'SF', 'thyroid'];

const { renderLiaFormPdf } = await tsImport(
  '../packages/server/src/modules/requests/lia-form/lia-form-pdf.ts',
  import.meta.url,
);
const { createPdfRenderer } = await tsImport(
  '../packages/server/src/core/pdf/pdf-renderer.ts',
  import.meta.url,
);

/** The fullest usual form: three diagnoses, three procedures with justifications, four fees. */
function fullForm() {
  const field = (label, value) => [label, value];
  const fee = (label, amount) => field(`${label} (inclusive of GST)`, amount);
  return {
    insurerName: 'Aurora Life Assurance',
    erefNo: 'PA2026-000123',
    createdOn: '01-10-2026',
    submittedOn: '05-10-2026 14:45',
    submittedAt: new Date('2026-10-05T06:45:00Z'),
    requestDetails: [
      [
        field('Pre-Authorisation Ref No.', 'PA2026-000123'),
        field('Insurer', 'Aurora Life Assurance'),
        field('Created on', '01-10-2026'),
      ],
      [
        field('Policyholder', 'Tan Wei Ming 陈伟明'),
        field('Policyholder NRIC/FIN/Passport', '*****345D'),
        field('Policy names', 'Aurora Shield (P-100234), Shield Plus Rider (R-778812)'),
      ],
      [
        field('Insured / patient', 'முருகன் செல்வராஜ்'),
        field('Patient NRIC/FIN/Passport', '*****456G'),
      ],
      [
        field('Doctor', 'Dr Lim Boon Huat'),
        field('MCR No.', 'M12345A'),
        field('Clinic', 'Harbourfront Surgical Clinic'),
      ],
      [
        field('Hospital', 'Aurora General Hospital'),
        field('Admission date', '10-10-2026'),
        field('Admission type', 'Elective inpatient (EL)'),
      ],
      [field('Day surgery', 'No'), field('Hospitalisation reason', 'Planned surgery. '.repeat(10))],
    ],
    wards: [
      ['Class B1 (four-bedded) (B1)', '2'],
      ['Intensive care unit (ICU)', '1'],
    ],
    diagnoses: [1, 2, 3].map((n) => [
      `K35.${n}`,
      'Acute appendicitis, other and unspecified',
      '01-10-2026',
      '02-10-2026',
    ]),
    clinical: [
      [
        field('Symptom onset', '3 Days'),
        field('Symptom description', 'Right lower abdominal pain, fever and vomiting. '.repeat(6)),
      ],
      [
        field('Came with a referral letter', 'Yes'),
        field('Referral letter file', 'referral-letter.pdf'),
        field('Referral doctor details', 'Dr Wong, Bukit Timah Family Clinic'),
      ],
      [
        field('Additional information', 'Elective procedure, Genetic condition'),
        field('Co-morbidities', 'Yes'),
      ],
    ],
    comorbidities: [
      ['Hypertension (HTN)', '01-03-2020', 'Dr Lee Wei Ming', 'Test Family Clinic'],
      ['Diabetes mellitus (DM)', '01-06-2018', 'Dr Lee Wei Ming', 'Test Family Clinic'],
    ],
    surgeries: [1, 2, 3].map((n) => [
      `SF80${n}H`,
      'Appendix, appendicectomy, laparoscopic\n' +
        `Surgeon fee justification: ${'Adhesions from an earlier operation. '.repeat(4)}`,
      'S$ 3,800.00',
      'S$ 1,220.00',
    ]),
    fees: [
      fee('Total attendance fee', 'S$ 150.00'),
      ...['Consumables (CONS)', 'Implants (IMP)', 'Medication (MED)', 'Investigations (INV)'].map(
        (label) => fee(`Other fee: ${label}`, 'S$ 350.00'),
      ),
      fee('Total hospital charges', 'S$ 6,800.00'),
    ],
    totalBill: 'S$ 23,620.00',
    declaration: { doctorName: 'Dr Lim Boon Huat', mcrNo: 'M12345A' },
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `count` timed calls of `fn` one after another, after a warm-up: p50, p99 and max in ms. */
async function timed(title, count, fn) {
  for (let i = 0; i < WARM_UP; i += 1) await fn();
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    title,
    count,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: times.at(-1),
  };
}

/** The demo insurer's first submitted request and a hospital of its own. */
async function demoIds(dbUrl) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const submitted = await client.query(
      `select d.pa_id from pa_details d
         join pa_requests r on r.id = d.pa_id join insurers i on i.id = r.insurer_id
        where i.code = 'AURORA' order by d.created_at limit 1`,
    );
    const hospital = await client.query(
      `select h.id from hospitals h join insurers i on i.id = h.insurer_id
        where i.code = 'AURORA' order by h.code limit 1`,
    );
    const paId = submitted.rows[0]?.pa_id;
    const hospitalId = hospital.rows[0]?.id;
    if (!paId || !hospitalId) throw new Error('The demo data has no submitted request or hospital');
    return { paId, hospitalId };
  } finally {
    await client.end();
  }
}

async function download(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const bytes = await response.arrayBuffer();
  if (!response.ok || bytes.byteLength === 0) throw new Error(`download: ${response.status}`);
}

/**
 * `timed(title, …)`, then how late this thread's timers ran meanwhile (the event loop's delay):
 * near zero while a worker draws.
 */
async function timedWithLoopDelay(title, fn) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const drawn = await timed(title, RENDERS, fn);
  delay.disable();
  const ms = (ns) => ns / 1e6;
  return [
    drawn,
    {
      title: '  event loop delay meanwhile',
      count: delay.count,
      p50Ms: ms(delay.percentile(50)),
      p99Ms: ms(delay.percentile(99)),
      maxMs: ms(delay.max),
    },
  ];
}

/**
 * The same form drawn in process (the layout's own cost, during which this thread does nothing
 * else) and by the server's PDF worker pool (the built worker, as `npm start` runs it; call to
 * bytes, one at a time), with the event loop's delay meanwhile.
 */
export async function layouts() {
  const inProcess = await timed('LIA form layout, in process', RENDERS, () =>
    renderLiaFormPdf(fullForm()),
  );
  const renderer = createPdfRenderer({
    workerUrl: new URL('../packages/server/dist/pdf-worker.js', import.meta.url),
  });
  try {
    const inWorker = await timedWithLoopDelay('LIA form in the PDF worker, call to bytes', () =>
      renderer.render('lia-form', fullForm()),
    );
    return [inProcess, ...inWorker];
  } finally {
    await renderer.close();
  }
}

export async function run() {
  const rows = await layouts();

  await withDataDir('preauth-bench-lia-', (dataDir) =>
    withThrowawayDatabase('preauth_bench_lia', async (dbUrl) => {
      const server = await startServer({ DATABASE_URL: dbUrl, DATA_DIR: dataDir });
      try {
        const { paId, hospitalId } = await demoIds(dbUrl);
        const token = await login('adjudicator@demo.sg', '10.8.0.1');
        const pdfUrl = `${BASE}/api/requests/lia-form?paId=${paId}`;
        rows.push(
          await timed('GET /api/requests/lia-form, one at a time', RENDERS, () =>
            download(pdfUrl, token),
          ),
        );

        const tospPath = (name) =>
          `/api/lookups/tosp?name=${name}&admissionDate=2026-10-10&hospitalId=${hospitalId}&limit=10`;
        let next = 0;
        rows.push(
          await load(`GET /api/lookups/tosp, ${CONNECTIONS} connections`, {
            connections: CONNECTIONS,
            url: `${BASE}${tospPath(TOSP_NAMES[0])}`,
            headers: { authorization: `Bearer ${token}` },
            requests: [
              {
                setupRequest: (req) => ({
                  ...req,
                  path: tospPath(TOSP_NAMES[next++ % TOSP_NAMES.length]),
                }),
              },
            ],
          }),
        );
      } finally {
        await stopServer(server.child);
      }
    }),
  );

  console.log(`\nLIA form and TOSP lookup (${RENDERS} renders; ${DURATION} s of lookups)\n`);
  for (const row of rows) {
    if ('p50Ms' in row)
      console.log(
        `${row.title.padEnd(48)} p50 ${row.p50Ms.toFixed(1).padStart(7)} ms  ` +
          `p99 ${row.p99Ms.toFixed(1).padStart(7)} ms  max ${row.maxMs.toFixed(1)} ms`,
      );
    else
      console.log(
        `${row.title.padEnd(48)} ${String(row.requestsPerSecond).padStart(6)} req/s  ` +
          `p99 ${row.p99Ms} ms  failures ${row.failures}`,
      );
  }
  console.log(`\nFigures: ${writeResults('lia-form', { rows })}`);
}
