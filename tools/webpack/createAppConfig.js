// One webpack + Module Federation configuration for the host and every remote, so that
// the shared singletons, loaders and output rules are written once. What differs between apps (federation name,
// exposed module, dev port, the section's name) comes from apps.json.
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { HOST, appOf } = require('../apps');
const { sharedSingletons } = require('./shared');
const { CompressAssetsPlugin } = require('./compressAssets');
const { FACADES, checkFacadeTargets } = require('./facades');
const { checkPatchesApplied } = require('./patches');
const { PreloadStartPlugin } = require('./preloadStart');
const { RegistryAssetPlugin } = require('./registryAsset');
const { startupCacheGroup, StartupChunkCheckPlugin } = require('./startupChunk');

/** The Module Federation options of an app (apps.json's entry `app`): exposes for a remote, none for the host. */
function federationOptions({ app, pkg, dir, production, runtimePlugins = [] }) {
  const isHost = app === HOST;
  return {
    name: app.name,
    filename: isHost ? undefined : 'remoteEntry.js',
    exposes: isHost ? undefined : { [app.module]: app.source, ...Object.fromEntries((app.publicPages ?? []).map((page) => [page.module, page.source])) },
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
  };
}

/**
 * @param {object} options
 * @param {string} options.dir            the app's folder (__dirname of its webpack.config.js), named in apps.json
 * @param {string[]} [options.runtimePlugins]
 * @param {object} [options.devServer]    extra dev-server options
 */
function createAppConfig({ dir, runtimePlugins = [], devServer = {} }) {
  const pkg = require(path.join(dir, 'package.json'));
  const app = appOf(dir);
  const isHost = app === HOST;
  // A remote's standalone development page is titled with its section's name.
  const title = isHost ? 'Gospodarz' : app.label;
  return (env, argv) => {
    const production = argv.mode === 'production';
    // Before anything is compiled: a facade that no longer matches its package, an installed file that lacks
    // its patch (patches/).
    checkFacadeTargets();
    checkPatchesApplied();
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // Browsers of 2020 and later: webpack's own runtime code uses arrow functions, const and destructuring.
      target: ['web', 'es2020'],
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        // GOSPODARZ_OUTPUT_DIR builds a second copy elsewhere (a new release published beside the running one)
        path: process.env.GOSPODARZ_OUTPUT_DIR ? path.resolve(process.env.GOSPODARZ_OUTPUT_DIR) : path.join(dir, 'dist'),
        uniqueName: app.name,
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
          // Shared packages shared as the surface the apps use (facades.js): react-redux's hooks, one redux-saga
          // with its effects…
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
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federationOptions({ app, pkg, dir, production, runtimePlugins })),
        // The release an app shows (the reports section's footer): GOSPODARZ_RELEASE, or the package's version
        new DefinePlugin({ __GOSPODARZ_RELEASE__: JSON.stringify(process.env.GOSPODARZ_RELEASE || pkg.version) }),
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
        ...(isHost ? [new RegistryAssetPlugin(production)] : []),
        ...(production && isHost ? [new StartupChunkCheckPlugin(), new PreloadStartPlugin(path.join(dir, 'src', 'index.ts'))] : []),
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
        port: app.devPort,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // /api and the hosts' public sites (/s/…, server HTML of the API)
        proxy: [{ context: ['/api', '/s/'], target: process.env.API_URL || 'http://localhost:8080' }],
        ...devServer,
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = { createAppConfig, federationOptions };
