/** The build modes that embed the sandbox and the local publishing service, and carry the developer pages and tools. */
export const LOCAL_MODES: readonly string[] = ['development', 'sandbox'];
