// The assistant's panel (spec section 2): a non-modal dialog, so the player stays usable while it is
// open, holding the conversation, the request form and the voice switch. Loaded lazily by the launcher.
import * as Dialog from '@radix-ui/react-dialog';
import { type RefObject, useRef } from 'react';
import { AskForm } from './AskForm';
import styles from './assistant-panel.module.css';
import { ConversationLog } from './ConversationLog';
import { useAssistantConversation } from './use-assistant-conversation';
import { useVoiceReplies } from './use-voice-replies';
import { VoiceReplyToggle } from './VoiceReplyToggle';

export interface AssistantPanelProps {
  id: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where focus goes back to when Escape closes the panel. */
  launcher: RefObject<HTMLButtonElement | null>;
}

export default function AssistantPanel({ id, open, onOpenChange, launcher }: AssistantPanelProps) {
  // The conversation lives here, above the dialog's content, so it is still there when the panel reopens.
  const voice = useVoiceReplies();
  const conversation = useAssistantConversation(voice.say);
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Content
        id={id}
        className={styles.panel}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          launcher.current?.focus();
        }}
        // Only the launcher and Escape close it: using the player or the page must not end the conversation.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <header className={styles.header}>
          <Dialog.Title className={styles.title}>Sauti assistant</Dialog.Title>
          <VoiceReplyToggle muted={voice.muted} onMutedChange={voice.setMuted} />
        </header>
        <Dialog.Description className={styles.hint}>
          Ask for radio by country, genre or language, like 'gospel from Ghana', or say 'pause', 'next' or 'volume up'.
        </Dialog.Description>
        <ConversationLog entries={conversation.entries} />
        <AskForm inputRef={inputRef} thinking={conversation.thinking} onAsk={conversation.ask} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
