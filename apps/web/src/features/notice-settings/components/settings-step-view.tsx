import type { NoticeSettings } from '@app/contract';
import { FEED_NOTICE_TYPES } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../shared/ui/icons.tsx';
import {
  allOn,
  CHANNEL_KEYS,
  countOn,
  isOn,
  PUBLICATION_KEYS,
  type FeedChannel,
  type SettingKey,
  type SettingsStep,
} from '../lib/settings-steps.ts';
import styles from './notice-settings.module.css';
import { Switch } from '../../../shared/ui/switch.tsx';

export interface SettingsStepViewProps {
  step: SettingsStep;
  settings: NoticeSettings;
  paid: boolean;
  onOpen: (step: SettingsStep) => void;
  onToggle: (key: SettingKey, value: boolean) => void;
  onSetChannel: (channel: FeedChannel, value: boolean) => void;
}

/** What each step shows: menus of the next steps and the toggles of its settings. */
export function SettingsStepView(props: SettingsStepViewProps) {
  const { t } = useTranslation();
  const { step, settings, paid, onOpen, onToggle, onSetChannel } = props;
  const summary = (keys: readonly SettingKey[]) => {
    const on = countOn(settings, keys);
    if (on === keys.length) return t('settings.allOn');
    if (on === 0) return t('settings.allOff');
    return t('settings.enabledCount', { count: on, total: keys.length });
  };
  const typeSwitches = (channel: FeedChannel) =>
    FEED_NOTICE_TYPES.map((type, index) => {
      const key = CHANNEL_KEYS[channel][index];
      if (!key) return null;
      return (
        <Switch
          key={key}
          label={t(`settings.types.${type}`)}
          checked={isOn(settings, key)}
          onChange={(value) => onToggle(key, value)}
        />
      );
    });

  switch (step) {
    case 0:
      return (
        <>
          <p className={styles.intro}>{t('settings.intro')}</p>
          <div className={styles.menu}>
            <MenuRow
              label={t('settings.publicationsTitle')}
              hint={summary(PUBLICATION_KEYS)}
              onClick={() => onOpen(1)}
            />
            <MenuRow
              label={t('settings.feedTitle')}
              hint={summary(CHANNEL_KEYS.feed)}
              onClick={() => onOpen(2)}
            />
            {paid && (
              <MenuRow
                label={t('settings.rppTitle')}
                hint={summary(CHANNEL_KEYS.rpp)}
                onClick={() => onOpen(3)}
              />
            )}
          </div>
        </>
      );
    case 1:
      return (
        <>
          <p className={styles.intro}>{t('settings.publicationsText')}</p>
          <div className={styles.group}>
            <Switch
              label={t('settings.answers')}
              checked={isOn(settings, 'notification_reply_to_comment')}
              onChange={(value) => onToggle('notification_reply_to_comment', value)}
            />
            <Switch
              label={t('settings.likes')}
              checked={isOn(settings, 'notification_comment_like')}
              onChange={(value) => onToggle('notification_comment_like', value)}
            />
            <Switch
              label={t('settings.wiki')}
              checked={isOn(settings, 'notification_wiki')}
              onChange={(value) => onToggle('notification_wiki', value)}
            />
          </div>
          <div className={styles.menu}>
            <MenuRow
              label={t('settings.feedTitle')}
              hint={summary(CHANNEL_KEYS.feed)}
              onClick={() => onOpen(2)}
            />
          </div>
        </>
      );
    case 2:
      return (
        <>
          <p className={styles.intro}>{t('settings.feedText')}</p>
          <div className={styles.group}>
            <Switch
              label={t('settings.feedAll')}
              hint={t('settings.allHint')}
              checked={allOn(settings, 'feed')}
              onChange={(value) => onSetChannel('feed', value)}
              strong
            />
          </div>
          <div className={styles.group}>{typeSwitches('feed')}</div>
          {paid && (
            <>
              <h3 className={styles.sectionTitle}>{t('settings.rppTitle')}</h3>
              <div className={styles.menu}>
                <MenuRow
                  label={t('settings.rppAllRow')}
                  hint={t('settings.rppAllHint')}
                  onClick={() => onOpen(3)}
                />
                <MenuRow
                  label={t('settings.rppTypesRow')}
                  hint={summary(CHANNEL_KEYS.rpp)}
                  onClick={() => onOpen(4)}
                />
              </div>
            </>
          )}
        </>
      );
    case 3:
      return (
        <>
          <p className={styles.intro}>{t('settings.rppText')}</p>
          <div className={styles.group}>
            <Switch
              label={t('settings.rppAll')}
              hint={t('settings.allHint')}
              checked={allOn(settings, 'rpp')}
              onChange={(value) => onSetChannel('rpp', value)}
              strong
            />
          </div>
          <div className={styles.menu}>
            <MenuRow
              label={t('settings.chooseTypes')}
              hint={summary(CHANNEL_KEYS.rpp)}
              onClick={() => onOpen(4)}
            />
          </div>
        </>
      );
    case 4:
      return (
        <>
          <p className={styles.intro}>{t('settings.rppText')}</p>
          <div className={styles.group}>{typeSwitches('rpp')}</div>
        </>
      );
  }
}

function MenuRow({ label, hint, onClick }: { label: string; hint: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.menuRow} onClick={onClick}>
      <span className={styles.menuText}>
        <span className={styles.menuLabel}>{label}</span>
        <span className={styles.hint}>{hint}</span>
      </span>
      <ChevronDownIcon size={20} className={styles.chevron} />
    </button>
  );
}
