import { Button, useModalDialog } from '@art/ui';
import { useRef } from 'react';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import './FullSizeImage.css';

type FullSizeImageProps = { image: { src: string; alt: string } | null; onClose: () => void };

/** One exhibited picture over the whole screen; Escape or Close returns to the exhibition. */
export function FullSizeImage({ image, onClose }: FullSizeImageProps) {
  const { t } = useCreateTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useModalDialog(dialogRef, image !== null, onClose);
  return (
    <dialog ref={dialogRef} className="exhibition-fullsize" aria-label={image?.alt} data-testid="exhibition-fullsize">
      {image && (
        <>
          <img src={image.src} alt={image.alt} />
          <Button variant="secondary" onClick={onClose} data-autofocus>
            {t('exhibitions.close')}
          </Button>
        </>
      )}
    </dialog>
  );
}
