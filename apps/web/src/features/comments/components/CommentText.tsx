import { Tooltip, type TooltipProps } from '@arco-design/web-react';
import './CommentText.css';

type CommentTextProps = {
  text: string;
  /** Lines shown before the rest is cut with an ellipsis (the whole text is in the tooltip). */
  lines?: number;
  className?: string;
  /** Where the full text shows: beside the cell when the cell has buttons of its own below the text. */
  position?: TooltipProps['position'];
};

/**
 * Below the settings button (z-index 200) and the page's modals: a long text's tooltip must never cover
 * the settings button (Arco's popups default to 1000).
 */
const POPUP_STYLE = { zIndex: 190 };

/**
 * User-written text, always as text: React escapes it, so `<img onerror=…>` in a comment shows as typed.
 * Never route it through dangerouslySetInnerHTML or a rich-text renderer.
 */
export const CommentText = ({ text, lines = 2, className, position = 'tl' }: CommentTextProps) => (
  <Tooltip
    content={<span className="comment-text__tooltip">{text}</span>}
    disabled={!text}
    position={position}
    triggerProps={{ popupStyle: POPUP_STYLE }}
  >
    <span
      className={`comment-text${className ? ` ${className}` : ''}`}
      style={{ WebkitLineClamp: lines }}
      data-testid="comment-text"
    >
      {text}
    </span>
  </Tooltip>
);
