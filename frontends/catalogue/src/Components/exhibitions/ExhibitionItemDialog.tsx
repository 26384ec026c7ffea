import type { ExhibitionView } from '@art/sdk';
import { Button, Dialog, ImageWithFallback } from '@art/ui';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import './ExhibitionItemDialog.css';

type ExhibitionItem = ExhibitionView['items'][number];

type ExhibitionItemDialogProps = {
  item: ExhibitionItem | null;
  onClose: () => void;
  onFullSize: (item: ExhibitionItem) => void;
  onInquire: (item: ExhibitionItem) => void;
};

/** The detail of one exhibited artwork, with its full-size picture and the purchase inquiry. */
export function ExhibitionItemDialog({ item, onClose, onFullSize, onInquire }: ExhibitionItemDialogProps) {
  const { t } = useCreateTranslation();
  return (
    <Dialog
      isOpen={item !== null}
      title={item?.title ?? ''}
      onClose={onClose}
      closeLabel={t('exhibitions.close')}
      testId="exhibition-item"
      actions={
        item && (
          <>
            {(item.imageMain || item.thumb) && (
              <Button variant="secondary" onClick={() => onFullSize(item)}>
                {t('viewer.fullSize')}
              </Button>
            )}
            <Button onClick={() => onInquire(item)} data-testid="exhibition-inquire">
              {t('inquiry.title')}
            </Button>
          </>
        )
      }
    >
      {item && (
        <div className="exhibition-detail">
          {(item.imageMain || item.thumb) && <ImageWithFallback src={item.imageMain || item.thumb} alt={item.title} />}
          {item.details && <p style={{ whiteSpace: 'pre-line', marginTop: 12 }}>{item.details}</p>}
        </div>
      )}
    </Dialog>
  );
}
