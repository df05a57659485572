import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import Input from 'antd/es/input';
import { useState, type FormEvent } from 'react';
import { serverText } from '../../../api/api-error';
import { useAppDispatch } from '../../../app/hooks';
import { showToast } from '../../notifications/toastSlice';
import { formatCardNumber, isCardNumberComplete } from '../card-number';
import { useConfirmTestPaymentMutation, type PaymentsConfig } from '../checkoutApi';
import { paymentFailed } from '../payment-outcome';
import { PayButton } from './PayButton';
import styles from './TestCardForm.module.css';

/** The cards the test provider knows, when the server does not list them. */
const DEFAULT_TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
};

/**
 * TEST MODE's card form (no Stripe keys on this marketplace): a card number the local test
 * provider reads. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined with a message,
 * which shows as 'Payment Failed' and leaves the cart as it was.
 */
export function TestCardForm({
  clientSecret,
  testCards = DEFAULT_TEST_CARDS,
  onPaid,
}: {
  clientSecret: string;
  testCards?: PaymentsConfig['testCards'];
  /** The payment went through (and the order is fulfilled): the page moves on. */
  onPaid: (orderId: string) => void;
}) {
  const dispatch = useAppDispatch();
  const [cardNumber, setCardNumber] = useState('');
  const [confirm, { isLoading }] = useConfirmTestPaymentMutation();
  const cards = testCards ?? DEFAULT_TEST_CARDS;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || !isCardNumberComplete(cardNumber)) return;
    try {
      const result = await confirm({ clientSecret, cardNumber }).unwrap();
      if (result.status === 'succeeded') onPaid(result.orderId);
      else dispatch(showToast(paymentFailed(result.message)));
    } catch (error) {
      // A 401 has already sent the buyer to sign in; anything else is the provider's refusal.
      dispatch(showToast(paymentFailed(serverText(error))));
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      data-testid="test-card-form"
    >
      <p className={styles.mode} data-testid="test-mode-badge">
        <ExperimentOutlined aria-hidden /> TEST MODE
      </p>
      <p className={styles.explain}>
        No real card is charged. This marketplace runs its own test provider: use one of the cards
        below.
      </p>
      <label className={styles.field}>
        <span className={styles.label}>Card number</span>
        <Input
          size="large"
          value={cardNumber}
          onChange={(event) => setCardNumber(formatCardNumber(event.target.value))}
          prefix={<CreditCardOutlined aria-hidden />}
          placeholder="4242 4242 4242 4242"
          inputMode="numeric"
          autoComplete="cc-number"
          disabled={isLoading}
          data-testid="test-card-number"
        />
      </label>
      <ul className={styles.cards} aria-label="Test cards">
        <li>
          <button
            type="button"
            className={styles.card}
            onClick={() => setCardNumber(formatCardNumber(cards.succeeds))}
            disabled={isLoading}
            data-testid="test-card-succeeds"
          >
            <span className={styles.number}>{cards.succeeds}</span>
            <span className={`${styles.outcome} ${styles.ok}`}>succeeds</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className={styles.card}
            onClick={() => setCardNumber(formatCardNumber(cards.declined))}
            disabled={isLoading}
            data-testid="test-card-declined"
          >
            <span className={styles.number}>{cards.declined}</span>
            <span className={`${styles.outcome} ${styles.no}`}>is declined</span>
          </button>
        </li>
      </ul>
      <PayButton processing={isLoading} disabled={!isCardNumberComplete(cardNumber)} />
    </form>
  );
}
