// Every benchmark writes its raw figures to bench/<name>/results.json, kept in git: the README beside it gives the
// method and the latest figures in words, this file the numbers, and `git log -p bench/<name>/results.json` the
// history. Written with the run's date, the commit measured and the machine it ran on (a figure means little without
// the load it was taken under).
const { execSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

function commitMeasured() {
  try {
    const head = execSync('git rev-parse --short HEAD', { cwd: __dirname, encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain --untracked-files=no', { cwd: __dirname, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return null;
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? null,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))),
  };
}

/** Writes `figures` to `<dir>/<file>` (results.json by default) with the date, the commit and the machine. */
function writeResults(dir, figures, file = 'results.json') {
  const results = { date: new Date().toISOString(), commit: commitMeasured(), machine: machine(), figures };
  const target = path.join(dir, file);
  fs.writeFileSync(target, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`raw figures: ${path.relative(path.join(__dirname, '..', '..'), target)}`);
  return results;
}

module.exports = { writeResults };
