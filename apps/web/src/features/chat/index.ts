export { ChatButton, PlayingStationChatButton } from './ChatButton';
