// dom-accessibility-api (a dependency of @testing-library/dom) ships types its package.json "exports" do
// not point at, so TypeScript's bundler resolution cannot find them: the one function the tests use.
declare module 'dom-accessibility-api' {
  export function computeAccessibleName(element: Element): string;
}
