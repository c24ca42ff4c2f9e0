import {
  NoticeSettingsPopup,
  type NoticeSettingsPopupProps,
} from '../../features/notice-settings/components/notice-settings-popup.tsx';
import { PushToggle } from '../../features/push/components/push-toggle.tsx';

/** The notification settings popup with this device's push switch under its main menu. */
export function NoticeSettingsWithPush(props: Omit<NoticeSettingsPopupProps, 'deviceSettings'>) {
  return <NoticeSettingsPopup {...props} deviceSettings={<PushToggle />} />;
}
