import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { centerInStrip } from '../../../shared/ui/center-in-strip.ts';
import { EDITOR_TABS, type EditorTab } from '../lib/tabs.ts';
import styles from './editor-list-page.module.css';

export interface StatusTabsProps {
  tab: EditorTab;
  onTab: (tab: EditorTab) => void;
}

/**
 * The status tabs (spec 02 §2). Where they do not fit (a phone) the strip scrolls on its own and
 * keeps the chosen tab in view.
 */
export function StatusTabs({ tab, onTab }: StatusTabsProps) {
  const { t } = useTranslation();
  const stripRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const strip = stripRef.current;
    const chosen = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (strip && chosen) centerInStrip(strip, chosen);
  }, [tab]);
  return (
    <div
      ref={stripRef}
      className={styles.tabs}
      role="tablist"
      aria-label={t('editorList.tabsLabel')}
    >
      {EDITOR_TABS.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          aria-selected={tab === name}
          className={styles.tab}
          onClick={() => onTab(name)}
        >
          {t(`editorList.tabs.${name}`)}
        </button>
      ))}
    </div>
  );
}
