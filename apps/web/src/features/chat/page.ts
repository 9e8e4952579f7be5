// The chat's part of the profile screen (a lazy chunk): the people a listener blocked, to undo it.
export { BlockedPeople } from './BlockedPeople';
