import type { ExhibitionView } from '@art/sdk';
import { Button, ImageWithFallback } from '@art/ui';
import { useEffect, useMemo, useState } from 'react';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import { ExhibitionAudio } from './ExhibitionAudio.js';
import { ExhibitionInfoDialog } from './ExhibitionInfoDialog.js';
import { ExhibitionItemDialog } from './ExhibitionItemDialog.js';
import { FollowExhibitionButton } from './FollowExhibitionButton.js';
import { FullSizeImage } from './FullSizeImage.js';
import { InquiryDialog, type InquirySubject } from './InquiryDialog.js';
import '../create/create.css';
import './ExhibitionViewer.css';

type ExhibitionItem = ExhibitionView['items'][number];

type ExhibitionViewerProps = { exhibition: ExhibitionView; onLeave: () => void };

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The exhibition as a horizontal slider: arrow keys move, Escape leaves, each artwork opens in detail. */
export function ExhibitionViewer({ exhibition, onLeave }: ExhibitionViewerProps) {
  const { t } = useCreateTranslation();
  const items = useMemo(() => [...exhibition.items].sort((a, b) => a.order - b.order), [exhibition.items]);
  const [index, setIndex] = useState(0);
  const [detail, setDetail] = useState<ExhibitionItem | null>(null);
  const [fullSize, setFullSize] = useState<{ src: string; alt: string } | null>(null);
  const [inquiry, setInquiry] = useState<InquirySubject | null>(null);
  const [isInfoOpen, setIsInfoOpen] = useState(false);
  const last = items.length - 1;

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      // An open dialog owns the keys (its Escape closes it, not the exhibition).
      if (event.defaultPrevented || isTyping(event.target) || document.querySelector('dialog[open]')) return;
      if (event.key === 'ArrowRight') setIndex((current) => Math.min(current + 1, last));
      else if (event.key === 'ArrowLeft') setIndex((current) => Math.max(current - 1, 0));
      else if (event.key === 'Escape') onLeave();
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [last, onLeave]);

  function inquireAbout(item: ExhibitionItem) {
    setDetail(null);
    setInquiry({ art: item.title, artist: exhibition.artist.name, artImage: item.imageMain || item.thumb });
  }

  const background = exhibition.background || exhibition.parallaxBackground;
  return (
    <div
      className="exhibition-viewer"
      style={{
        backgroundColor: exhibition.backgroundColor || undefined,
        backgroundImage: background ? `url("${background}")` : undefined,
      }}
      data-testid="exhibition-viewer"
    >
      <div className="exhibition-viewer__bar">
        <h1>{exhibition.title}</h1>
        {exhibition.mediaUrl && <ExhibitionAudio src={exhibition.mediaUrl} />}
        <Button variant="secondary" size="small" onClick={() => setIsInfoOpen(true)} data-testid="exhibition-info-open">
          {t('viewer.info')}
        </Button>
        <FollowExhibitionButton exhibition={exhibition} />
        {items[index] && (
          <Button size="small" onClick={() => inquireAbout(items[index])}>
            {t('inquiry.title')}
          </Button>
        )}
        <Button variant="text" size="small" onClick={onLeave}>
          {t('viewer.leave')}
        </Button>
      </div>
      <p className="art-visually-hidden">{t('viewer.keys')}</p>
      {items.length === 0 ? (
        <p className="create-center">{t('viewer.empty')}</p>
      ) : (
        <>
          <div className="exhibition-viewer__window">
            <ul
              className="exhibition-viewer__track"
              style={{ transform: `translateX(-${index * 100}%)`, listStyle: 'none', margin: 0, padding: 0 }}
            >
              {items.map((item, position) => (
                <li
                  key={`${item.order}-${item.title}`}
                  className="exhibition-viewer__slide"
                  aria-hidden={position !== index}
                  inert={position !== index}
                  style={{ paddingLeft: item.margins.left || undefined, paddingRight: item.margins.right || undefined }}
                  data-testid="exhibition-slide"
                >
                  <button type="button" onClick={() => setDetail(item)}>
                    {item.thumb || item.imageMain ? (
                      <ImageWithFallback
                        // The art fills the view: the full picture, not the list's thumbnail.
                        src={item.imageMain || item.thumb}
                        alt={item.title}
                        loading={Math.abs(position - index) <= 1 ? 'eager' : 'lazy'}
                      />
                    ) : (
                      <span className="art-image-missing exhibition-viewer__missing" />
                    )}
                    <span>{item.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <div className="exhibition-viewer__nav">
            <Button variant="secondary" size="small" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              {t('viewer.previous')}
            </Button>
            <span aria-live="polite" data-testid="exhibition-slide-counter">
              {t('viewer.position', { number: index + 1, total: items.length })}
            </span>
            <Button variant="secondary" size="small" disabled={index === last} onClick={() => setIndex(index + 1)}>
              {t('viewer.next')}
            </Button>
          </div>
        </>
      )}
      <ExhibitionItemDialog
        item={detail}
        onClose={() => setDetail(null)}
        onFullSize={(item) => {
          setDetail(null);
          setFullSize({ src: item.imageMain || item.thumb, alt: item.title });
        }}
        onInquire={inquireAbout}
      />
      <FullSizeImage image={fullSize} onClose={() => setFullSize(null)} />
      <ExhibitionInfoDialog exhibition={exhibition} isOpen={isInfoOpen} onClose={() => setIsInfoOpen(false)} />
      <InquiryDialog subject={inquiry} onClose={() => setInquiry(null)} />
    </div>
  );
}
