import { Button, hasPicture, ImageWithFallback, useWindowWidth } from '@art/ui';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import { cropImage } from '../../lib/cropImage.js';
import '../identity.css';
import './ImageCropField.css';

type ImageCropFieldProps = {
  label: string;
  editLabel: string;
  currentUrl?: string;
  size: { width: number; height: number };
  initialZoom: number;
  isRound?: boolean;
  /** Returns a translation key when the chosen file is refused. */
  checkFile?: (file: File) => string | null;
  onRefused: (messageKey: string) => void;
  onCropped: (blob: Blob | null) => void;
};

const ZOOM_STEP = 0.1;

export function ImageCropField({
  label,
  editLabel,
  currentUrl,
  size,
  initialZoom,
  isRound = false,
  checkFile,
  onRefused,
  onCropped,
}: ImageCropFieldProps) {
  const { t } = useIdentityTranslation();
  const inputId = useId();
  const zoomId = useId();
  const viewport = useWindowWidth();
  const [isEditing, setIsEditing] = useState(false);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(initialZoom);
  const [area, setArea] = useState<Area | null>(null);
  // The crop frame keeps the target ratio but shrinks to fit a phone screen.
  const scale = Math.min(1, (viewport - 80) / size.width);
  const frame = { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  useEffect(() => {
    if (!source || !area) return;
    const timer = window.setTimeout(() => {
      cropImage(source, area, size).then(onCropped, () => onCropped(null));
    }, 150);
    return () => window.clearTimeout(timer);
  }, [source, area, size, onCropped]);

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = checkFile?.(file);
    if (refusal) {
      onRefused(refusal);
      return;
    }
    setSource(URL.createObjectURL(file));
    setZoom(initialZoom);
    setCrop({ x: 0, y: 0 });
  }

  return (
    <div className="identity-fieldset">
      <div className="identity-between">
        <span className="art-field__label">{label}</span>
        <Button variant="text" size="small" aria-expanded={isEditing} onClick={() => setIsEditing(!isEditing)}>
          {isEditing ? t('edit.closeEditor') : editLabel}
        </Button>
      </div>
      {!isEditing && hasPicture(currentUrl) && (
        <ImageWithFallback
          className="identity-image-preview"
          src={currentUrl}
          alt={label}
          width={frame.width}
          height={frame.height}
          style={isRound ? { borderRadius: '50%' } : undefined}
        />
      )}
      {isEditing && (
        <>
          <label
            htmlFor={inputId}
            className="art-button art-button--secondary art-button--small"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('edit.chooseImage')}
          </label>
          <input id={inputId} type="file" accept="image/*" className="art-visually-hidden" onChange={handleFile} />
          {source && (
            <>
              <div className="identity-cropper">
                <Cropper
                  image={source}
                  crop={crop}
                  zoom={zoom}
                  aspect={size.width / size.height}
                  cropSize={frame}
                  cropShape={isRound ? 'round' : 'rect'}
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onCropComplete={(_, pixels) => setArea(pixels)}
                />
              </div>
              <label htmlFor={zoomId} className="art-field__label">
                {t('edit.zoom')}
              </label>
              <input
                id={zoomId}
                type="range"
                min={1}
                max={3}
                step={ZOOM_STEP}
                value={zoom}
                onChange={(e) => setZoom(Number(e.target.value))}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
