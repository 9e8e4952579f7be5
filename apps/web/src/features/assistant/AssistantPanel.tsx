// The assistant's panel (spec section 2): a non-modal dialog, so the player stays usable while it is
// open, holding the conversation, the request form and the voice switch. Loaded lazily by the launcher.
import * as Dialog from '@radix-ui/react-dialog';
import { type RefObject, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { AskForm } from './AskForm';
import { ClarifyOptions } from './ClarifyOptions';
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
  const { t } = useTranslation();
  const voice = useVoiceReplies();
  const conversation = useAssistantConversation(voice.say);
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Content
        id={id}
        // Above its button; on a 360 px phone the width less a 1 rem margin each side.
        className="fixed right-4 bottom-[calc(5.5rem+var(--sauti-player-height,0px))] z-40 flex max-h-[min(36rem,calc(100dvh-7rem-var(--sauti-player-height,0px)))] w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 rounded-2xl bg-slate-900 p-4 text-[0.95rem] text-slate-50 shadow-[0_12px_40px_rgb(15_23_42/0.45)] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&_:focus-visible]:outline-3 [&_:focus-visible]:outline-offset-2 [&_:focus-visible]:outline-blue-400"
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
        <header className="flex items-center justify-between gap-2">
          <Dialog.Title className="text-[1.1rem]">{t('assistant.title')}</Dialog.Title>
          <VoiceReplyToggle muted={voice.muted} onMutedChange={voice.setMuted} />
        </header>
        <Dialog.Description className="text-[0.85rem] text-slate-300">{t('assistant.intro')}</Dialog.Description>
        <ConversationLog entries={conversation.entries} />
        <ClarifyOptions
          question={conversation.question}
          disabled={conversation.thinking}
          onChoose={(label) => conversation.ask(label, 'typed')}
        />
        <AskForm inputRef={inputRef} thinking={conversation.thinking} onAsk={conversation.ask} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
