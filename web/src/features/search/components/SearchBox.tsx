import Input from 'antd/es/input';
import { useState } from 'react';
import { SEARCH_TEXT_MAX } from '../search-query';

interface SearchBoxProps {
  /** The address's search text. */
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
  className?: string;
}

/**
 * The search text box. What is typed stays the box's own until it is sent; a new address (a chip
 * removed, Clear All, a link) puts its text in the box. The box keeps its focus when it sends,
 * so the next words can be typed straight away.
 */
export function SearchBox({ value, onSearch, className }: SearchBoxProps) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }

  return (
    <Input.Search
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder="Search parts, makes, models…"
      aria-label="Search parts"
      maxLength={SEARCH_TEXT_MAX}
      allowClear
      enterButton
      size="large"
      onSearch={(sent) => onSearch(sent.trim() || undefined)}
      className={className}
      data-testid="search-input"
    />
  );
}
