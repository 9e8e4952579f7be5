// The conversation (spec section 3, Assistant chat entry: type, text, timestamp; client only): each
// request is read by the server, acted on through the player, and answered with one reply. A question
// the assistant asks ('which Congo?') is kept and sent with the next request, which may answer it.
import type { AssistantLanguage, ClarifyQuestion, Station } from '@sauti/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type PlayerControls, usePlayer } from '../player';
import { actOn, afterFailedPick, type Outcome, type PlayerCommand } from './acting';
import { findStations, interpretUtterance } from './assistant-api';
import { assistantLanguage } from './assistant-language';
import { ACTING_REPLIES } from './replies/by-language';

export interface ChatEntry {
  id: number;
  type: 'user' | 'ai';
  text: string;
  timestamp: Date;
}

/** How the request came in: the spec words its error for each ('that command' when said, 'that message' when typed). */
export type RequestSource = 'spoken' | 'typed';

/** What the assistant answers, and the language to read it in. */
interface Reply {
  text: string;
  language: AssistantLanguage;
}

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
    case 'unmute':
      player.setMuted(false);
      break;
  }
}

export function useAssistantConversation(onReply: (text: string, language: AssistantLanguage) => void) {
  const player = usePlayer();
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [thinking, setThinking] = useState(false);
  const nextId = useRef(0);
  const busy = useRef(false);
  /** Stations from the last search not played yet, for 'next'. */
  const queue = useRef<Station[]>([]);
  /** The question the last reply asked, if any: shown as buttons and sent as the next request's context. */
  const [question, setQuestion] = useState<ClarifyQuestion | null>(null);
  const pendingQuestion = useRef<ClarifyQuestion | null>(null);

  const keepQuestion = useCallback((next: ClarifyQuestion | null) => {
    pendingQuestion.current = next;
    setQuestion(next);
  }, []);

  const addEntry = useCallback((type: ChatEntry['type'], text: string) => {
    nextId.current += 1;
    const entry = { id: nextId.current, type, text, timestamp: new Date() };
    setEntries((previous) => [...previous, entry]);
  }, []);

  /** The station the last reply tuned in to, watched until it plays or fails, and the reply's language. */
  const pick = useRef<{ station: Station; language: AssistantLanguage } | null>(null);

  const carryOut = useCallback(
    (outcome: Outcome, language: AssistantLanguage) => {
      if (outcome.command) runCommand(outcome.command, player);
      if (outcome.queue) queue.current = outcome.queue;
      pick.current = outcome.command?.type === 'play' ? { station: outcome.command.station, language } : null;
    },
    [player],
  );

  // A pick that fails to start is admitted, and the next best plays: "Tuning in to…" is never left untrue.
  useEffect(() => {
    const picked = pick.current;
    if (!picked || player.station?.id !== picked.station.id) return;
    if (player.status === 'playing') pick.current = null;
    if (player.status !== 'error') return;
    const outcome = afterFailedPick(picked.station, {
      language: picked.language,
      queue: queue.current,
      random: Math.random,
    });
    carryOut(outcome, picked.language);
    addEntry('ai', outcome.reply);
    onReply(outcome.reply, picked.language);
  }, [player.status, player.station, carryOut, addEntry, onReply]);

  /**
   * Never rejects: every failure becomes one of the spec's error replies. In the language the server
   * heard (French in, French out), else the page's.
   */
  const replyFor = useCallback(
    async (text: string, source: RequestSource): Promise<Reply> => {
      const pageLanguage = assistantLanguage();
      const asked = pendingQuestion.current;
      const context = asked ? { question: asked } : undefined;
      const interpretation = await interpretUtterance(text, pageLanguage, context).catch(() => null);
      if (!interpretation) return { text: ACTING_REPLIES[pageLanguage].requestFailed, language: pageLanguage };
      const language = interpretation.reply_language;
      try {
        const outcome = await actOn(interpretation, {
          language,
          player,
          queue: queue.current,
          findStations,
          random: Math.random,
        });
        carryOut(outcome, language);
        keepQuestion(outcome.question ?? null);
        return { text: outcome.reply, language };
      } catch {
        keepQuestion(null);
        return { text: ACTING_REPLIES[language].actingFailed[source], language };
      }
    },
    [player, keepQuestion, carryOut],
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
        addEntry('ai', reply.text);
        onReply(reply.text, reply.language);
      });
      return true;
    },
    [addEntry, replyFor, onReply],
  );

  return { entries, thinking, ask, question };
}
