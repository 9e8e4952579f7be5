// The static pages' part of a catalogue (vite.config.ts splits it off; without the build, the whole file).
declare module '*.json?part=pages' {
  const messages: Record<string, unknown>;
  export default messages;
}
