import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../../shared/ui/icons.tsx';
import { useReachPost } from '../api/get-reach-post.ts';
import styles from './reach-page.module.css';

/** Back to the list, 'Охват поста' and the title of the post, once loaded. */
export function ReachHeading({ pk }: { pk: number }) {
  const { t } = useTranslation();
  const post = useReachPost(pk);
  return (
    <header className={styles.header}>
      <Link to="/editor/list" className={styles.back}>
        <ArrowLeftIcon size={20} />
        {t('reach.back')}
      </Link>
      <h1 className={styles.title}>{t('reach.title')}</h1>
      {post.data && (
        <p className={styles.post}>
          <span className={styles.postLabel}>{t('reach.post')}</span> {post.data.title}
        </p>
      )}
    </header>
  );
}
