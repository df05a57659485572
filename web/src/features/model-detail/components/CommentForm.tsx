import SendOutlined from '@ant-design/icons/SendOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { usePostCommentMutation } from '../../listings/listingsApi';
import { showToast } from '../../notifications/toastSlice';
import { COMMENT_BODY_MAX } from '../text-limits';
import styles from './Discussion.module.css';

/** Ask the creator or tell others how it went; Post is off while the text is empty or sending. */
export function CommentForm({ listingId }: { listingId: string }) {
  const dispatch = useAppDispatch();
  const [body, setBody] = useState('');
  const [postComment, { isLoading }] = usePostCommentMutation();
  const canPost = body.trim() !== '' && !isLoading;

  const post = async () => {
    if (!canPost) return;
    try {
      await postComment({ listingId, bodyMd: body.trim() }).unwrap();
    } catch {
      return; // 'Failed to post comment. Please try again.' comes from the one error path.
    }
    setBody('');
    dispatch(showToast({ kind: 'success', title: 'Comment posted' }));
  };

  return (
    <form
      className={styles.form}
      data-testid="comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        void post();
      }}
    >
      <label htmlFor="comment-body" className="pp-visually-hidden">
        Your comment or question
      </label>
      <Input.TextArea
        id="comment-body"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        maxLength={COMMENT_BODY_MAX}
        autoSize={{ minRows: 2, maxRows: 8 }}
        placeholder="Ask the creator a question or share your print. Markdown works."
        data-testid="comment-body-input"
      />
      <div className={styles.formActions}>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined aria-hidden />}
          disabled={!canPost}
          loading={isLoading}
          data-testid="comment-submit"
        >
          Post Comment
        </Button>
      </div>
    </form>
  );
}
