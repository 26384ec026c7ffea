import { Button } from '@art/ui';
import { useEffect, useRef, useState } from 'react';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';

type ExhibitionAudioProps = { src: string };

/**
 * The exhibition's background music. It never starts by itself: sound without a gesture is
 * refused by browsers and startles people; one press of Play starts it, looping.
 */
export function ExhibitionAudio({ src }: ExhibitionAudioProps) {
  const { t } = useCreateTranslation();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [isPlaying, setIsPlaying] = useState(false);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const handlePlay = () => setIsPlaying(true);
    const handlePause = () => setIsPlaying(false);
    audio.addEventListener('play', handlePlay);
    audio.addEventListener('pause', handlePause);
    return () => {
      audio.removeEventListener('play', handlePlay);
      audio.removeEventListener('pause', handlePause);
    };
  }, []);

  function handleToggle() {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) audio.play().catch(() => setIsPlaying(false));
    else audio.pause();
  }

  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: background music without words */}
      <audio ref={audioRef} src={src} loop preload="none" />
      <Button
        variant="secondary"
        size="small"
        aria-pressed={isPlaying}
        onClick={handleToggle}
        data-testid="exhibition-audio"
      >
        {isPlaying ? t('viewer.pauseMusic') : t('viewer.playMusic')}
      </Button>
    </>
  );
}
