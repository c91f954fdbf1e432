// Builds the extension bundle (dist/extension.js) or, with --tests, one bundle per test file
// (out/test/*.test.js) for `node --test`. `vscode` is provided by the editor at run time.
import { readdirSync, rmSync } from 'node:fs';
import * as esbuild from 'esbuild';

const args = new Set(process.argv.slice(2));
const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  // VS Code 1.82 runs extensions on Node 18.
  target: 'node18',
  external: ['vscode'],
  logLevel: 'warning',
};

if (args.has('--tests')) {
  rmSync('out/test', { recursive: true, force: true });
  const entryPoints = readdirSync('test')
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `test/${f}`);
  await esbuild.build({ ...common, target: 'node20', entryPoints, outdir: 'out/test', sourcemap: 'inline' });
} else {
  const options = {
    ...common,
    entryPoints: ['src/extension.ts'],
    outfile: 'dist/extension.js',
    minify: !args.has('--watch'),
    sourcemap: args.has('--watch'),
  };
  if (args.has('--watch')) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
    console.log('esbuild: watching src/ ...');
  } else {
    rmSync('dist', { recursive: true, force: true });
    await esbuild.build(options);
  }
}
