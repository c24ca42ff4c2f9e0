import type { NoticeSettings } from '@app/contract';
import { FEED_NOTICE_TYPES } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { MenuGroup, MenuRow } from '../../../shared/ui/menu-rows.tsx';
import { Switch } from '../../../shared/ui/switch.tsx';
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
  switch (props.step) {
    case 0:
      return <MainStep {...props} />;
    case 1:
      return <PublicationsStep {...props} />;
    case 2:
      return <FeedStep {...props} />;
    case 3:
      return <RppStep {...props} />;
    case 4:
      return <RppTypesStep {...props} />;
  }
}

/** 'All on', 'All off' or 'n of m on' for a menu row's hint. */
function useSummary(settings: NoticeSettings): (keys: readonly SettingKey[]) => string {
  const { t } = useTranslation();
  return (keys) => {
    const on = countOn(settings, keys);
    if (on === keys.length) return t('settings.allOn');
    if (on === 0) return t('settings.allOff');
    return t('settings.enabledCount', { count: on, total: keys.length });
  };
}

function MainStep({ settings, paid, onOpen }: SettingsStepViewProps) {
  const { t } = useTranslation();
  const summary = useSummary(settings);
  return (
    <>
      <p className={styles.intro}>{t('settings.intro')}</p>
      <MenuGroup>
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
      </MenuGroup>
    </>
  );
}

/** Step 1's switch labels, by key. */
const PUBLICATION_LABELS = {
  notification_reply_to_comment: 'settings.answers',
  notification_comment_like: 'settings.likes',
  notification_wiki: 'settings.wiki',
} as const satisfies Record<(typeof PUBLICATION_KEYS)[number], string>;

function PublicationsStep({ settings, onOpen, onToggle }: SettingsStepViewProps) {
  const { t } = useTranslation();
  const summary = useSummary(settings);
  return (
    <>
      <p className={styles.intro}>{t('settings.publicationsText')}</p>
      <MenuGroup>
        {PUBLICATION_KEYS.map((key) => (
          <Switch
            key={key}
            label={t(PUBLICATION_LABELS[key])}
            checked={isOn(settings, key)}
            onChange={(value) => onToggle(key, value)}
          />
        ))}
      </MenuGroup>
      <MenuGroup>
        <MenuRow
          label={t('settings.feedTitle')}
          hint={summary(CHANNEL_KEYS.feed)}
          onClick={() => onOpen(2)}
        />
      </MenuGroup>
    </>
  );
}

function FeedStep(props: SettingsStepViewProps) {
  const { t } = useTranslation();
  const { settings, onOpen } = props;
  const summary = useSummary(settings);
  return (
    <>
      <p className={styles.intro}>{t('settings.feedText')}</p>
      <ChannelSwitch channel="feed" label={t('settings.feedAll')} {...props} />
      <TypeSwitches channel="feed" {...props} />
      {props.paid && (
        <>
          <h3 className={styles.sectionTitle}>{t('settings.rppTitle')}</h3>
          <MenuGroup>
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
          </MenuGroup>
        </>
      )}
    </>
  );
}

function RppStep(props: SettingsStepViewProps) {
  const { t } = useTranslation();
  const summary = useSummary(props.settings);
  return (
    <>
      <p className={styles.intro}>{t('settings.rppText')}</p>
      <ChannelSwitch channel="rpp" label={t('settings.rppAll')} {...props} />
      <MenuGroup>
        <MenuRow
          label={t('settings.chooseTypes')}
          hint={summary(CHANNEL_KEYS.rpp)}
          onClick={() => props.onOpen(4)}
        />
      </MenuGroup>
    </>
  );
}

function RppTypesStep(props: SettingsStepViewProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.intro}>{t('settings.rppText')}</p>
      <TypeSwitches channel="rpp" {...props} />
    </>
  );
}

type ChannelProps = SettingsStepViewProps & { channel: FeedChannel };

/** A channel's all-on toggle, set apart in its own group. */
function ChannelSwitch({
  channel,
  label,
  settings,
  onSetChannel,
}: ChannelProps & { label: string }) {
  const { t } = useTranslation();
  return (
    <MenuGroup>
      <Switch
        label={label}
        hint={t('settings.allHint')}
        checked={allOn(settings, channel)}
        onChange={(value) => onSetChannel(channel, value)}
        strong
      />
    </MenuGroup>
  );
}

/** One toggle per publication type of a channel. */
function TypeSwitches({ channel, settings, onToggle }: ChannelProps) {
  const { t } = useTranslation();
  return (
    <MenuGroup>
      {FEED_NOTICE_TYPES.map((type, index) => {
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
      })}
    </MenuGroup>
  );
}
