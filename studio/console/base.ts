/** Where the console is served, beside the portal's /official/; its API lies below it, at api/. */
export const CONSOLE_BASE = '/official-studio/';
