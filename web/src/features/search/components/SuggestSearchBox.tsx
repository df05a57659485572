import CarOutlined from '@ant-design/icons/CarOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import AutoComplete from 'antd/es/auto-complete';
import Input from 'antd/es/input';
import { useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_TEXT_MAX } from '../search-query';
import type { SuggestionItem } from '../suggestions';
import { useSearchSuggestions } from '../useSearchSuggestions';
import styles from './SuggestSearchBox.module.css';

export interface SuggestSearchBoxProps {
  text: string;
  onTextChange: (text: string) => void;
  /**
   * Enter (no suggestion active) or the search button: search for the text as it is. The clear
   * button sends the empty text (`cleared`).
   */
  onSearch: (text: string, cleared: boolean) => void;
  /** A suggestion was chosen; its page is opening. */
  onChosen?: (item: SuggestionItem) => void;
  size?: 'middle' | 'large';
  placeholder?: string;
  /** Show the suggestions for the text from the start (the box replaced one being typed in). */
  initiallyOpen?: boolean;
  className?: string;
  'data-testid'?: string;
}

function SuggestionLabel({ item }: { item: SuggestionItem }) {
  return (
    <span className={styles.option}>
      <span className={styles.thumb} aria-hidden>
        {item.kind === 'vehicle' ? (
          <CarOutlined />
        ) : item.imageUrl ? (
          <img src={item.imageUrl} alt="" width={36} height={36} loading="lazy" decoding="async" />
        ) : (
          <PictureOutlined />
        )}
      </span>
      <span className={styles.name}>{item.name}</span>
      {item.years && <span className={styles.years}>{item.years}</span>}
    </span>
  );
}

/**
 * A search box offering parts and vehicles as the buyer types (antd AutoComplete over the
 * search input). Arrows move through the suggestions, Enter on one opens its page (a part's
 * model page, a vehicle's /search), Enter with none picked by the arrows searches the text,
 * Escape closes. No suggestion is active until an arrow key picks one, so Enter keeps searching
 * by default; a click on one opens it too.
 */
export function SuggestSearchBox({
  text,
  onTextChange,
  onSearch,
  onChosen,
  size = 'large',
  placeholder = 'Search parts, makes, models…',
  initiallyOpen = false,
  className,
  'data-testid': testId,
}: SuggestSearchBoxProps) {
  const navigate = useNavigate();
  const [open, setOpenState] = useState(initiallyOpen);
  // Nothing is asked until the box is used: /search?q= opens with text the buyer did not type.
  const [used, setUsed] = useState(initiallyOpen);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (next) setUsed(true);
  };
  const groups = useSearchSuggestions(used ? text : '');
  // The option the arrows (or the mouse) rest on, if any, and whether the arrows moved since the
  // last letter typed: Enter opens the option only then. A pointer resting where the list opens
  // makes an option active too, and Enter must not take the buyer somewhere they did not pick.
  const active = useRef<string | null>(null);
  const arrowed = useRef(false);
  // The key being handled: Enter never opens the list (it just searched), Tab never opens a
  // page. The list reacts to a key within the same event, so the key is forgotten right after.
  const keyDown = useRef<string | null>(null);

  const byPath = useMemo(
    () => new Map(groups.flatMap((group) => group.items.map((item) => [item.path, item]))),
    [groups],
  );
  const options = useMemo(
    () =>
      groups.map((group) => ({
        key: group.label,
        label: <span className={styles.group}>{group.label}</span>,
        title: group.label,
        options: group.items.map((item) => ({
          value: item.path,
          title: item.name,
          'aria-label': item.spoken,
          label: <SuggestionLabel item={item} />,
        })),
      })),
    [groups],
  );
  const shown = open && options.length > 0;

  const choose = (path: string) => {
    setOpen(false);
    if (keyDown.current === 'Tab' || (keyDown.current === 'Enter' && !arrowed.current)) return;
    const item = byPath.get(path);
    if (!item) return;
    navigate(item.path);
    onChosen?.(item);
  };

  const search = (
    sent: string | undefined,
    event: SyntheticEvent | undefined,
    info: { source?: 'clear' | 'input' } | undefined,
  ) => {
    // Enter on an active suggestion: the list opens it (choose), this is no search.
    const onOption = shown && arrowed.current && active.current !== null;
    if (info?.source === 'input' && event?.type === 'keydown' && onOption) return;
    setOpen(false);
    onSearch(sent ?? text, info?.source === 'clear');
  };

  return (
    <AutoComplete
      value={text}
      options={options}
      open={shown}
      onOpenChange={(next) => {
        if (next && keyDown.current === 'Enter') return;
        setOpen(next);
      }}
      showSearch={{
        filterOption: false,
        onSearch: (typed) => {
          arrowed.current = false;
          onTextChange(typed);
          setOpen(true);
        },
      }}
      onActive={(value) => {
        active.current = value ?? null;
      }}
      onSelect={choose}
      defaultActiveFirstOption={false}
      // Ten options at most: real DOM options let aria-activedescendant name the one on screen.
      virtual={false}
      listHeight={480}
      className={className}
      classNames={{ popup: { root: styles.popup } }}
    >
      <Input.Search
        placeholder={placeholder}
        aria-label="Search parts"
        maxLength={SEARCH_TEXT_MAX}
        allowClear
        enterButton
        size={size}
        onSearch={search}
        onKeyDown={(event) => {
          keyDown.current = event.key;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') arrowed.current = true;
          setTimeout(() => {
            keyDown.current = null;
          });
          // Escape closes the list and keeps the text (a search input would clear it too).
          if (event.key === 'Escape' && shown) event.preventDefault();
        }}
        onBlur={() => setOpen(false)}
        data-testid={testId}
      />
    </AutoComplete>
  );
}
