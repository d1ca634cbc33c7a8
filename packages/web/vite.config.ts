import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the server of `npm run dev` listens. */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      // The server's development mailbox; /dev/ui is a page of this app.
      '/dev/mailbox': API_ORIGIN,
    },
  },
});
