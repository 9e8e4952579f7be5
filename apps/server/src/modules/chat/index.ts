// What other modules and app.ts may use of the chat.
export { chatRoutes } from './routes';
export { CHAT_POSTS_PER_USER, type ChatGate, ChatService, type StoredChatMessage } from './service';
