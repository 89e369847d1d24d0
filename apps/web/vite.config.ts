import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * `@/app/…` and `@/features/…` name files under src, for imports that leave their own feature or shell
 * folder (tsconfig.json's `paths` says the same to TypeScript; scripts/useAtAlias.mjs writes them).
 */
export const SRC_ALIAS = [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }];

/** The API server the dev server forwards /api to (`npm run dev -w @notedesk/server`). */
const apiTarget = process.env.NOTEDESK_API ?? 'http://127.0.0.1:8080';

const arcoRoot = dirname(createRequire(import.meta.url).resolve('@arco-design/web-react/package.json'));
/** Components whose styles live in another component's folder. */
const STYLE_DIRS: Record<string, string> = { Row: 'Grid', Col: 'Grid' };

/**
 * Adds each imported Arco component's own CSS next to `import { A, B } from '@arco-design/web-react'`,
 * so a route ships only the styles it uses instead of the whole arco.css.
 */
const arcoStyleImports = (): Plugin => ({
  name: 'notedesk-arco-style-imports',
  enforce: 'pre',
  transform(code, id) {
    if (id.includes('node_modules') || !/\.(tsx?|jsx?)$/.test(id)) return null;
    const pattern = /import\s*\{([^}]+)\}\s*from\s*['"]@arco-design\/web-react['"];?/g;
    const styles = new Set<string>();
    for (const match of code.matchAll(pattern)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (!name || part.trim().startsWith('type ')) continue;
        const dir = STYLE_DIRS[name] ?? name;
        if (existsSync(join(arcoRoot, 'es', dir, 'style', 'css.js'))) styles.add(dir);
      }
    }
    if (!styles.size) return null;
    const imports = [...styles].map((dir) => `import '@arco-design/web-react/es/${dir}/style/css.js';`);
    return { code: `${imports.join('\n')}\n${code}`, map: null };
  },
});

export default defineConfig({
  plugins: [arcoStyleImports(), react()],
  resolve: { alias: SRC_ALIAS },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/images': apiTarget, '/images-na': apiTarget },
  },
  build: {
    manifest: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // Shared chunks are otherwise named after their first module, often an Arco `css.js`.
        chunkFileNames: (chunk) =>
          chunk.name === 'css' || chunk.name === 'index'
            ? 'assets/shared-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
