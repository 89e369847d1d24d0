import { Image } from '@arco-design/web-react';
import { IconImage } from '@arco-design/web-react/icon';
import { useT } from '@/app/i18n/useT';
import './CommentImages.css';

type CommentImagesProps = { urls: readonly string[]; size?: number };

const SHOWN = 3;

/**
 * Thumbnails through the image proxy, previewable as a group. A picture the proxy cannot fetch (offline,
 * expired CDN link) shows a placeholder instead of a broken image.
 */
export const CommentImages = ({ urls, size = 32 }: CommentImagesProps) => {
  const t = useT();
  if (!urls.length) return null;
  const placeholder = (
    <span className="comment-images__placeholder" style={{ width: size, height: size }}>
      <IconImage />
    </span>
  );
  return (
    <Image.PreviewGroup>
      <span className="comment-images">
        {urls.map((url, index) => (
          <Image
            key={url}
            src={url}
            width={size}
            height={size}
            alt={t('comments.column.images')}
            className={index < SHOWN ? 'comment-images__thumb' : 'comment-images__thumb--hidden'}
            error={placeholder}
            loader={placeholder}
            lazyload
          />
        ))}
        {urls.length > SHOWN ? <span className="comment-images__more">+{urls.length - SHOWN}</span> : null}
      </span>
    </Image.PreviewGroup>
  );
};
