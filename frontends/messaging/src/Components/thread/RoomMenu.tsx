import { useEffect, useId, useRef, useState } from 'react';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import '../messaging.css';
import './RoomMenu.css';

export type RoomAction = 'leave' | 'block' | 'unblock' | 'delete';

/**
 * The thread's menu: Leave for a group, Block or Unblock (the blocker only) for a one-to-one chat,
 * and Delete conversation for either.
 */
export function RoomMenu({ actions, onAction }: { actions: RoomAction[]; onAction: (action: RoomAction) => void }) {
  const { t } = useMessagingTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    rootRef.current?.querySelector<HTMLButtonElement>('li button')?.focus();
    const close = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);
  if (actions.length === 0) return null;
  return (
    <div className="msg-menu" ref={rootRef}>
      <button
        type="button"
        className="msg-icon-button"
        aria-label={t('thread.menu')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        onClick={() => setIsOpen(!isOpen)}
        data-testid="room-menu"
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {isOpen && (
        <ul id={listId} className="msg-menu__list">
          {actions.map((action) => (
            <li key={action}>
              <button
                type="button"
                data-testid={`room-${action}`}
                onClick={() => {
                  setIsOpen(false);
                  onAction(action);
                }}
              >
                {t(`thread.${action}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
