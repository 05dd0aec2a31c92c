// One webpack + Module Federation configuration for the host and every remote, so that
// the shared singletons, loaders and output rules are written once.
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared');
const { CompressAssetsPlugin } = require('./compressAssets');

/**
 * @param {object} options
 * @param {string} options.dir            the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.name           the federation name (a JS identifier, e.g. mfe_front_desk)
 * @param {Record<string,string>} [options.exposes]  exposed modules (remotes only)
 * @param {boolean} [options.isHost]
 * @param {string[]} [options.runtimePlugins]
 * @param {object} [options.devServer]    extra dev-server options
 */
function createAppConfig({ dir, name, exposes, isHost = false, runtimePlugins = [], devServer = {} }) {
  const pkg = require(path.join(dir, 'package.json'));
  return (env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
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
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public/index.html'),
          // A remote's own page is its standalone development shell, never used by the host.
          filename: 'index.html',
          publicPath: isHost ? '/' : 'auto',
          hash: production,
        }),
        ...(production ? [new CompressAssetsPlugin()] : []),
      ],
      performance: { hints: false },
      optimization: { moduleIds: production ? 'deterministic' : 'named' },
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
