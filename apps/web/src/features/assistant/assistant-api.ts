// The assistant's two server calls, made from event handlers: read an utterance, and find stations to act on it.
import {
  ASSISTANT_TEXT_MAX_LENGTH,
  type AssistantContext,
  type AssistantInterpretation,
  type AssistantLanguage,
  assistantEndpoints,
  type Station,
  type StationQuery,
  stationEndpoints,
} from '@sauti/contract';
import { callEndpoint } from '../../lib/api';

export async function interpretUtterance(
  text: string,
  language: AssistantLanguage,
  context?: AssistantContext,
): Promise<AssistantInterpretation> {
  // The server refuses longer text with a 400; a long dictation is still worth reading from its start.
  const body = { text: text.slice(0, ASSISTANT_TEXT_MAX_LENGTH), language, context };
  const { data } = await callEndpoint(assistantEndpoints.interpret, { body });
  return data;
}

export async function findStations(query: StationQuery): Promise<Station[]> {
  const { data } = await callEndpoint(stationEndpoints.list, { query });
  return data;
}
