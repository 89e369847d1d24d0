import { Image } from '@arco-design/web-react';
import { IconImage, IconImageClose } from '@arco-design/web-react/icon';
import { useT } from '@/app/i18n/useT';
import './CommentImages.css';

type CommentImagesProps = { urls: readonly string[]; size?: number };

const SHOWN = 3;

/** The CDN address behind a proxy URL (`/images/<host>/<path>?…&nd_exp=…`), for the "open the original" link. */
const originalOf = (proxyUrl: string): string => {
  const match = /^\/images(?:-na)?\/([^/]+)\/(.*?)(?:[?&]nd_exp=.*)?$/.exec(proxyUrl);
  return match ? `https://${match[1]}/${match[2]}` : proxyUrl;
};

/**
 * Thumbnails through the image proxy, previewable as a group. A picture the proxy cannot fetch (CDN
 * unreachable, expired link) shows an "image unavailable" mark that links to the original address.
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
            error={
              <a
                className="comment-images__unavailable"
                style={{ width: size, height: size }}
                href={originalOf(url)}
                target="_blank"
                rel="noreferrer noopener"
                title={t('comments.image.unavailable')}
                aria-label={t('comments.image.unavailable')}
                data-testid="image-unavailable"
              >
                <IconImageClose />
              </a>
            }
            loader={placeholder}
            lazyload
          />
        ))}
        {urls.length > SHOWN ? <span className="comment-images__more">+{urls.length - SHOWN}</span> : null}
      </span>
    </Image.PreviewGroup>
  );
};
