import * as messaging from '@art/sdk/messaging';
import { serverMessage } from '@art/sdk/refusals';
import { Button, useSession, useSnackbar } from '@art/ui';
import { useRefusalText } from '@art/ui/refusals';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import { MessageRefused, useSendMessage } from '../../hooks/useSendMessage.js';
import { useTypingSignal } from '../../hooks/useTypingSignal.js';
import { CHAT_PICTURE_LIMIT_MB, pictureProblem } from '../../lib/picture.js';
import type { blockState } from '../../lib/rooms.js';
import { PicturePreview } from './PicturePreview.js';
import '../messaging.css';
import './Composer.css';

type ComposerProps = { roomId: string; block: ReturnType<typeof blockState> };

/** A picture picked to send: the file and its preview's local address. */
type Picked = { file: File; address: string };

/**
 * Text and a picture (image files only, at most 3 MB, checked when picked). A picked picture shows
 * before it is sent and can be removed; Send sends it, then the text if there is some. Typing is
 * told to the others (a hint, never stored). When the room is blocked the other party is told they
 * cannot write; the blocker is told to unblock first.
 */
export function Composer({ roomId, block }: ComposerProps) {
  const { t } = useMessagingTranslation();
  const { token } = useSession();
  const { showSnackbar } = useSnackbar();
  const refusalText = useRefusalText();
  const send = useSendMessage(roomId);
  const [text, setText] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [picked, setPicked] = useState<Picked | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const typing = useTypingSignal(roomId);
  const pickedAddress = picked?.address;

  // A preview's local address is let go when it is replaced, removed, sent or left.
  useEffect(() => {
    if (!pickedAddress) return;
    return () => URL.revokeObjectURL(pickedAddress);
  }, [pickedAddress]);

  if (block === 'byOther') {
    return (
      <p className="msg-blocked" data-testid="composer-blocked" role="status">
        {t('composer.blockedByOther')}
      </p>
    );
  }

  const failed = (error: unknown) => {
    console.error('the message was not sent', error);
    const text =
      error instanceof MessageRefused && error.message
        ? refusalText(error.status, error.message, error.code)
        : serverMessage(error, '', refusalText);
    showSnackbar(text || t('composer.sendFailed'), { type: 'error' });
  };

  const refuseWhileBlocked = () => {
    if (block !== 'byYou') return false;
    showSnackbar(t('composer.blockedByYou'), { type: 'error' });
    return true;
  };

  async function sendPicture(file: File) {
    let address: string;
    try {
      address = await messaging.uploadPicture(file, { token });
    } catch (error) {
      const said = serverMessage(error, '', refusalText);
      throw new MessageRefused(
        /file too large/i.test(said) ? t('composer.fileTooLarge', { limit: CHAT_PICTURE_LIMIT_MB }) : said,
      );
    }
    if (!address) throw new Error('the picture upload answered no address');
    await send(address, 'image');
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if ((!message && !picked) || isSending || refuseWhileBlocked()) return;
    typing.stop();
    setIsSending(true);
    try {
      if (picked) {
        await sendPicture(picked.file);
        setPicked(null);
      }
      if (message) {
        // The box empties as the message leaves, as chats do: what is typed while it is on its way
        // is the next message, and is not wiped when this one is answered. A refused message comes
        // back into the box if nothing new was typed.
        setText('');
        try {
          await send(message, 'text');
        } catch (error) {
          setText((current) => current || message);
          throw error;
        }
      }
    } catch (error) {
      failed(error);
    } finally {
      setIsSending(false);
    }
  }

  function handlePick(file: File | undefined) {
    if (fileRef.current) fileRef.current.value = '';
    if (!file || isSending || refuseWhileBlocked()) return;
    const problem = pictureProblem(file);
    if (problem) {
      showSnackbar(problem === 'tooLarge' ? t('composer.pictureTooLarge') : t('composer.notImage'), { type: 'error' });
      return;
    }
    setPicked({ file, address: URL.createObjectURL(file) });
  }

  return (
    <>
      {block === 'byYou' && (
        <p className="msg-blocked" data-testid="composer-blocked" role="status">
          {t('composer.blockedByYou')}
        </p>
      )}
      {picked && <PicturePreview address={picked.address} isDisabled={isSending} onRemove={() => setPicked(null)} />}
      <form className="msg-composer" onSubmit={(event) => void handleSubmit(event)} data-testid="message-composer">
        <label className="msg-icon-button msg-attach" title={t('composer.attach')}>
          <span aria-hidden="true">＋</span>
          <span className="art-visually-hidden">{t('composer.attach')}</span>
          <input
            ref={fileRef}
            type="file"
            accept="image/*"
            className="msg-file"
            disabled={isSending}
            onChange={(event) => handlePick(event.target.files?.[0])}
            data-testid="message-picture-input"
          />
        </label>
        <label htmlFor={inputId} className="art-visually-hidden">
          {t('composer.label')}
        </label>
        <input
          id={inputId}
          type="text"
          value={text}
          placeholder={t('composer.placeholder')}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) typing.typed();
            else typing.stop();
          }}
          onBlur={typing.stop}
          data-testid="message-input"
        />
        <Button
          type="submit"
          size="small"
          isLoading={isSending}
          disabled={!text.trim() && !picked}
          data-testid="message-send"
        >
          {t('composer.send')}
        </Button>
      </form>
    </>
  );
}
