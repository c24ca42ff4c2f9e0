import * as Dialog from '@radix-ui/react-dialog';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/lib/current-user.ts';
import { ArrowLeftIcon, CloseIcon } from '../../../shared/ui/icons.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { useReturnFocus } from '../../../shared/ui/use-return-focus.ts';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';
import { useUpdateNoticeSettings } from '../api/update-notice-settings.ts';
import {
  backStep,
  hasChanges,
  initialSettingsState,
  settingsBody,
  settingsReducer,
  type SettingsStep,
} from '../lib/settings-steps.ts';
import styles from './notice-settings.module.css';
import { SettingsStepView } from './settings-step-view.tsx';

export interface NoticeSettingsPopupProps {
  onClose: () => void;
  /** Back from the main menu: the notices popup again. */
  onBackToNotices: () => void;
}

/**
 * The notification settings popup (spec 01 §2, §4): steps 0–4 with the spec's Back rules, edits
 * kept as a draft until Save (PUT), which updates the cached user and returns to the main menu.
 * The rpp_ steps exist only for users paid for the psychology group.
 */
export function NoticeSettingsPopup({ onClose, onBackToNotices }: NoticeSettingsPopupProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const paid = user.is_paid_rpp_current_flow;
  const [state, dispatch] = useReducer(settingsReducer, user.settings, initialSettingsState);
  const save = useUpdateNoticeSettings();
  const returnFocus = useReturnFocus();
  const back = backStep(state.step);
  const changed = hasChanges(state.saved, state.draft, paid);

  const handleSave = () => {
    save.mutate(settingsBody(state.draft, paid), {
      onSuccess: (settings) => {
        dispatch({ type: 'saved', settings });
        showToast(t('settings.saved'), 'success');
      },
      onError: () => showToast(t('settings.saveFailed'), 'error'),
    });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.popup}
          aria-describedby={undefined}
          data-step={state.step}
          onCloseAutoFocus={returnFocus}
        >
          <header className={styles.header}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={back === null ? t('settings.backToNotices') : t('settings.back')}
              title={back === null ? t('settings.backToNotices') : t('settings.back')}
              onClick={() => (back === null ? onBackToNotices() : dispatch({ type: 'back' }))}
            >
              <ArrowLeftIcon size={20} />
            </button>
            <Dialog.Title className={styles.title}>{stepTitle(state.step, t)}</Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label={t('settings.close')}>
              <CloseIcon size={20} />
            </Dialog.Close>
          </header>
          <div className={styles.body}>
            <SettingsStepView
              step={state.step}
              settings={state.draft}
              paid={paid}
              onOpen={(step: SettingsStep) => dispatch({ type: 'open', step, paid })}
              onToggle={(key, value) => dispatch({ type: 'toggle', key, value })}
              onSetChannel={(channel, value) => dispatch({ type: 'setChannel', channel, value })}
            />
          </div>
          {state.step !== 0 && (
            <footer className={styles.footer}>
              <Button onClick={handleSave} disabled={!changed || save.isPending}>
                {save.isPending ? t('settings.saving') : t('settings.save')}
              </Button>
            </footer>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function stepTitle(step: SettingsStep, t: Translate): string {
  switch (step) {
    case 0:
      return t('settings.title');
    case 1:
      return t('settings.publicationsTitle');
    case 2:
      return t('settings.feedTitle');
    case 3:
      return t('settings.rppTitle');
    case 4:
      return t('settings.rppTypesTitle');
  }
}
