import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { tab, tabList, tabPanel, tabsLayout } from "./account.styles.ts";

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

/**
 * A WAI-ARIA tablist (automatic activation): arrow keys (either axis), Home and End move between tabs, only
 * the selected tab is in the Tab order, and the panel is labelled by its tab.
 */
export function Tabs<Id extends string>({
  label,
  items,
  selected,
  onSelect,
  children,
}: {
  label: string;
  items: readonly TabItem<Id>[];
  selected: Id;
  onSelect(id: Id): void;
  children: ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    if (!next) return;
    onSelect(next.id);
    listRef.current?.querySelector<HTMLElement>(`#tab-${next.id}`)?.focus();
  };
  return (
    <div className={tabsLayout}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="vertical"
        className={tabList}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => (
          <button
            key={item.id}
            id={`tab-${item.id}`}
            type="button"
            role="tab"
            className={tab}
            aria-selected={item.id === selected}
            aria-controls={`panel-${item.id}`}
            tabIndex={item.id === selected ? 0 : -1}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <section
        id={`panel-${selected}`}
        role="tabpanel"
        aria-labelledby={`tab-${selected}`}
        className={tabPanel}
        tabIndex={0}
      >
        {children}
      </section>
    </div>
  );
}
