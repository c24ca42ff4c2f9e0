import { useTranslation } from 'react-i18next';
import { useGoBack } from '../../../shared/lib/use-go-back.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ArrowLeftIcon, CompassIcon } from '../../../shared/ui/icons.tsx';
import { StatusPage } from './status-page.tsx';

/** `/404` and every unknown route: 'Oops!', the page is lost, and a way back. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <StatusPage
      inShell
      icon={<CompassIcon size={32} />}
      title={t('notFound.title')}
      text={t('notFound.text')}
      actions={
        <Button onClick={goBack}>
          <ArrowLeftIcon size={20} />
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
