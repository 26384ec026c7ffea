import type { ExhibitionImageSlot, OperatorExhibition } from '@art/sdk/showcase';
import { Button, Dialog, TextInput } from '@art/ui';
import { useEffect, useId, useState } from 'react';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { ACCEPTED_AUDIO, ACCEPTED_IMAGES } from '../../lib/showcaseForms.js';
import { FileField } from '../console/FileField.js';
import '../moderation.css';
import { ExhibitionMediaForm } from './ExhibitionMediaForm.js';
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
  const slotId = useId();
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

  function submitImage() {
    if (image) onUploadImage({ slot, image, title, details });
  }

  function submitAudio() {
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
      <ExhibitionMediaForm
        heading={t('exhibitions.pictures')}
        submitLabel={t('exhibitions.uploadImage')}
        submitTestId="mod-upload-image"
        canSubmit={image !== null}
        isBusy={isBusy}
        onSubmit={submitImage}
      >
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
        <FileField
          label={t('exhibitions.imageFile')}
          hint={t('exhibitions.imageHint')}
          name="image"
          accept={ACCEPTED_IMAGES}
          onFile={setImage}
        />
      </ExhibitionMediaForm>
      <ExhibitionMediaForm
        heading={t('exhibitions.audio')}
        submitLabel={t('exhibitions.uploadAudio')}
        submitTestId="mod-upload-audio"
        canSubmit={audio !== null}
        isBusy={isBusy}
        onSubmit={submitAudio}
      >
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
        <FileField
          label={t('exhibitions.audioFile')}
          hint={t('exhibitions.audioHint')}
          name="audio"
          accept={ACCEPTED_AUDIO}
          onFile={setAudio}
        />
      </ExhibitionMediaForm>
    </Dialog>
  );
}
