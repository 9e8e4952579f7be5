// What app.ts may use of chat moderation: the service (also the chat's gate) and its routes.
export { chatModerationRoutes } from './routes';
export { ChatModeration, type ChatModerationOptions } from './service';
