import type { UserCard } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/lib/current-user.ts';
import { mainSiteUrl } from '../../../shared/lib/runtime-config.ts';
import { Modal, ModalHeader } from '../../../shared/ui/modal.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useUserCard } from '../api/get-user-card.ts';
import { seesTelegram } from '../lib/user-card-rules.ts';
import styles from './user-card.module.css';

/** Spec 01 §9: the copied indicator stays for 3 s. */
const COPIED_MS = 3000;

/** A main-site link of the card: site paths are resolved against the main site's origin. */
function cardLink(link: string): string {
  return link.startsWith('/') ? mainSiteUrl(link) : link;
}

/**
 * The staff-viewable user card (spec 01 §3): name, training, curator, fat percent, weight, the
 * client's pages on the main site, and for moderators the telegram id with a copy action.
 */
export function UserCardDialog({
  userId,
  name,
  onClose,
}: {
  userId: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const card = useUserCard(userId);
  return (
    <Modal size="medium" className={styles.content} onClose={onClose}>
      <ModalHeader
        variant="inline"
        title={card.data ? `${card.data.first_name} ${card.data.last_name}`.trim() : name}
        closeLabel={t('userCard.close')}
      />
      {card.isPending ? (
        <Spinner label={t('userCard.loading')} />
      ) : card.isError ? (
        <p className={styles.error} role="alert">
          {t('userCard.loadError')}
        </p>
      ) : (
        <CardFields card={card.data} />
      )}
    </Modal>
  );
}

function CardFields({ card }: { card: UserCard }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const measure = (value: number | null, unit: 'kilogram' | 'percent') =>
    value === null
      ? t('userCard.notSpecified')
      : new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'ru-RU', {
          style: 'unit',
          unit,
          maximumFractionDigits: 1,
        }).format(value);
  const text = (value: string) => value || t('userCard.notSpecified');
  return (
    <>
      <dl className={styles.fields}>
        <dt>{t('userCard.physicalTraining')}</dt>
        <dd>{text(card.physical_training)}</dd>
        <dt>{t('userCard.curator')}</dt>
        <dd>{text(card.curator)}</dd>
        <dt>{t('userCard.fatPercent')}</dt>
        <dd>{measure(card.fat_pecent, 'percent')}</dd>
        <dt>{t('userCard.weight')}</dt>
        <dd>{measure(card.weight, 'kilogram')}</dd>
        {seesTelegram(user) && card.telegram_id !== null && (
          <>
            <dt>{t('userCard.telegram')}</dt>
            <dd className={styles.telegram}>
              <span data-testid="telegram-id">{text(card.telegram_id)}</span>
              {card.telegram_id && <CopyTelegram id={card.telegram_id} />}
            </dd>
          </>
        )}
      </dl>
      {(card.link_persone_theme || card.link_persone_calk) && (
        <div className={styles.links}>
          {card.link_persone_theme && (
            <a href={cardLink(card.link_persone_theme)} target="_blank" rel="noreferrer">
              {t('userCard.linkTheme')}
            </a>
          )}
          {card.link_persone_calk && (
            <a href={cardLink(card.link_persone_calk)} target="_blank" rel="noreferrer">
              {t('userCard.linkCalk')}
            </a>
          )}
        </div>
      )}
    </>
  );
}

/** Copies the telegram id; copyTelegramIdTooltipText shows for 3 s (a failure is only logged). */
function CopyTelegram({ id }: { id: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = () => {
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(id))
      .then(
        () => {
          setCopied(true);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
        },
        (error: unknown) => console.warn('Clipboard copy failed', error),
      );
  };
  return (
    <span className={styles.copyWrap}>
      <button type="button" className={styles.copy} onClick={copy}>
        {t('userCard.copyTelegramId')}
      </button>
      {copied && (
        <span role="status" className={styles.tooltip}>
          {t('userCard.copyTelegramIdTooltipText')}
        </span>
      )}
    </span>
  );
}
