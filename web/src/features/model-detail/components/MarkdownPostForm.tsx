import SendOutlined from '@ant-design/icons/SendOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import type { ReactNode } from 'react';
import styles from './Discussion.module.css';

interface MarkdownPostFormProps {
  /** Names the form's parts: `{name}-form`, `{name}-body-input`, `{name}-submit` (tests use them). */
  name: string;
  body: string;
  onBodyChange: (body: string) => void;
  /** The longest text the server takes. */
  limit: number;
  /** The text box's label for screen readers. */
  label: string;
  placeholder: string;
  submitLabel: string;
  pending: boolean;
  /** Called with a non-empty text, never while a post is pending. */
  onSubmit: () => void;
  rows?: { minRows: number; maxRows: number };
  /** Above the text box: a heading, the review's stars. */
  children?: ReactNode;
}

/**
 * A Markdown text box with a submit button, shared by reviews and comments (docs/product.md §5:
 * the button is off while the text is empty or a post is pending).
 */
export function MarkdownPostForm({
  name,
  body,
  onBodyChange,
  limit,
  label,
  placeholder,
  submitLabel,
  pending,
  onSubmit,
  rows = { minRows: 3, maxRows: 10 },
  children,
}: MarkdownPostFormProps) {
  const canPost = body.trim() !== '' && !pending;
  const inputId = `${name}-body`;

  return (
    <form
      className={styles.form}
      data-testid={`${name}-form`}
      onSubmit={(event) => {
        event.preventDefault();
        if (canPost) onSubmit();
      }}
    >
      {children}
      <label htmlFor={inputId} className="pp-visually-hidden">
        {label}
      </label>
      <Input.TextArea
        id={inputId}
        value={body}
        onChange={(event) => onBodyChange(event.target.value)}
        maxLength={limit}
        autoSize={rows}
        placeholder={placeholder}
        data-testid={`${name}-body-input`}
      />
      <div className={styles.formActions}>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined aria-hidden />}
          disabled={!canPost}
          loading={pending}
          data-testid={`${name}-submit`}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
