// A station's chat has an address: the station's page with the chat open. Logging in from the chat
// comes back to it.

/** `/station/{slug}?chat=open` opens the station's details with its chat. */
export const CHAT_PARAM = 'chat';

export function chatPath(station: { id: string; slug?: string }): string {
  return `/station/${encodeURIComponent(station.slug ?? station.id)}?${CHAT_PARAM}=open`;
}

/** Whether an address's query asks for the chat open. */
export function asksForChat(search: URLSearchParams): boolean {
  return search.get(CHAT_PARAM) === 'open';
}
