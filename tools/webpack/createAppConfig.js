// One webpack + Module Federation configuration for the host and every remote, so that
// the shared singletons, loaders and output rules are written once.
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared');
const { CompressAssetsPlugin } = require('./compressAssets');
const { FACADES, checkFacadeImports } = require('./facades');
const { startupCacheGroup } = require('./startupChunk');

/**
 * @param {object} options
 * @param {string} options.dir            the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.name           the federation name (a JS identifier, e.g. mfe_front_desk)
 * @param {Record<string,string>} [options.exposes]  exposed modules (remotes only)
 * @param {boolean} [options.isHost]
 * @param {string} [options.title]      the section's name, in the title of a remote's standalone page
 * @param {string[]} [options.runtimePlugins]
 * @param {object} [options.devServer]    extra dev-server options
 */
function createAppConfig({ dir, name, title = 'Gospodarz', exposes, isHost = false, runtimePlugins = [], devServer = {} }) {
  const pkg = require(path.join(dir, 'package.json'));
  return (env, argv) => {
    const production = argv.mode === 'production';
    checkFacadeImports();
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // Browsers of 2020 and later: webpack's own runtime code uses arrow functions, const and destructuring.
      target: ['web', 'es2020'],
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        uniqueName: name,
        publicPath: isHost ? '/' : 'auto',
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // The federation runtime is published as ES modules and as CommonJS; the plugin that hands the host's
        // runtime to the remotes require()s the CommonJS build. One build (ESM) only, or the host carries two.
        alias: {
          // Shared packages shared as the surface the apps use (facades.js): the declarative router, react-redux's
          // hooks, one redux-saga with its effects…
          ...Object.fromEntries(Object.entries(FACADES).map(([request, file]) => [`${request}$`, file])),
          '@module-federation/runtime-core$': require.resolve('@module-federation/runtime-core').replace(/\.cjs$/, '.js'),
          '@module-federation/sdk$': require.resolve('@module-federation/sdk').replace(/\.cjs$/, '.js'),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
            use: path.join(__dirname, 'chakraThemeLoader.js'),
          },
          {
            test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/,
            use: path.join(__dirname, 'chakraAnatomyLoader.js'),
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          remotes: isHost ? {} : undefined,
          shared: sharedSingletons(pkg),
          shareStrategy: 'loaded-first',
          runtimePlugins: runtimePlugins.map((p) => path.resolve(dir, p)),
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          // One federation runtime per page (production): the host bundles it and hands it to the remotes,
          // whose remoteEntry.js then carries only the small bundler glue (saves ~25 KiB gzip per remote).
          // In development each remote keeps its own runtime, so that its standalone shell still runs.
          experiments: {
            ...(production && isHost ? { provideExternalRuntime: true } : {}),
            ...(production && !isHost ? { externalRuntime: true } : {}),
            // Browser-only code; remotes never load other remotes. The host loads each remote's remoteEntry.js
            // (remotes.json names them), so its runtime leaves out the manifest (snapshot) plugin.
            optimization: { target: 'web', ...(isHost ? { disableSnapshot: true } : { disableRemote: true }) },
          },
        }),
        new HtmlWebpackPlugin({
          // The host has its page; a remote's page is its standalone development shell, one template for all.
          template: isHost ? path.join(dir, 'public/index.html') : path.join(__dirname, 'standalone.html'),
          title,
          filename: 'index.html',
          // A remote's dev server serves it at its root and answers every route with this page, so the scripts are
          // named from the root (a reload on /front-desk/reservations still finds them); built, the page is served
          // under /remotes/<app>/ and names them relative to itself.
          publicPath: isHost || !production ? '/' : 'auto',
          hash: production,
        }),
        ...(production ? [new CompressAssetsPlugin()] : []),
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: production ? 'deterministic' : 'named',
        ...(production && isHost
          ? { splitChunks: { cacheGroups: { startup: startupCacheGroup(path.join(dir, 'src', 'index.ts')) } } }
          : {}),
      },
      devServer: {
        port: pkg.gospodarz.devPort,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:8080' }],
        ...devServer,
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = { createAppConfig };
