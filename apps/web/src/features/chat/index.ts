export { ChatButton, PlayingStationChatButton } from './ChatButton';
export { asksForChat, chatPath } from './chat-path';
