import type { ReachResponse } from '@app/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { viewedShare } from '../lib/reach-figures.ts';
import styles from './reach-page.module.css';

/**
 * The post's counts as compact tiles: its audience, and how many of them viewed it (with their
 * share of the audience), viewed it in full, liked, commented, favorited it and clicked a file.
 */
export function ReachFigures({ reach }: { reach: ReachResponse }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const locale = i18n.language === 'en' ? 'en-GB' : 'ru-RU';
  const count = new Intl.NumberFormat(locale).format;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const share = viewedShare(reach.viewed, reach.audience);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('reach.figuresTitle')}
      </h2>
      <dl className={styles.tiles}>
        <Tile label={t('reach.figures.audience')} value={count(reach.audience)} />
        <Tile
          label={t('reach.figures.viewed')}
          value={count(reach.viewed)}
          note={share !== null && t('reach.viewedShare', { percent: percent.format(share) })}
        />
        <Tile label={t('reach.figures.viewedFully')} value={count(reach.viewed_fully)} />
        <Tile label={t('reach.figures.liked')} value={count(reach.liked)} />
        <Tile label={t('reach.figures.commented')} value={count(reach.commented)} />
        <Tile label={t('reach.figures.favorited')} value={count(reach.favorited)} />
        <Tile label={t('reach.figures.clicked')} value={count(reach.clicked)} />
      </dl>
      {reach.audience === 0 && <p className={styles.muted}>{t('reach.emptyAudience')}</p>}
    </section>
  );
}

function Tile({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <div className={styles.tile}>
      <dt className={styles.tileLabel}>{label}</dt>
      <dd className={styles.tileValue}>
        {value}
        {note && <span className={styles.tileNote}>{note}</span>}
      </dd>
    </div>
  );
}
