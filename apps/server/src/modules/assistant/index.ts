// What app.ts may use of the assistant: its route (the interpreter has no state to share).
export { assistantRoutes } from './routes';
