/** Where the sandbox answers: the .env base paths of every service family, its controls and its stand-ins. */
export const API_PREFIX = '/official-api/';
