import { Input } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';

type DebouncedInputProps = {
  value: string;
  onCommit: (value: string) => void;
  label: string;
  placeholder?: string;
  /** Quiet time before a typed value is applied; Enter and clear apply at once. */
  delayMs?: number;
  width?: number | string;
};

export const SEARCH_DEBOUNCE_MS = 400;

/** A text filter that applies what is typed once the user pauses, not on every keystroke. */
export const DebouncedInput = ({
  value,
  onCommit,
  label,
  placeholder,
  delayMs = SEARCH_DEBOUNCE_MS,
  width,
}: DebouncedInputProps) => {
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const committed = useRef(value);

  // The address changed (reset, shared link, today's panel): show it unless the user is mid-edit.
  useEffect(() => {
    committed.current = value;
    setDraft((current) => (timer.current === undefined ? value : current));
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (next.trim() !== committed.current) {
      committed.current = next.trim();
      onCommit(next.trim());
    }
  };

  return (
    <Input
      allowClear
      aria-label={label}
      placeholder={placeholder}
      value={draft}
      style={{ width }}
      onChange={(next) => {
        setDraft(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), delayMs);
      }}
      onPressEnter={() => commit(draft)}
      onClear={() => commit('')}
    />
  );
};
