// The conversation (spec section 3, Assistant chat entry: type, text, timestamp; client only): each
// request is read by the server, acted on through the player, and answered with one reply.
import type { Station } from '@sauti/contract';
import { useCallback, useRef, useState } from 'react';
import { type PlayerControls, usePlayer } from '../player';
import { actOn, type PlayerCommand } from './acting';
import { findStations, interpretUtterance } from './assistant-api';

export interface ChatEntry {
  id: number;
  type: 'user' | 'ai';
  text: string;
  timestamp: Date;
}

/** How the request came in: the spec words its error for each ('that command' when said, 'that message' when typed). */
export type RequestSource = 'spoken' | 'typed';

/** Spec section 8: the server could not read the request at all. */
const REQUEST_FAILED = "I'm having trouble processing that request right now. Please try again!";
const ACTING_FAILED: Record<RequestSource, string> = {
  spoken: 'Sorry, I had trouble processing that command.',
  typed: 'Sorry, I had trouble processing that message.',
};

function runCommand(command: PlayerCommand, player: PlayerControls): void {
  switch (command.type) {
    case 'play':
      player.play(command.station);
      break;
    case 'toggle':
      player.toggle();
      break;
    case 'stop':
      player.stop();
      break;
    case 'volume':
      player.setVolume(command.volume);
      break;
    case 'mute':
      player.setMuted(true);
      break;
  }
}

export function useAssistantConversation(onReply: (text: string) => void) {
  const player = usePlayer();
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [thinking, setThinking] = useState(false);
  const nextId = useRef(0);
  const busy = useRef(false);
  /** Stations from the last search not played yet, for 'next'. */
  const queue = useRef<Station[]>([]);

  const addEntry = useCallback((type: ChatEntry['type'], text: string) => {
    nextId.current += 1;
    const entry = { id: nextId.current, type, text, timestamp: new Date() };
    setEntries((previous) => [...previous, entry]);
  }, []);

  /** Never rejects: every failure becomes one of the spec's error replies. */
  const replyFor = useCallback(
    async (text: string, source: RequestSource): Promise<string> => {
      const interpretation = await interpretUtterance(text).catch(() => null);
      if (!interpretation) return REQUEST_FAILED;
      try {
        const outcome = await actOn(interpretation, {
          player,
          queue: queue.current,
          findStations,
          random: Math.random,
        });
        if (outcome.command) runCommand(outcome.command, player);
        if (outcome.queue) queue.current = outcome.queue;
        return outcome.reply;
      } catch {
        return ACTING_FAILED[source];
      }
    },
    [player],
  );

  /**
   * Starts a request and says at once whether it was taken: blank text is ignored (spec section 5),
   * and so is a request sent while one is still out.
   */
  const ask = useCallback(
    (text: string, source: RequestSource): boolean => {
      const request = text.trim();
      if (request === '' || busy.current) return false;
      busy.current = true;
      addEntry('user', request);
      setThinking(true);
      void replyFor(request, source).then((reply) => {
        busy.current = false;
        setThinking(false);
        addEntry('ai', reply);
        onReply(reply);
      });
      return true;
    },
    [addEntry, replyFor, onReply],
  );

  return { entries, thinking, ask };
}
