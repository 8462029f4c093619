import Image from 'next/image';
import { galleryPictures, PICTURE_VIEW_LABELS } from '@/lib/goods/art';
import styles from './Gallery.module.css';

/** The module's CSS switches between this many pictures. */
const PICTURES_MAX = 6;

/**
 * The product pictures with thumbnails. Switching needs no script: each thumbnail is the label of
 * a visually hidden radio button and CSS shows the picture of the checked one, so the keyboard
 * (arrow keys) and screen readers work as with any radio group.
 */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const pictures = galleryPictures(images).slice(0, PICTURES_MAX);
  if (pictures.length === 0)
    return (
      <div className={styles.gallery} aria-hidden="true">
        <div className={styles.stage} />
      </div>
    );
  const captionOf = (index: number) => {
    const { view } = pictures[index] ?? { view: 'front' as const };
    const sameView = pictures.filter((picture) => picture.view === view).length;
    return sameView > 1 ? `图 ${index + 1}` : PICTURE_VIEW_LABELS[view];
  };
  return (
    <div className={styles.gallery} role="group" aria-label="商品图片">
      {pictures.map((picture, index) => (
        <input key={`control-${picture.src}`} id={`goods-picture-${index}`} className={styles.control} type="radio" name="goods-picture" defaultChecked={index === 0} />
      ))}
      <div className={styles.stage}>
        {pictures.map((picture, index) => (
          <Image
            key={`slide-${picture.src}`}
            className={styles.slide}
            src={picture.src}
            alt={`${name}（${captionOf(index)}）`}
            width={480}
            height={360}
            preload={index === 0}
            fetchPriority={index === 0 ? 'high' : undefined}
            loading={index === 0 ? undefined : 'lazy'}
            unoptimized
          />
        ))}
      </div>
      {pictures.length > 1 ? (
        <div className={styles.thumbs}>
          {pictures.map((picture, index) => (
            <label key={`thumb-${picture.src}`} htmlFor={`goods-picture-${index}`} className={styles.thumb}>
              <Image src={picture.src} alt={captionOf(index)} width={96} height={72} loading="lazy" unoptimized />
            </label>
          ))}
        </div>
      ) : null}
    </div>
  );
}
