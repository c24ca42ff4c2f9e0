import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { MenuGroup } from '../../../shared/ui/menu-rows.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { isLastShown, toggleHidden } from '../lib/toggle-hidden.ts';
import styles from './reader-filters.module.css';
import { Switch } from '../../../shared/ui/switch.tsx';

export interface ToggleItem<T> {
  id: T;
  label: string;
}

export interface TogglePageProps<T> {
  intro: string;
  /** Undefined while loading. */
  items: readonly ToggleItem<T>[] | undefined;
  failed: boolean;
  hidden: readonly T[];
  onChange: (hidden: T[]) => void;
}

/** A sub-page of the filters popup: a switch per entry (on: shown) and Reset (all on). */
export function TogglePage<T extends string | number>(props: TogglePageProps<T>) {
  const { t } = useTranslation();
  const { items, hidden, onChange } = props;
  if (props.failed) return <p role="alert">{t('readerFilters.loadFailed')}</p>;
  if (items === undefined) return <Spinner label={t('app.loading')} />;
  if (items.length === 0) return <p className={styles.intro}>{t('readerFilters.empty')}</p>;
  const ids = items.map((item) => item.id);
  return (
    <>
      <p className={styles.intro}>{props.intro}</p>
      <MenuGroup>
        {items.map((item) => (
          <Switch
            key={item.id}
            label={item.label}
            checked={!hidden.includes(item.id)}
            locked={isLastShown(ids, hidden, item.id)}
            hint={isLastShown(ids, hidden, item.id) ? t('readerFilters.lastOn') : undefined}
            onChange={(shown) => onChange(toggleHidden(ids, hidden, item.id, shown))}
          />
        ))}
      </MenuGroup>
      <Button
        variant="secondary"
        className={styles.reset}
        disabled={!ids.some((id) => hidden.includes(id))}
        onClick={() => onChange([])}
      >
        {t('readerFilters.reset')}
      </Button>
    </>
  );
}
