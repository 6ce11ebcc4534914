import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import PaperclipIcon from 'lucide-react/icons/paperclip';
import SendIcon from 'lucide-react/icons/send';
import { css } from 'styled-system/css';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_MESSAGE_MAX } from '@shared/schemas/chat';
import { Button } from '@app/ui/button';
import { IconButton } from '@app/ui/icon-button';
import { TextAreaField } from '@app/ui/text-area-field';
import { toast } from '@app/ui/toaster';
import { chatOutbox, newClientMessageId } from './outbox';
import { uploadAttachment } from './upload-attachment';
import { useSendTyping } from './use-typing';

interface Upload {
  name: string;
  progress: number;
  controller: AbortController;
}

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line. A picked image uploads at once (with progress and
 * a cancel), then goes out with the text. Everything goes through the outbox, so it is sent in order even after a
 * dropped connection.
 */
export function Composer({ conversationId }: { conversationId: number }) {
  const { t } = useLingui();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const sendTyping = useSendTyping(conversationId);

  const send = (event?: FormEvent): void => {
    event?.preventDefault();
    const text = body.trim();
    if (!text) {
      setError(t`Write a message or attach a file.`);
      return;
    }
    if (text.length > CHAT_MESSAGE_MAX) {
      setError(t`A message holds at most ${CHAT_MESSAGE_MAX} characters.`);
      return;
    }
    setError(null);
    setBody('');
    void chatOutbox.enqueue({
      client_message_id: newClientMessageId(),
      conversation_id: conversationId,
      body: text,
      attachment_id: null,
    });
  };

  // Enter sends; Shift+Enter (and Enter while an input method composes) stays a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.target !== textArea.current) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const attach = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      toast.error(t`Only images can be attached.`);
      return;
    }
    if (file.size > CHAT_ATTACHMENT_MAX_BYTES) {
      toast.error(t`The image is too large (at most 10 MB).`);
      return;
    }
    const controller = new AbortController();
    setUpload({ name: file.name, progress: 0, controller });
    try {
      const asset = await uploadAttachment(
        file,
        (progress) => setUpload((u) => (u ? { ...u, progress } : u)),
        controller.signal,
      );
      const text = body.trim();
      setBody('');
      await chatOutbox.enqueue({
        client_message_id: newClientMessageId(),
        conversation_id: conversationId,
        body: text.slice(0, CHAT_MESSAGE_MAX),
        attachment_id: asset.id,
        preview_url: URL.createObjectURL(file),
        attachment_name: file.name,
      });
    } catch (e) {
      if (!(e instanceof DOMException && e.name === 'AbortError'))
        toast.error(t`The image could not be uploaded. Try again.`);
    } finally {
      setUpload(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const uploadName = upload?.name ?? '';
  return (
    <form
      onSubmit={send}
      onKeyDown={onKeyDown}
      className={css({ display: 'grid', gap: '2' })}
      aria-label={t`Write a message`}
    >
      {upload ? (
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
          <span className={css({ flex: '1', minWidth: '0', display: 'grid', gap: '1' })}>
            <span className={css({ textStyle: 'body.sm', truncate: true })}>
              <Trans>Uploading {uploadName}</Trans>
            </span>
            <progress
              max={100}
              value={Math.round(upload.progress * 100)}
              aria-label={t`Upload progress`}
              className={css({ width: '100%', accentColor: 'accent.default' })}
            />
          </span>
          <Button type="button" size="sm" variant="ghost" onClick={() => upload.controller.abort()}>
            <Trans>Cancel upload</Trans>
          </Button>
        </div>
      ) : null}
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: 'auto 1fr auto',
          gap: '2',
          alignItems: 'end',
          // Two lines to start with (it grows by hand): the form field's usual height took a phone's messages' room.
          '& textarea': { minHeight: '16' },
        })}
      >
        <IconButton
          type="button"
          aria-label={t`Attach an image`}
          onClick={() => fileInput.current?.click()}
          disabled={!!upload}
        >
          <PaperclipIcon size={20} />
        </IconButton>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          data-testid="chat-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void attach(file);
          }}
        />
        <TextAreaField
          label={t`Message`}
          name="body"
          rows={2}
          value={body}
          maxLength={CHAT_MESSAGE_MAX}
          errors={error ? [error] : undefined}
          onChange={(value) => {
            setBody(value);
            if (error) setError(null);
            if (value) sendTyping();
          }}
          ref={textArea}
        />
        <IconButton type="submit" variant="solid" aria-label={t`Send`}>
          <SendIcon size={20} />
        </IconButton>
      </div>
    </form>
  );
}
