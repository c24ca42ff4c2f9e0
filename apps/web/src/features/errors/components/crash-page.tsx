import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { AlertIcon } from '../../../shared/ui/icons.tsx';
import { StatusPage } from './status-page.tsx';

/** The route error boundary: something broke while rendering; reloading usually cures it. */
export function CrashPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      tone="danger"
      icon={<AlertIcon size={32} />}
      title={t('crash.title')}
      text={t('crash.text')}
      actions={<Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>}
    />
  );
}
