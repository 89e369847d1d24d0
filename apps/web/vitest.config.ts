import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { SRC_ALIAS } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: SRC_ALIAS },
  test: {
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testSetup.ts'],
    css: false,
    testTimeout: 15000,
  },
});
