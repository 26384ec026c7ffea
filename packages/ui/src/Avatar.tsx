import { useState } from 'react';
import { hasPicture } from './media.js';

export type AvatarProps = { picture?: string | null; name: string; size?: number };

/** Shows the user's picture, or a placeholder with the initial when there is none or it fails to load. */
export function Avatar({ picture, name, size = 40 }: AvatarProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (!hasPicture(picture) || hasFailed) {
    return (
      <span
        className="art-avatar art-avatar--placeholder"
        style={style}
        role="img"
        aria-label={name}
        data-testid="avatar-placeholder"
      >
        {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
      </span>
    );
  }
  return <img className="art-avatar" style={style} src={picture} alt={name} onError={() => setHasFailed(true)} />;
}
