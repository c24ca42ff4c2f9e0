import type { Publication, PublicationVideo } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/current-user.ts';
import { CheckIcon, PlayIcon } from '../ui/icons.tsx';
import { Modal, ModalHeader } from '../ui/modal.tsx';
import { engagementControls } from './engagement-rules.ts';
import { logNamedClick } from './log-click.ts';
import { useFrameFocusLogging } from './use-frame-focus-logging.ts';
import { useToggleItemViewed } from './use-toggle-viewed.ts';
import { useVideoName } from './video-thumbnails.tsx';
import { availableServices, defaultService, playerUrl, type VideoService } from './video-source.ts';
import styles from './video-modal.module.css';

/**
 * The video modal of a post: the main player (first service by default when its domain is
 * present, autoplaying), a switch between the two players, every video of the post to switch
 * to, and for non-staff a per-video 'viewed' toggle with a reminder.
 */
export function VideoModal({
  publication,
  initialVideoPk,
  onClose,
}: {
  publication: Publication;
  initialVideoPk: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const videoName = useVideoName();
  const [currentPk, setCurrentPk] = useState(initialVideoPk);
  const [chosenService, setChosenService] = useState<VideoService | null>(null);
  useFrameFocusLogging(publication.id);

  const videos = publication.videos;
  const index = Math.max(
    0,
    videos.findIndex((video) => video.pk === currentPk),
  );
  const video = videos[index];
  const controls = engagementControls(user, {
    is_show_view_button: publication.is_show_view_button,
    videoCount: videos.length,
  });
  if (!video) return null;

  const services = availableServices(video);
  const service =
    chosenService && services.includes(chosenService) ? chosenService : defaultService(video);

  const selectVideo = (next: PublicationVideo, nextIndex: number) => {
    setCurrentPk(next.pk);
    setChosenService(null);
    logNamedClick('video', videoName(next, nextIndex), {
      publication: publication.id,
      publication_item: next.pk,
    });
  };

  return (
    <Modal size="large" backdrop="dark" className={styles.content} onClose={onClose}>
      <ModalHeader
        variant="inline"
        className={styles.header}
        title={videoName(video, index)}
        closeLabel={t('publication.close')}
      />
      <VideoPlayer video={video} title={videoName(video, index)} service={service} />
      <div className={styles.toolbar}>
        {services.length > 1 && (
          <PlayerSwitch services={services} current={service} onChoose={setChosenService} />
        )}
        {controls.itemViewed && <ViewedToggle publicationId={publication.id} video={video} />}
      </div>
      {controls.itemViewed && <p className={styles.reminder}>{t('publication.reminder')}</p>}
      {videos.length > 1 && <VideoList videos={videos} current={video} onSelect={selectVideo} />}
    </Modal>
  );
}

/** The player of `service`, autoplaying; a note when the video has no player. */
function VideoPlayer(props: {
  video: PublicationVideo;
  title: string;
  service: VideoService | null;
}) {
  const { t } = useTranslation();
  const { video, service } = props;
  const src = service ? playerUrl(video, service) : null;
  return (
    <div className={styles.player}>
      {src ? (
        <iframe
          key={`${video.pk}-${service}`}
          src={src}
          title={props.title}
          data-publication-item={video.pk}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
        />
      ) : (
        <p className={styles.noPlayer}>{t('publication.noPlayer')}</p>
      )}
    </div>
  );
}

/** Player 1 / Player 2, when the video has both. */
function PlayerSwitch(props: {
  services: readonly VideoService[];
  current: VideoService | null;
  onChoose: (service: VideoService) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.switch} role="group" aria-label={t('publication.player')}>
      {props.services.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.switchButton}
          aria-pressed={option === props.current}
          onClick={() => props.onChoose(option)}
        >
          {t(option === 'first' ? 'publication.playerFirst' : 'publication.playerSecond')}
        </button>
      ))}
    </div>
  );
}

/** The per-video 'viewed' checkbox. */
function ViewedToggle({
  publicationId,
  video,
}: {
  publicationId: number;
  video: PublicationVideo;
}) {
  const { t } = useTranslation();
  const toggleItemViewed = useToggleItemViewed();
  return (
    <label className={styles.viewed}>
      <input
        type="checkbox"
        checked={video.is_view}
        onChange={(event) =>
          toggleItemViewed.mutate({
            publicationId,
            itemId: video.pk,
            viewed: event.target.checked,
          })
        }
      />
      {t('publication.itemViewed')}
    </label>
  );
}

/** Every video of the post, the current one marked, each with its thumbnail and viewed badge. */
function VideoList(props: {
  videos: readonly PublicationVideo[];
  current: PublicationVideo;
  onSelect: (video: PublicationVideo, index: number) => void;
}) {
  const { t } = useTranslation();
  const videoName = useVideoName();
  return (
    <nav aria-label={t('publication.videoList')}>
      <h3 className={styles.listTitle}>{t('publication.videoList')}</h3>
      <ol className={styles.list}>
        {props.videos.map((entry, entryIndex) => (
          <li key={entry.pk}>
            <button
              type="button"
              className={styles.listItem}
              aria-current={entry.pk === props.current.pk ? 'true' : undefined}
              onClick={() => props.onSelect(entry, entryIndex)}
            >
              <span className={styles.listThumb}>
                {entry.video_thumbnail ? (
                  <img src={entry.video_thumbnail} alt="" loading="lazy" />
                ) : (
                  <PlayIcon size={16} />
                )}
              </span>
              <span className={styles.listName}>{videoName(entry, entryIndex)}</span>
              {entry.video_duration && (
                <span className={styles.listMeta}>{entry.video_duration}</span>
              )}
              {entry.is_view && (
                <span className={styles.listViewed} title={t('publication.viewedBadge')}>
                  <CheckIcon size={16} />
                  <span className="visually-hidden">{t('publication.viewedBadge')}</span>
                </span>
              )}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
