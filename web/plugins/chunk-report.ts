/**
 * `CHUNK_REPORT=1 npm run build -w web` prints, for each JavaScript chunk, its gzip size and its
 * largest modules (their size in the chunk before minification): what to look at when the home
 * page's JavaScript grows (`npm run bench:home` says which chunks the home page downloads).
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const kib = (n: number) => (n / 1024).toFixed(1).padStart(6);

export function chunkReport(top = Number(process.env.CHUNK_REPORT_TOP ?? 15)): Plugin {
  return {
    name: 'chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .flatMap((c) => (c.type === 'chunk' ? [c] : []))
        .map((c) => ({ chunk: c, gzip: gzipSync(c.code).length }))
        .sort((a, b) => b.gzip - a.gzip);
      for (const { chunk, gzip } of chunks) {
        this.info(`${chunk.fileName}: ${kib(gzip).trim()} KiB gzip, ${Object.keys(chunk.modules).length} modules`);
        const modules = Object.entries(chunk.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength);
        for (const [id, m] of modules.slice(0, top)) this.info(`  ${kib(m.renderedLength)} KiB  ${id.replace(/^.*node_modules\//, '').replace(/^.*\/web\/src\//, 'src/')}`);
      }
    },
  };
}
