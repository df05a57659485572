import { useState } from 'react';
import { SuggestSearchBox } from './SuggestSearchBox';

interface SearchBoxProps {
  /** The address's search text. */
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
  className?: string;
}

/**
 * The search text box, with suggestions as the buyer types. What is typed stays the box's own
 * until it is sent; a new address (a chip removed, Clear All, a link) puts its text in the box.
 * The box keeps its focus when it sends, so the next words can be typed straight away. A vehicle
 * chosen from the suggestions opens its own search, without the text.
 */
export function SearchBox({ value, onSearch, className }: SearchBoxProps) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }

  return (
    <SuggestSearchBox
      text={text}
      onTextChange={setText}
      onSearch={(sent) => onSearch(sent.trim() || undefined)}
      onChosen={(item) => {
        if (item.kind === 'vehicle') setText('');
      }}
      className={className}
      data-testid="search-input"
    />
  );
}
