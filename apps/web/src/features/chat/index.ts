export { BlockedPeople } from './BlockedPeople';
export { ChatButton, PlayingStationChatButton } from './ChatButton';
export { asksForChat, chatPath } from './chat-path';
