import { vi } from 'vitest';

// The project runs without isolation (vitest.config.ts): a worker keeps the packages it imported
// (Fastify, PGlite, drizzle, pdfkit), which is most of a file's start-up, while each file still
// gets its own copy of the portal's modules, so module-level apps and databases stay per file.
vi.resetModules();
