const fs = require('fs');
const os = require('os');
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { PreloadStartPlugin } = require('../webpack/preloadStart');

const FIXTURE = path.join(__dirname, 'fixtures', 'preloadStart');

/** Builds the fixture (an entry that imports './bootstrap', which imports './later' on demand): the emitted index.html. */
function build() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-start-'));
  const compiler = webpack({
    mode: 'production',
    context: FIXTURE,
    entry: './index.js',
    output: { path: out, publicPath: '/', filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
    plugins: [new HtmlWebpackPlugin(), new PreloadStartPlugin(path.join(FIXTURE, 'index.js'))],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      const chunkOf = (name) => [...stats.compilation.chunks].find((chunk) =>
        stats.compilation.chunkGraph.getChunkModules(chunk).some((m) => m.resource === path.join(FIXTURE, name)),
      );
      resolve({ html: fs.readFileSync(path.join(out, 'index.html'), 'utf8'), fileOf: (name) => [...chunkOf(name).files][0] });
    }),
  );
}

test("the page preloads the chunk its entry's dynamic import starts, and no chunk loaded later", async () => {
  const { html, fileOf } = await build();
  const links = [...html.matchAll(/<link rel="?preload"? as="?script"? href="?([^">\s]+)"?>/g)].map((m) => m[1]);
  expect(links).toEqual([`/${fileOf('bootstrap.js')}`]);
  expect(html).not.toContain(fileOf('later.js'));
  // the links come before main.js, so that both are fetched at once
  expect(html.indexOf(links[0])).toBeLessThan(html.indexOf('main.js'));
}, 30_000);
