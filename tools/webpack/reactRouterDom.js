// What the apps share as 'react-router-dom' (createAppConfig aliases the package to this file): the declarative
// router only (BrowserRouter, Routes, Link, the hooks…). A shared module is not tree-shaken, so sharing the
// whole package would put the data router (createBrowserRouter, loaders, actions, fetchers: ~15 KiB gzip) on
// every page although no app uses it. checkFacadeImports() (facades.js) fails the build if an app imports a name
// that is not listed here: add it to the export list below.
//
// The routers default to React Router 7's behaviour (the apps were written for it): state updates in
// startTransition and links relative to the whole splat path.
import { createElement } from 'react';
import {
  BrowserRouter as BrowserRouter6,
  HashRouter as HashRouter6,
  MemoryRouter as MemoryRouter6,
} from 'react-router-dom/dist/index.js';

const V7_BEHAVIOUR = { v7_startTransition: true, v7_relativeSplatPath: true };
const withV7Behaviour = (Router6) => {
  const Router = (props) => createElement(Router6, { ...props, future: { ...V7_BEHAVIOUR, ...props.future } });
  Router.displayName = Router6.displayName || Router6.name;
  return Router;
};
export const BrowserRouter = withV7Behaviour(BrowserRouter6);
export const HashRouter = withV7Behaviour(HashRouter6);
export const MemoryRouter = withV7Behaviour(MemoryRouter6);

export {
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  NavigationType,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useMatch,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useResolvedPath,
  useRoutes,
  useBeforeUnload,
  createSearchParams,
  createPath,
  parsePath,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
  createRoutesFromChildren,
  createRoutesFromElements,
  renderMatches,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'react-router-dom/dist/index.js';
