// The assistant's two server calls, made from event handlers: read an utterance, and find stations to act on it.
import {
  ASSISTANT_TEXT_MAX_LENGTH,
  AssistantInterpretation,
  type Station,
  StationList,
  type StationQuery,
} from '@sauti/contract';
import { requestJson, withQuery } from '../../lib/api';

export async function interpretUtterance(text: string): Promise<AssistantInterpretation> {
  // The server refuses longer text with a 400; a long dictation is still worth reading from its start.
  const body = JSON.stringify({ text: text.slice(0, ASSISTANT_TEXT_MAX_LENGTH) });
  const { data } = await requestJson('/api/assistant/interpret', AssistantInterpretation, { method: 'POST', body });
  return data;
}

export async function findStations(query: StationQuery): Promise<Station[]> {
  const { data } = await requestJson(withQuery('/api/stations', { ...query }), StationList);
  return data;
}
