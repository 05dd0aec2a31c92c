// Emits .gz and .br beside every large text asset in production, so static servers (ours with
// @fastify/static's preCompressed, nginx with gzip_static) send compressed files without compressing per request.
// Runs at OPTIMIZE_TRANSFER, after minification and the real content hashes: an earlier stage (an undefined
// stage constant counts as 0) would compress the unminified code that still names chunks by their old hashes.
const zlib = require('zlib');

const TEXT = /\.(js|json|html|css|svg|map)$/;
const MIN_BYTES = 1024;

class CompressAssetsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CompressAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompressAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!TEXT.test(name) || name.endsWith('.map')) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            compilation.emitAsset(`${name}.gz`, new RawSource(zlib.gzipSync(buffer, { level: 9 })));
            compilation.emitAsset(
              `${name}.br`,
              new RawSource(zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })),
            );
          }
        },
      );
    });
  }
}

module.exports = { CompressAssetsPlugin };
