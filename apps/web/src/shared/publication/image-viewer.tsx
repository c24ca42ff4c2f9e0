import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, MinusIcon, PlusIcon } from '../ui/icons.tsx';
import { Modal, ModalClose, ModalTitle } from '../ui/modal.tsx';
import { nextZoom, wheelZoomDelta, ZOOM_BUTTON_STEP, ZOOM_MAX, ZOOM_MIN } from './zoom.ts';
import styles from './image-viewer.module.css';

/** The full-screen image viewer: zoom 1×–4× with the wheel (step 0.1) or +/-; Escape closes. */
export function ImageViewer({ src, onClose }: { src: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(ZOOM_MIN);
  // A callback ref (React 19 runs its cleanup): the dialog mounts its content later, in a portal.
  const stageRef = useCallback((stage: HTMLDivElement | null) => {
    if (!stage) return;
    // A non-passive listener: the wheel zooms instead of scrolling the page.
    const handleWheel = (event: WheelEvent) => {
      event.preventDefault();
      setZoom((current) => nextZoom(current, wheelZoomDelta(event.deltaY)));
    };
    stage.addEventListener('wheel', handleWheel, { passive: false });
    return () => stage.removeEventListener('wheel', handleWheel);
  }, []);

  return (
    <Modal size="full" scroll="body" backdrop="black" onClose={onClose}>
      <ModalTitle className="visually-hidden">{t('publication.imageViewer')}</ModalTitle>
      <div ref={stageRef} className={styles.stage} data-testid="image-stage">
        <img
          src={src}
          alt=""
          className={styles.image}
          style={{ transform: `scale(${zoom})` }}
          data-zoom={zoom}
        />
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => setZoom((current) => nextZoom(current, -ZOOM_BUTTON_STEP))}
          disabled={zoom <= ZOOM_MIN}
          aria-label={t('publication.zoomOut')}
        >
          <MinusIcon size={20} />
        </button>
        <output className={styles.level} aria-live="polite">
          {t('publication.zoomLevel', { zoom: zoom.toFixed(1) })}
        </output>
        <button
          type="button"
          className={styles.control}
          onClick={() => setZoom((current) => nextZoom(current, ZOOM_BUTTON_STEP))}
          disabled={zoom >= ZOOM_MAX}
          aria-label={t('publication.zoomIn')}
        >
          <PlusIcon size={20} />
        </button>
        <ModalClose className={styles.control} aria-label={t('publication.close')}>
          <CloseIcon size={20} />
        </ModalClose>
      </div>
    </Modal>
  );
}
