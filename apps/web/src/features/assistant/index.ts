export { AssistantLauncher } from './AssistantLauncher';
export { CLEAR_OF_LAUNCHER } from './launcher-place';
