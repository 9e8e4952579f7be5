// The static pages' and the admin area's parts of a catalogue (vite.config.ts splits them off; without
// the build, the whole file).
declare module '*.json?part=pages' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module '*.json?part=account' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module '*.json?part=admin' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module '*.json?part=screens' {
  const messages: Record<string, unknown>;
  export default messages;
}
