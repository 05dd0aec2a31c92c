// What the apps share as 'react-redux' (createAppConfig aliases the package to this file; see facades.js): the
// provider and the hooks. `connect`, about half of the package, is left out: the apps use hooks only.
export {
  Provider,
  ReactReduxContext,
  useDispatch,
  useSelector,
  useStore,
  shallowEqual,
  batch,
} from 'react-redux/alternate-renderers';
