import LockOutlined from '@ant-design/icons/LockOutlined';
import Button from 'antd/es/button';

/** COMPLETE PAYMENT, PROCESSING... (and disabled) while the payment is submitted (docs/product.md §4). */
export function PayButton({ processing, disabled }: { processing: boolean; disabled?: boolean }) {
  return (
    <Button
      type="primary"
      htmlType="submit"
      size="large"
      block
      icon={<LockOutlined aria-hidden />}
      loading={processing}
      disabled={processing || disabled}
      data-testid="checkout-pay"
    >
      {processing ? 'PROCESSING...' : 'COMPLETE PAYMENT'}
    </Button>
  );
}
