// Types of server-flags.mjs, for the bench that starts servers.
export const serverNodeFlags: string[];
