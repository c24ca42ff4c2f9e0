import { useTranslation } from 'react-i18next';
import { MenuGroup } from '../../../shared/ui/menu-rows.tsx';
import { Switch } from '../../../shared/ui/switch.tsx';
import { usePushDevice } from '../hooks/use-push-device.ts';
import { PushPermissionDismissedError, type PushDeviceState } from '../lib/push-device.ts';
import styles from './push-toggle.module.css';

/** Why the switch cannot be used, for the states that lock it. */
const LOCKED_HINTS = {
  unsupported: 'push.unsupported',
  'no-worker': 'push.noWorker',
  denied: 'push.denied',
} as const satisfies Partial<Record<PushDeviceState, string>>;

/**
 * "Push notifications on this device": shows whether this browser holds a subscription and
 * turns it on (permission, subscription, server) or off. Locked, with the reason under it, when
 * the browser cannot do push; a failure is said under the switch, which keeps the real state.
 */
export function PushToggle() {
  const { t } = useTranslation();
  const { device, toggle } = usePushDevice();
  // A browser that throws on reading (no secure context) cannot do push either.
  const state: PushDeviceState | undefined = device.isError ? 'unsupported' : device.data;
  const switchable = state === 'on' || state === 'off';
  let hint: string = t('push.hint');
  if (state === undefined) hint = t('push.checking');
  else if (!switchable) hint = t(LOCKED_HINTS[state]);
  else if (toggle.isPending) hint = toggle.variables ? t('push.turningOn') : t('push.turningOff');

  let error: string | null = null;
  if (toggle.error instanceof PushPermissionDismissedError) error = t('push.dismissed');
  else if (toggle.error) error = toggle.variables ? t('push.onFailed') : t('push.offFailed');

  return (
    <>
      <MenuGroup>
        <Switch
          label={t('push.toggle')}
          hint={hint}
          checked={state === 'on'}
          locked={!switchable || toggle.isPending}
          onChange={(on) => toggle.mutate(on)}
        />
      </MenuGroup>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
