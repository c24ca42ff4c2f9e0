import type { Publication, PublicationVideo } from '@app/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/current-user.ts';
import { CheckIcon, CloseIcon, PlayIcon } from '../ui/icons.tsx';
import { engagementControls } from './engagement-rules.ts';
import { logNamedClick } from './log-click.ts';
import { useReturnFocus } from '../ui/use-return-focus.ts';
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
  const toggleItemViewed = useToggleItemViewed();
  const [currentPk, setCurrentPk] = useState(initialVideoPk);
  const [chosenService, setChosenService] = useState<VideoService | null>(null);
  const returnFocus = useReturnFocus();
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
  const src = service ? playerUrl(video, service) : null;

  const selectVideo = (next: PublicationVideo, nextIndex: number) => {
    setCurrentPk(next.pk);
    setChosenService(null);
    logNamedClick('video', videoName(next, nextIndex), {
      publication: publication.id,
      publication_item: next.pk,
    });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{videoName(video, index)}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('publication.close')}>
              <CloseIcon size={22} />
            </Dialog.Close>
          </header>
          <div className={styles.player}>
            {src ? (
              <iframe
                key={`${video.pk}-${service}`}
                src={src}
                title={videoName(video, index)}
                data-publication-item={video.pk}
                allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
                allowFullScreen
              />
            ) : (
              <p className={styles.noPlayer}>{t('publication.noPlayer')}</p>
            )}
          </div>
          <div className={styles.toolbar}>
            {services.length > 1 && (
              <div className={styles.switch} role="group" aria-label={t('publication.player')}>
                {services.map((option) => (
                  <button
                    key={option}
                    type="button"
                    className={styles.switchButton}
                    aria-pressed={option === service}
                    onClick={() => setChosenService(option)}
                  >
                    {t(option === 'first' ? 'publication.playerFirst' : 'publication.playerSecond')}
                  </button>
                ))}
              </div>
            )}
            {controls.itemViewed && (
              <label className={styles.viewed}>
                <input
                  type="checkbox"
                  checked={video.is_view}
                  onChange={(event) =>
                    toggleItemViewed.mutate({
                      publicationId: publication.id,
                      itemId: video.pk,
                      viewed: event.target.checked,
                    })
                  }
                />
                {t('publication.itemViewed')}
              </label>
            )}
          </div>
          {controls.itemViewed && <p className={styles.reminder}>{t('publication.reminder')}</p>}
          {videos.length > 1 && (
            <nav aria-label={t('publication.videoList')}>
              <h3 className={styles.listTitle}>{t('publication.videoList')}</h3>
              <ol className={styles.list}>
                {videos.map((entry, entryIndex) => (
                  <li key={entry.pk}>
                    <button
                      type="button"
                      className={styles.listItem}
                      aria-current={entry.pk === video.pk ? 'true' : undefined}
                      onClick={() => selectVideo(entry, entryIndex)}
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
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
