import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import './PicturePreview.css';

type PicturePreviewProps = { address: string; isDisabled: boolean; onRemove: () => void };

/** The picture picked to send, shown before it is sent, with a button to remove it. */
export function PicturePreview({ address, isDisabled, onRemove }: PicturePreviewProps) {
  const { t } = useMessagingTranslation();
  return (
    <div className="msg-preview" data-testid="picture-preview">
      <img className="msg-preview__image" src={address} alt={t('composer.picturePreview')} />
      <button
        type="button"
        className="msg-icon-button msg-preview__remove"
        aria-label={t('composer.removePicture')}
        title={t('composer.removePicture')}
        disabled={isDisabled}
        onClick={onRemove}
        data-testid="picture-preview-remove"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
