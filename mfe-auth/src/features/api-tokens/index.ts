// The personal access tokens on the profile (issue 42): the component the profile page renders.
export { ApiTokens } from './components/ApiTokens';
