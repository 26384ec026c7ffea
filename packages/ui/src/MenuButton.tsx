import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

export type MenuItem = { id: string; label: string; onSelect: () => void };

export type MenuButtonProps = {
  /** Visible content of the trigger (e.g. avatar and name). */
  trigger: ReactNode;
  label: string;
  items: MenuItem[];
  testId?: string;
};

/** A menu button following the WAI-ARIA menu pattern: arrows move, Enter picks, Escape closes. */
export function MenuButton({ trigger, label, items, testId }: MenuButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const focusItem = useCallback((index: number) => {
    const nodes = rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    if (!nodes || nodes.length === 0) return;
    nodes[(index + nodes.length) % nodes.length].focus();
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    focusItem(0);
    function handleOutside(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('mousedown', handleOutside);
    return () => document.removeEventListener('mousedown', handleOutside);
  }, [isOpen, focusItem]);

  function handleMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const nodes = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = nodes.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(index + 1);
    else if (event.key === 'ArrowUp') focusItem(index - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(nodes.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      setIsOpen(false);
      if (event.key === 'Escape') buttonRef.current?.focus();
      return;
    } else return;
    event.preventDefault();
  }

  function handleSelect(item: MenuItem) {
    setIsOpen(false);
    item.onSelect();
  }

  return (
    <div className="art-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="art-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={label}
        data-testid={testId}
        onClick={() => setIsOpen(!isOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {isOpen && (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA menu pattern: a list whose items are menuitems
        <ul id={menuId} className="art-menu__list" role="menu" aria-label={label} onKeyDown={handleMenuKeyDown}>
          {items.map((item) => (
            <li key={item.id} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="art-menu__item"
                data-testid={`menu-${item.id}`}
                onClick={() => handleSelect(item)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
