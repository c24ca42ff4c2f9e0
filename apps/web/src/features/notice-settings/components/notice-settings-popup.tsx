import { useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/lib/current-user.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ArrowLeftIcon } from '../../../shared/ui/icons.tsx';
import { Modal, ModalBody, ModalHeader, ModalIconButton } from '../../../shared/ui/modal.tsx';
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
  /** Settings of this device under the main menu (the push switch, composed by the app). */
  deviceSettings?: ReactNode;
}

/**
 * The notification settings popup (spec 01 §2, §4): steps 0–4 with the spec's Back rules, edits
 * kept as a draft until Save (PUT), which updates the cached user and returns to the main menu.
 * The rpp_ steps exist only for users paid for the psychology group.
 */
export function NoticeSettingsPopup({
  onClose,
  onBackToNotices,
  deviceSettings,
}: NoticeSettingsPopupProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const paid = user.is_paid_rpp_current_flow;
  const [state, dispatch] = useReducer(settingsReducer, user.settings, initialSettingsState);
  const save = useUpdateNoticeSettings();
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
    <Modal size="medium" scroll="body" sheetOnPhone onClose={onClose}>
      <ModalHeader
        start={
          <ModalIconButton
            label={back === null ? t('settings.backToNotices') : t('settings.back')}
            onClick={() => (back === null ? onBackToNotices() : dispatch({ type: 'back' }))}
          >
            <ArrowLeftIcon size={20} />
          </ModalIconButton>
        }
        title={t(STEP_TITLES[state.step])}
        closeLabel={t('settings.close')}
      />
      <ModalBody>
        <SettingsStepView
          step={state.step}
          settings={state.draft}
          paid={paid}
          onOpen={(step: SettingsStep) => dispatch({ type: 'open', step, paid })}
          onToggle={(key, value) => dispatch({ type: 'toggle', key, value })}
          onSetChannel={(channel, value) => dispatch({ type: 'setChannel', channel, value })}
        />
        {state.step === 0 && deviceSettings}
      </ModalBody>
      {state.step !== 0 && (
        <footer className={styles.footer}>
          <Button onClick={handleSave} disabled={!changed || save.isPending}>
            {save.isPending ? t('settings.saving') : t('settings.save')}
          </Button>
        </footer>
      )}
    </Modal>
  );
}

/**
 * Each step's title. A table of keys and one `t` call: five calls through the `t` type in one
 * function passed the compiler's limit of type instantiations as the locale files grew.
 */
const STEP_TITLES = {
  0: 'settings.title',
  1: 'settings.publicationsTitle',
  2: 'settings.feedTitle',
  3: 'settings.rppTitle',
  4: 'settings.rppTypesTitle',
} as const satisfies Record<SettingsStep, string>;
