export { BlockedPeople } from './BlockedPeople';
export { ChatButton, PlayingStationChatButton } from './ChatButton';
