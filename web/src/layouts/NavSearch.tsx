import SearchOutlined from '@ant-design/icons/SearchOutlined';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useNavigate } from 'react-router-dom';
import type { SuggestSearchBoxProps } from '../features/search/components/SuggestSearchBox';
import { SEARCH_TEXT_MAX } from '../features/search/search-query';
import styles from './NavSearch.module.css';

// The box with suggestions (antd AutoComplete and Input, some 45 kB) is split from the first
// load: the bar shows a plain input of the same look until it arrives, fetched as soon as the box
// is pointed at or focused (not at idle: most visits never search from the bar, and a page busy
// loading its own data should not share the line with it). Typing carries over.
const loadBox = () =>
  import('../features/search/components/SuggestSearchBox').then((m) => m.SuggestSearchBox);

export interface NavSearchHandle {
  focus(): void;
}

interface NavSearchProps {
  ref?: Ref<NavSearchHandle>;
  id?: string;
  className?: string;
  /** A search was sent or a suggestion chosen (the small-screen bar folds the box away). */
  onDone?: () => void;
  /** Escape in the box with no suggestions open. */
  onDismiss?: () => void;
}

const PLACEHOLDER = 'Search parts, makes, models…';

/**
 * What the focused stand-in held when the real box replaced it: the box takes it over. Shift+Tab
 * from the cart reaches the search button first; without its own handover the swap dropped that
 * focus on the page's body.
 */
interface Handover {
  start: number | null;
  end: number | null;
  onButton: boolean;
}

/**
 * The navigation bar's search: suggestions as the buyer types, like the box on /search; sending
 * it opens /search?q={text}. Not shown on /search itself, which has its own box.
 */
export function NavSearch({ ref, id, className, onDone, onDismiss }: NavSearchProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [Box, setBox] = useState<ComponentType<SuggestSearchBoxProps> | null>(null);
  const handover = useRef<Handover | null>(null);
  const [typingAtSwap, setTypingAtSwap] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const loading = useRef(false);

  useImperativeHandle(ref, () => ({
    focus: () => root.current?.querySelector('input')?.focus(),
  }));

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadBox().then(
      (component) => {
        const plain = root.current?.querySelector('input');
        const focused = !!plain && document.activeElement === plain;
        if (focused)
          handover.current = {
            start: plain.selectionStart,
            end: plain.selectionEnd,
            onButton: false,
          };
        else if (document.activeElement === root.current?.querySelector('button'))
          handover.current = { start: null, end: null, onButton: true };
        setTypingAtSwap(focused);
        setBox(() => component);
      },
      // A failed fetch (offline): the plain box still searches; pointing at it tries again.
      () => {
        loading.current = false;
      },
    );
  }, []);

  // The real box keeps the stand-in's focus and caret, so typing carries on where it was.
  useEffect(() => {
    const caret = handover.current;
    if (!Box || !caret) return;
    handover.current = null;
    if (caret.onButton) {
      // The box's own search button is its last one (a clear button may come before it).
      const buttons = root.current?.querySelectorAll('button');
      buttons?.[buttons.length - 1]?.focus();
      return;
    }
    const box = root.current?.querySelector('input');
    box?.focus();
    if (caret.start !== null) box?.setSelectionRange(caret.start, caret.end);
  }, [Box]);

  const submit = (sent: string, cleared = false) => {
    // The clear button only empties the box here; on /search it drops the page's text.
    if (cleared) return;
    const q = sent.trim();
    navigate(q ? `/search?${new URLSearchParams({ q })}` : '/search');
    setText('');
    onDone?.();
  };

  // An open dropdown takes the Escape itself (it stops there); the next one reaches here.
  const dismissOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDismiss?.();
  };

  return (
    <div
      ref={root}
      id={id}
      role="search"
      className={`${styles.root} ${className ?? ''}`}
      onPointerEnter={load}
      onFocus={load}
      onKeyDown={dismissOnEscape}
    >
      {Box ? (
        <Box
          text={text}
          onTextChange={setText}
          onSearch={submit}
          onChosen={() => {
            setText('');
            onDone?.();
          }}
          size="middle"
          placeholder={PLACEHOLDER}
          initiallyOpen={typingAtSwap}
          className={styles.box}
          data-testid="nav-search-input"
        />
      ) : (
        <form
          className={styles.plain}
          data-testid="nav-search-input"
          onSubmit={(event) => {
            event.preventDefault();
            submit(text);
          }}
        >
          <input
            className={styles.plainInput}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={PLACEHOLDER}
            aria-label="Search parts"
            maxLength={SEARCH_TEXT_MAX}
            autoComplete="off"
          />
          <button type="submit" className={styles.plainButton} aria-label="search">
            <SearchOutlined />
          </button>
        </form>
      )}
    </div>
  );
}
