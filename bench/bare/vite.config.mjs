// The bare React 19 page of `npm run bench`, built like the app (production mode, same Vite).
import { defineConfig } from 'vite';

export default defineConfig({ root: 'bench/bare', base: '/', publicDir: false });
