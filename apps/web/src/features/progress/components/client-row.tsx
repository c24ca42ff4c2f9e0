import type { ProgressClient } from '@app/contract';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../shared/ui/avatar.tsx';
import { clampPercent, clientName, formatPercent } from '../lib/progress-figures.ts';
import styles from './clients.module.css';

export interface ClientNameProps {
  /** The name to show: 'Имя Фамилия', or 'Без имени' for a blank one. */
  name: string;
  /** The page's look of a name that is a button: link-like, a 44 px target. */
  className?: string;
}

/** How a client's name is drawn; the app's route gives one that opens the user card. */
export type RenderClientName = (client: ProgressClient, props: ClientNameProps) => ReactNode;

/** The name as plain text. */
export const plainClientName: RenderClientName = (_client, { name }) => <span>{name}</span>;

export interface ClientRowProps {
  client: ProgressClient;
  renderClientName: RenderClientName;
}

/** A client: avatar, name and overall progress as a small bar and a percentage. */
export function ClientRow({ client, renderClientName }: ClientRowProps) {
  const { t } = useTranslation();
  const percent = clampPercent(client.procent_passed);
  const name = clientName(client) || t('progress.clients.noName');
  return (
    <li className={styles.client}>
      <Avatar src={client.avatar_url} alt="" size={40} />
      <span className={styles.name}>
        {renderClientName(client, { name, className: styles.nameButton })}
      </span>
      <span className={styles.progress}>
        <span className={styles.bar} aria-hidden="true">
          <span
            className={styles.fill}
            style={{ '--client-progress': `${percent}%` } as CSSProperties}
          />
        </span>
        <span className={styles.percent}>
          <span className="visually-hidden">{t('progress.clients.progress')} </span>
          {formatPercent(percent)}
        </span>
      </span>
    </li>
  );
}
