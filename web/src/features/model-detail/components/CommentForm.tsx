import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { usePostCommentMutation } from '../../listings/listingsApi';
import { showToast } from '../../notifications/toastSlice';
import { COMMENT_BODY_MAX } from '../text-limits';
import { MarkdownPostForm } from './MarkdownPostForm';

/** Ask the creator or tell others how it went; Post is off while the text is empty or sending. */
export function CommentForm({ listingId }: { listingId: string }) {
  const dispatch = useAppDispatch();
  const [body, setBody] = useState('');
  const [postComment, { isLoading }] = usePostCommentMutation();

  const post = async () => {
    try {
      await postComment({ listingId, bodyMd: body.trim() }).unwrap();
    } catch {
      return; // 'Failed to post comment. Please try again.' comes from the one error path.
    }
    setBody('');
    dispatch(showToast({ kind: 'success', title: 'Comment posted' }));
  };

  return (
    <MarkdownPostForm
      name="comment"
      body={body}
      onBodyChange={setBody}
      limit={COMMENT_BODY_MAX}
      label="Your comment or question"
      placeholder="Ask the creator a question or share your print. Markdown works."
      submitLabel="Post Comment"
      pending={isLoading}
      onSubmit={() => void post()}
      rows={{ minRows: 2, maxRows: 8 }}
    />
  );
}
