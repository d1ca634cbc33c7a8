import { config } from 'zod';

// zod compiles a fast parser with `new Function` when it may, and probes for it as the first object
// schema is built; the portal's CSP forbids eval, so the probe is a CSP violation on every load
// (issue 27). Off before any schema is built: main.tsx imports this module first.
config({ jitless: true });
