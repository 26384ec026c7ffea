import type { ExhibitionImageSlot, OperatorExhibition } from '@art/sdk/showcase';
import { Button, Dialog, TextInput } from '@art/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { ACCEPTED_AUDIO, ACCEPTED_IMAGES } from '../../lib/showcaseForms.js';
import '../moderation.css';
import './ExhibitionMediaDialog.css';

const SLOTS: ExhibitionImageSlot[] = ['banner', 'listingThumb', 'background', 'parallaxBackground', 'item'];

export type ImageUpload = { slot: ExhibitionImageSlot; image: File; title: string; details: string };

type ExhibitionMediaDialogProps = {
  exhibition: OperatorExhibition | null;
  isBusy: boolean;
  onUploadImage: (upload: ImageUpload) => void;
  onUploadAudio: (audio: File) => void;
  onRemoveAudio: () => void;
  onClose: () => void;
};

function slotUrl(exhibition: OperatorExhibition, slot: ExhibitionImageSlot): string {
  if (slot === 'item') return '';
  return exhibition[slot];
}

/**
 * An exhibition's pictures (banner, listing thumbnail, backgrounds, one more work of the walk) and
 * its audio guide. The server checks each file by its bytes and keeps everything as it was on a refusal.
 */
export function ExhibitionMediaDialog({
  exhibition,
  isBusy,
  onUploadImage,
  onUploadAudio,
  onRemoveAudio,
  onClose,
}: ExhibitionMediaDialogProps) {
  const { t } = useModerationTranslation();
  const imageFormId = useId();
  const slotId = useId();
  const imageId = useId();
  const audioId = useId();
  const [slot, setSlot] = useState<ExhibitionImageSlot>('banner');
  const [image, setImage] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [details, setDetails] = useState('');
  const [audio, setAudio] = useState<File | null>(null);

  useEffect(() => {
    if (exhibition) {
      setImage(null);
      setAudio(null);
      setTitle('');
      setDetails('');
    }
  }, [exhibition]);

  function submitImage(event: FormEvent) {
    event.preventDefault();
    if (image) onUploadImage({ slot, image, title, details });
  }

  function submitAudio(event: FormEvent) {
    event.preventDefault();
    if (audio) onUploadAudio(audio);
  }

  const current = exhibition ? slotUrl(exhibition, slot) : '';

  return (
    <Dialog
      isOpen={exhibition !== null}
      title={t('exhibitions.mediaTitle', { title: exhibition?.title ?? '' })}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="mod-exhibition-media"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <form id={imageFormId} className="mod-exhibition-media" onSubmit={submitImage} noValidate>
        <h2 className="mod-exhibition-media__heading">{t('exhibitions.pictures')}</h2>
        <div className="art-field">
          <label htmlFor={slotId} className="art-field__label">
            {t('exhibitions.slot')}
          </label>
          <select
            id={slotId}
            name="slot"
            className="mod-exhibition-media__select"
            value={slot}
            onChange={(event) => setSlot(event.target.value as ExhibitionImageSlot)}
          >
            {SLOTS.map((name) => (
              <option key={name} value={name}>
                {t(`exhibitions.slots.${name}`)}
              </option>
            ))}
          </select>
        </div>
        {current && (
          <img className="mod-exhibition-media__preview" src={current} alt={t('exhibitions.currentPicture')} />
        )}
        {slot === 'item' && (
          <>
            <p className="mod-muted">{t('exhibitions.itemCount', { count: exhibition?.items.length ?? 0 })}</p>
            <TextInput
              label={t('exhibitions.itemTitle')}
              name="title"
              maxLength={200}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
            <TextInput
              label={t('exhibitions.itemDetails')}
              name="details"
              maxLength={2000}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
            />
          </>
        )}
        <div className="art-field">
          <label htmlFor={imageId} className="art-field__label">
            {t('exhibitions.imageFile')}
          </label>
          <input
            id={imageId}
            type="file"
            name="image"
            accept={ACCEPTED_IMAGES}
            onChange={(event) => setImage(event.target.files?.[0] ?? null)}
          />
          <p className="art-field__hint">{t('exhibitions.imageHint')}</p>
        </div>
        <Button type="submit" size="small" isLoading={isBusy} disabled={!image} data-testid="mod-upload-image">
          {t('exhibitions.uploadImage')}
        </Button>
      </form>
      <form className="mod-exhibition-media" onSubmit={submitAudio} noValidate>
        <h2 className="mod-exhibition-media__heading">{t('exhibitions.audio')}</h2>
        {exhibition?.mediaUrl ? (
          <div className="mod-exhibition-media__audio">
            {/* biome-ignore lint/a11y/useMediaCaption: an operator's preview of the guide they uploaded */}
            <audio controls src={exhibition.mediaUrl} preload="none" />
            <Button size="small" variant="secondary" onClick={onRemoveAudio} isLoading={isBusy}>
              {t('exhibitions.removeAudio')}
            </Button>
          </div>
        ) : (
          <p className="mod-muted">{t('exhibitions.noAudio')}</p>
        )}
        <div className="art-field">
          <label htmlFor={audioId} className="art-field__label">
            {t('exhibitions.audioFile')}
          </label>
          <input
            id={audioId}
            type="file"
            name="audio"
            accept={ACCEPTED_AUDIO}
            onChange={(event) => setAudio(event.target.files?.[0] ?? null)}
          />
          <p className="art-field__hint">{t('exhibitions.audioHint')}</p>
        </div>
        <Button type="submit" size="small" isLoading={isBusy} disabled={!audio} data-testid="mod-upload-audio">
          {t('exhibitions.uploadAudio')}
        </Button>
      </form>
    </Dialog>
  );
}
