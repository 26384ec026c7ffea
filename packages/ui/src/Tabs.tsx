import { type KeyboardEvent, useRef } from 'react';

export type TabItem = { id: string; label: string; count?: number };

export type TabsProps = {
  tabs: TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  label: string;
  /** Prefix for tab/panel ids so a panel can point back with aria-labelledby. */
  idPrefix?: string;
};

export function tabPanelId(idPrefix: string, id: string) {
  return `${idPrefix}-panel-${id}`;
}

export function tabId(idPrefix: string, id: string) {
  return `${idPrefix}-tab-${id}`;
}

export function Tabs({ tabs, selectedId, onSelect, label, idPrefix = 'tabs' }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selectedId);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    if (next === -1) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div ref={listRef} className="art-tabs" role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selectedId;
        return (
          <button
            key={tab.id}
            id={tabId(idPrefix, tab.id)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={tabPanelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            className={isSelected ? 'art-tabs__tab art-tabs__tab--selected' : 'art-tabs__tab'}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
            {tab.count !== undefined && <span className="art-tabs__count">{tab.count}</span>}
          </button>
        );
      })}
    </div>
  );
}
