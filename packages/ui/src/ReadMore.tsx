import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cutText } from './format.js';

export type ReadMoreProps = { text: string; maxLength: number; moreLabel?: string; lessLabel?: string };

export function ReadMore({ text, maxLength, moreLabel, lessLabel }: ReadMoreProps) {
  const { t } = useTranslation('ui');
  const [isExpanded, setIsExpanded] = useState(false);
  const isLong = Array.from(text ?? '').length > maxLength;
  return (
    <p className="art-read-more">
      {isExpanded || !isLong ? text : cutText(text, maxLength)}
      {isLong && (
        <>
          {' '}
          <button
            type="button"
            className="art-link-button"
            aria-expanded={isExpanded}
            onClick={() => setIsExpanded(!isExpanded)}
          >
            {isExpanded ? (lessLabel ?? t('readLess')) : (moreLabel ?? t('readMore'))}
          </button>
        </>
      )}
    </p>
  );
}
