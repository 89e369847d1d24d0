import { Tooltip } from '@arco-design/web-react';
import './CommentText.css';

type CommentTextProps = {
  text: string;
  /** Lines shown before the rest is cut with an ellipsis (the whole text is in the tooltip). */
  lines?: number;
  className?: string;
};

/**
 * User-written text, always as text: React escapes it, so `<img onerror=…>` in a comment shows as typed.
 * Never route it through dangerouslySetInnerHTML or a rich-text renderer.
 */
export const CommentText = ({ text, lines = 2, className }: CommentTextProps) => (
  <Tooltip content={<span className="comment-text__tooltip">{text}</span>} disabled={!text} position="tl">
    <span
      className={`comment-text${className ? ` ${className}` : ''}`}
      style={{ WebkitLineClamp: lines }}
      data-testid="comment-text"
    >
      {text}
    </span>
  </Tooltip>
);
