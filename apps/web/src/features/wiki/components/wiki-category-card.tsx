import type { WikiCategory } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WikiIcon } from '../../../shared/ui/icons.tsx';
import { logWikiJump } from '../api/log-wiki-jump.ts';
import { wikiPagePath } from '../lib/wiki-route-param.ts';
import styles from './wiki-category-card.module.css';

/**
 * A wiki category: image, title, text and the number of articles; the whole card opens the
 * category's page. With `log_jump` the jump is logged first, without waiting for the answer.
 */
export function WikiCategoryCard({ category }: { category: WikiCategory }) {
  const { t } = useTranslation();
  const titleId = `wiki-category-${category.pk}`;
  const handleClick = () => {
    if (category.log_jump) logWikiJump(category.pk);
  };
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {category.image ? (
        <img className={styles.image} src={category.image} alt="" loading="lazy" />
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          <WikiIcon size={40} />
        </div>
      )}
      <div className={styles.body}>
        <h2 className={styles.title} id={titleId}>
          <Link className={styles.link} to={wikiPagePath(category.pk)} onClick={handleClick}>
            {category.title}
          </Link>
        </h2>
        {category.text && <p className={styles.text}>{category.text}</p>}
        <p className={styles.count}>
          {t('wiki.articleCount', { count: category.publications_count })}
        </p>
      </div>
    </article>
  );
}
