// What each guard step does, for the docs: read by the tooling, never loaded by the browser.

export const builtinGuardStepDocs: Readonly<Record<string, string>> = {
  takeTokenFromQuery: 'A `?t=` token is stored and the address replaced without it.',
  checkCpsCode: 'A page code with a `cpsCode` in the query has the code checked; an invalid code is dropped from the address and not credited, said once; a check that cannot be made changes nothing.',
  requireToken: 'A page that needs login, opened without a token, leads to login and back.',
  verifySession: 'A token is checked with the server; a refused one is forgotten and, where login is needed, leads to login.',
};
