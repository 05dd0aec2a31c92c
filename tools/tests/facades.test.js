const path = require('path');
const { FACADES, checkFacadeTargets, exportsOf } = require('../webpack/facades');

describe('the shared facades', () => {
  it('import only files that exist and names those files export, in the installed packages', () => {
    expect(() => checkFacadeTargets()).not.toThrow();
  });

  it.each(Object.entries(FACADES))('%s takes each name it shares from where the package still exports it', (_request, facade) => {
    expect(() => checkFacadeTargets([facade])).not.toThrow();
    expect(exportsOf(facade).size).toBeGreaterThan(0);
  });

  it('fail the build naming the package and version when a facade no longer matches it', () => {
    const stale = path.join(__dirname, 'fixtures', 'staleFacade.js');
    const version = (name) => require(`${name}/package.json`).version;
    expect(() => checkFacadeTargets([stale])).toThrow(`react-redux@${version('react-redux')}`);
    expect(() => checkFacadeTargets([stale])).toThrow(/does not export connectAdvanced/);
    expect(() => checkFacadeTargets([stale])).toThrow(`'react-router-dom/dist/gone.js' does not resolve in react-router-dom@${version('react-router-dom')}`);
  });

  // That the apps import only the names the facades export is the lint's to say: lintFacades.test.js.
});
