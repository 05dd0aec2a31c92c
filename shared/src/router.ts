// '@gospodarz/shared/router': the router every app and this package import, never 'react-router-dom' itself (the
// lint refuses it). Two reasons, both recorded in docs/adr/0001-shared-router-export.md:
//
// - Its BrowserRouter and MemoryRouter are NOT react-router-dom's components: they wrap them and pass
//   React Router 7's behaviour, which the apps were written for (state updates in startTransition, links relative
//   to the whole splat path), as `future` flags. A caller's own `future` still wins.
// - It is shared between the apps (tools/webpack/shared.js) as this list of names: a shared module is not
//   tree-shaken, and sharing the whole package would put the data router (createBrowserRouter, loaders, actions,
//   fetchers: ~15 KiB gzip) on every page although no app uses it. Need another name? Add it to the lists below.
import { createElement, type ComponentType } from 'react';
import {
  BrowserRouter as LibraryBrowserRouter,
  MemoryRouter as LibraryMemoryRouter,
  type FutureConfig,
} from 'react-router-dom';

/** The flags that give React Router 6 the behaviour of version 7. */
const V7_BEHAVIOUR = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

const withV7Behaviour = <P extends { future?: Partial<FutureConfig> }>(LibraryRouter: ComponentType<P>): ComponentType<P> => {
  const Router = (props: P) => createElement(LibraryRouter, { ...props, future: { ...V7_BEHAVIOUR, ...props.future } });
  Router.displayName = LibraryRouter.displayName || LibraryRouter.name;
  return Router;
};

export const BrowserRouter = withV7Behaviour(LibraryBrowserRouter);
export const MemoryRouter = withV7Behaviour(LibraryMemoryRouter);

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
} from 'react-router-dom';

export type {
  BrowserRouterProps,
  MemoryRouterProps,
  LinkProps,
  NavLinkProps,
  NavigateFunction,
  NavigateOptions,
  Location,
  To,
  Params,
  PathMatch,
  RouteObject,
  SetURLSearchParams,
  URLSearchParamsInit,
} from 'react-router-dom';
