import Button from 'antd/es/button';
import { LazyAlert } from '../../../components/LazyAlert';
import { useCurrentUser } from '../../../app/access';
import { useAppDispatch } from '../../../app/hooks';
import { showToast } from '../../notifications/toastSlice';
import { useResendVerificationMutation } from '../accountApi';
import styles from './AccountCard.module.css';

/** Until the signed-in user's address is confirmed: says so and offers to mail the link again. */
export function VerifyEmailBanner() {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const [resend, { isLoading }] = useResendVerificationMutation();
  if (!user || user.emailVerified !== false) return null;
  return (
    <LazyAlert
      type="warning"
      banner
      className={styles.banner}
      data-testid="verify-email-banner"
      title={
        <>
          Confirm your email address <span className={styles.address}>({user.email})</span> to
          publish listings.
        </>
      }
      action={
        <Button
          size="small"
          loading={isLoading}
          data-testid="verify-email-resend"
          onClick={async () => {
            const result = await resend();
            if ('data' in result && result.data)
              dispatch(
                showToast({
                  kind: 'success',
                  title: 'Link sent',
                  description: result.data.message,
                }),
              );
          }}
        >
          Send the link again
        </Button>
      }
    />
  );
}
